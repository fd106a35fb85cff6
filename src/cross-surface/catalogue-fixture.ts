// The data of the cross-surface test (issue 18): a job and a worker profile that fill every catalogue field with
// distinctive values (money with cents, hours above 60, dates, lists, yes/no, states), created through the real API of
// an in-process app; the worker applies and the recruiter makes an offer. Also which surfaces show which field.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatField, type FieldDef } from '@/domain/fields';
import { COMPARISON_ROWS, getPath, type JobDetail } from '@/domain/jobs';
import { offerTermsSchema } from '@/domain/offers';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { buildOrg, buildMember, buildWorker, type TestUser } from '@/server/test/factories';
import { applyAs, injectAs } from '@/server/test/inject-as';
import { users } from '@/server/db/schema';
import { makePdf } from '@/server/db/seed-files';
import { multipart } from '@/server/modules/documents/test-multipart';

const yes = { value: 'yes', label: 'Yes' } as const;
const no = { value: 'no', label: 'No' } as const;

/** A job that states every field: cents, hours above 60, dates, lists, yes/no, states. */
export const JOB = {
  title: 'Retail Pharmacist — Harbor',
  job_id: 'ORG-4471',
  terms: 'Travel Contract',
  description: 'Day-to-day dispensing at a busy retail pharmacy.',
  profession: 'Pharmacist',
  specialty: 'Retail',
  type: 'Clinical',
  requirements: {
    nabp_id: true,
    classification: ['W-2'],
    resume_required: true,
    skills_checklist_required: true,
    driver_license: true,
    diploma: true,
    floating_required: yes,
    professional_licensure: ['WA', 'OR'],
    certifications: ['BLS', 'ACLS'],
    emr: ['Epic'],
    experience_years: 3,
    number_of_references: 2,
    patient_ratio_max: 4,
    block_scheduling: yes,
    on_call: no,
    other_documents: true,
    vaccinations: ['Influenza', 'Hepatitis B'],
    auto_offer: false,
  },
  pay: {
    hourly_rate: 52.37,
    non_taxable_weekly: 1250.5,
    pay_frequency: 'Weekly',
    bonuses: ['Sign-on Bonus', 'Completion Bonus'],
    overtime_rate: 78.55,
    on_call_rate: 12.25,
    call_back_rate: 65.1,
    orientation_rate: 40.05,
  },
  hours: {
    hours_per_week: 64,
    // 5 shifts of 12.8 hours: hours per week must equal hours per shift × shifts per week (term-rules.ts).
    hours_per_shift: 12.8,
    shifts_per_week: 5,
    weeks_per_contract: 13,
    guaranteed_hours_per_week: 62,
  },
  schedule: {
    shift_time: 'Nights',
    start_date: '2027-03-08',
    end_date: '2027-06-06',
    rto: yes,
    rto_dates: ['2027-04-02', '2027-05-14'],
  },
  location: {
    state: 'WA',
    city: 'Tacoma',
    address: '1 Harbor Way, Tacoma, WA 98402',
    facility: 'Harbor General',
    facility_parent_system: 'Cascade Health',
    clinical_setting: 'Hospital',
    facility_shift_cancellation_policy: yes,
    contract_termination_policy: 'Two weeks notice',
    miles_from_facility: 35,
    holidays: ['Thanksgiving', 'New Year'],
  },
  other_details: { scrub_color: 'Navy' },
  benefits: ['Health Insurance', 'Dental'],
  vms_msp: 'AMN ShiftWise',
};

/** A profile that fills every field the worker sets (documents are uploaded); some cells lead with formula signs. */
export const PROFILE = {
  summary: {
    profession: 'Pharmacist',
    specialties: ['Retail', 'Compounding'],
    terms: ['Travel Contract', 'Per Diem'],
    type: 'Clinical',
    states: ['WA', 'OR'],
    cities: ['Tacoma', 'Portland'],
    min_per_hour_rate: 61.25,
    feels_like_hourly: 70.15,
    hours_per_week_range: { min: 40, max: 72 },
    min_weekly_pay: 2806.4,
  },
  workInfo: { nabp_id: '123456', experience: 7, facilities_worked_at: ['Mercy West', 'St. Anne'] },
  location: { facility_shift_cancellation_policy: no, contract_termination_policy: '-30 days notice' },
  current_address: { street: '12 Pine St', city: 'Tacoma', state: 'WA', zip: '98402' },
  taxInfo: { classification: ['W-2', '1099'], tax_home_state: 'OR' },
  shiftAndScheduling: {
    shift_time: ['Nights', 'Days'],
    hours_per_shift_range: { min: 8, max: 12 },
    shifts_per_week_range: { min: 3, max: 5 },
    weeks_per_contract_range: { min: 8, max: 13 },
    start_date_setting: '2027-03-01',
    end_date_setting: '2027-07-01',
    rto_setting: yes,
    rto_dates: ['2027-04-02'],
    guaranteed_hours_per_week: 64,
  },
  pay: {
    taxable_weekly_range: { min: 1500.25, max: 2500.75 },
    min_non_taxable_weekly: 800.4,
    taxable_hourly_range: { min: 45.5, max: 60.75 },
    pay_frequency: 'Weekly',
    benefits: [
      { value: 'health', label: 'Health Insurance' },
      { value: 'dental', label: 'Dental' },
    ],
    bonuses: ['Sign-on Bonus'],
    min_overtime_rate: 70.35,
    min_on_call_rate: 10.05,
    min_call_back_rate: 60.6,
    min_orientation_rate: 35.45,
  },
  certsandlicense: { active_professional_licenses: ['WA', 'OR'] },
  bonus: { people_referred: 3, expected: 500.5, comparing_to: '@Acme offer' },
  clinical_settings: ['Hospital', 'Retail'],
  facility_you_like: ['Harbor General'],
  facility_systems_you_like: ['Cascade Health'],
  vms_msp: ['AMN ShiftWise'],
  emr: ['Epic', 'Cerner'],
  float_requirement: yes,
  on_call: no,
  patient_ratio: 4,
  block_scheduling: yes,
  scrub_color: 'Navy',
  holidays: ['Thanksgiving'],
  min_distance_from_facility: 50,
  auto_offer: no,
};

/** The documents the worker uploads, one per category the catalogue shows. */
const UPLOADS = [
  'resume',
  'diploma',
  'drivers_license',
  'others',
  'skills_checklists',
  'certificates',
  'references',
  'vaccinations',
];

/** The offer: every term the offer form edits, with cents and hours above 60. */
export const OFFER = {
  pay: { hourly_rate: 55.45, non_taxable_weekly: 1300.2, overtime_rate: 80.15 },
  hours: { hours_per_week: 66, guaranteed_hours_per_week: 61 },
  schedule: { start_date: '2027-03-15', end_date: '2027-06-13' },
};

/** What the tests read: the app, the two people, the job and application, and the job and profile as the API answers. */
export interface Marketplace {
  t: TestApp;
  worker: TestUser;
  recruiter: TestUser;
  jobId: string;
  applicationId: string;
  job: JobDetail['job'];
  profile: Record<string, unknown>;
}

/** Expects a status and answers the JSON body. */
export const ok = async <T>(p: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) => {
  const res = await p;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

/** Builds everything through the API: profile and documents, a job stating every field, the application, an offer. */
export async function setUpMarketplace(): Promise<Marketplace> {
  const t = await createTestApp();
  const org = await buildOrg(t.app, { name: 'Harbor Health Partners' });
  const orgUser = await buildMember(t.app, 'organization', org.id);
  const recruiter = await buildMember(t.app, 'recruiter', org.id);
  const worker = await buildWorker(t.app, { profession: 'Pharmacist' });
  await t.app.db
    .update(users)
    .set({ firstName: 'Delia', lastName: 'Rath', phone: '+1 (253) 555-0147' })
    .where(eq(users.id, worker.id));
  const asWorker = injectAs(t.app, worker);
  await ok(asWorker.put('/api/worker-profile', PROFILE));
  const pdf = await makePdf('Document');
  for (const category of UPLOADS) {
    const { payload, headers } = multipart({ category }, { name: `${category}-file.pdf`, content: pdf });
    await ok(asWorker.post('/api/documents/upload', payload, { headers }), 201);
  }
  const created = await ok<{ _id: string }>(
    injectAs(t.app, orgUser).post('/api/org/jobs', { ...JOB, recruiter_id: recruiter.id }),
    201,
  );
  const jobId = created._id;
  const { job } = await ok<JobDetail>(asWorker.get(`/api/jobs/${jobId}`));
  const applied = await applyAs(t.app, worker, {
    id: jobId,
    recruiterId: recruiter.id,
    organizationId: org.id,
    gwJobId: job.gw_job_id,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = applied.json()._id as string;
  await ok(injectAs(t.app, recruiter).patch('/api/application-journey', { applicationId, status: 'Submitted' }));
  await ok(injectAs(t.app, recruiter).post('/api/offers', { applicationId, terms: OFFER }), 201);
  const { profile } = await ok<{ profile: Record<string, unknown> }>(asWorker.get('/api/worker-profile'));
  return { t, worker, recruiter, jobId, applicationId, job, profile };
}

/** Opening a migrated database takes a minute on a loaded two-core machine. */
export const SETUP_TIMEOUT = 300_000;

export const COMPARED = new Set(COMPARISON_ROWS.map((r) => r.key));
export const ABOUT_JOB = ['organization_name', 'date_posted'];
/** The job's value of a field as the catalogue formats it. */
export const jobText = (m: Marketplace, def: FieldDef) => formatField(def.key, getPath(m.job, def.jobPath!), 'job');
/** The worker's value of a field as the catalogue formats it. */
export const workerText = (m: Marketplace, def: FieldDef) =>
  formatField(def.key, getPath(m.profile, def.workerPath!), 'worker');

/** The terms an offer carries (offer terms' groups), read from the domain's schema, not from the offer view. */
const offerShape = offerTermsSchema.shape as unknown as Record<
  string,
  { unwrap: () => { shape: Record<string, unknown> } } | undefined
>;
const isOfferTerm = (def: FieldDef) => {
  const [group, key] = (def.jobPath ?? '').split('.');
  const g = offerShape[group];
  return !!g && !!key && key in g.unwrap().shape;
};
/** Spec section 3: the offer view shows the job's requirements skills_checklist, certifications, vaccinations, nabp_id. */
export const OFFER_REQUIREMENTS = ['skills_checklist', 'certifications', 'vaccinations', 'nabp_id'];

/** Which surfaces show each catalogue field (spec sections 2, 3, 7 and 9). */
export const surfaces = (def: FieldDef) => ({
  jobDetail: COMPARED.has(def.key) || ABOUT_JOB.includes(def.key),
  recruiter: COMPARED.has(def.key),
  offer: isOfferTerm(def) || OFFER_REQUIREMENTS.includes(def.key),
  exports: !!def.workerPath,
});
