// Deterministic demo data (faker with a fixed seed). `npm start` seeds an empty database once;
// `npm run seed -- --jobs 100000 --workers 20000` makes the large benchmark data set.
import { faker } from '@faker-js/faker/locale/en';
import { count, eq, sql } from 'drizzle-orm';
import {
  PROFESSIONS,
  SPECIALTIES_BY_PROFESSION,
  BENEFIT_OPTIONS,
  EMPLOYMENT_TERMS,
  SHIFT_TIMES,
  EMR_OPTIONS,
  CLINICAL_SETTINGS,
  CONTRACT_TERMINATION_POLICIES,
  PAY_FREQUENCIES,
  yesNo,
  isPharmacyProfession,
} from '@/domain/profile';
import { APPLICATION_STATUSES, applicationStateText, type ApplicationStatus } from '@/domain/applications';
import type { JobInput } from '@/domain/jobs';
import type { OfferStatus } from '@/domain/offers';
import type { WorkerProfile } from '@/domain/profile';
import type { Db } from './client';
import {
  applications,
  chatParticipants,
  chats,
  documents,
  jobs,
  messages,
  offers,
  organizations,
  statusHistory,
  users,
  workerProfiles,
} from './schema';
import { hashPassword } from '../security/passwords';
import { jobRowFromInput } from '../data/job-mapper';
import { newFileKey, type Storage } from '../storage/storage';
import { makePdf, PNG_BYTES } from './seed-files';
import { DEMO_PASSWORD } from './seed-demo-accounts';
import { seedDemoNotifications, type SeededChat, type SeededMove } from './seed-notifications';
import { seedPlacements } from './seed-placements';
import {
  SEEDED_WORKING,
  seedDoneTimesheet,
  seededDoneDates,
  seededWorkingDates,
  seedCompletedTerms,
  seedTimesheets,
} from './seed-timesheets';
import { seedInvoices } from './seed-invoices';

export interface SeedOptions {
  jobs: number;
  workers: number;
  applications?: number;
  messages?: number;
  /** Skip files (benchmark data sets). */
  withFiles?: boolean;
  log?: (msg: string) => void;
}

const CITIES: Record<string, string[]> = {
  CA: ['Los Angeles', 'San Diego', 'Sacramento', 'Fresno'],
  TX: ['Houston', 'Dallas', 'Austin', 'San Antonio'],
  FL: ['Miami', 'Tampa', 'Orlando', 'Jacksonville'],
  NY: ['New York', 'Buffalo', 'Rochester', 'Albany'],
  AZ: ['Phoenix', 'Tucson', 'Mesa'],
  WA: ['Seattle', 'Spokane', 'Tacoma'],
  CO: ['Denver', 'Colorado Springs', 'Aurora'],
  NC: ['Charlotte', 'Raleigh', 'Durham'],
  GA: ['Atlanta', 'Savannah', 'Augusta'],
  IL: ['Chicago', 'Springfield', 'Peoria'],
  PA: ['Philadelphia', 'Pittsburgh', 'Allentown'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati'],
};
const SEED_STATES = Object.keys(CITIES);
const FACILITY_SYSTEMS = [
  'HCA Healthcare',
  'CommonSpirit Health',
  'Ascension',
  'Trinity Health',
  'Providence',
  'Kaiser Permanente',
  'Walgreens',
  'CVS Health',
];

const pick = <T>(arr: readonly T[]): T => faker.helpers.arrayElement(arr as T[]);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const LONG_DESCRIPTION = (title: string, city: string) =>
  `Join our ${title} team in ${city}. You will provide high-quality, patient-centred care in a supportive unit with experienced colleagues, modern equipment and a strong orientation programme. ` +
  `We offer competitive weekly pay with a tax-free stipend for eligible travellers, guaranteed hours, and a dedicated recruiter available seven days a week. ` +
  `Requirements include an active licence in the state of practice (or a compact licence), current BLS, and at least one year of recent experience in the specialty.`;

/** Builds one job posting. */
export function fakeJob(i: number, opts: { profession?: string; state?: string } = {}): JobInput {
  const profession =
    opts.profession ??
    (i % 10 < 5
      ? 'Registered Nurse'
      : i % 10 === 5
        ? 'Licensed Practical Nurse'
        : i % 10 === 6
          ? 'Pharmacist'
          : i % 10 === 7
            ? 'Pharmacy Technician'
            : pick(PROFESSIONS));
  const specialty = pick(
    SPECIALTIES_BY_PROFESSION[profession as keyof typeof SPECIALTIES_BY_PROFESSION] ?? ['General'],
  );
  const state = opts.state ?? SEED_STATES[i % SEED_STATES.length];
  const city = pick(CITIES[state] ?? ['Springfield']);
  const pharmacy = isPharmacyProfession(profession);
  // Hours per week = hours per shift × shifts per week (60+ hours for every 20th job: the overtime demo).
  const [hoursPerShift, shiftsPerWeek] =
    i % 20 === 3
      ? pick([
          [12, 6],
          [11, 6],
          [10, 7],
        ] as const)
      : pick([
          [12, 3],
          [12, 3],
          [8, 5],
          [10, 4],
          [12, 4],
          [8, 3],
        ] as const);
  const hoursPerWeek = hoursPerShift * shiftsPerWeek;
  const hourly = faker.number.float({ min: pharmacy ? 45 : 28, max: pharmacy ? 85 : 70, fractionDigits: 2 });
  const stipend = i % 4 === 0 ? 0 : faker.number.int({ min: 600, max: i % 25 === 1 ? 1600 : 1246 });
  const start = faker.date.soon({ days: 90, refDate: '2026-11-01T00:00:00Z' });
  const weeks = pick([8, 13, 13, 13, 26]);
  const title = `${profession} — ${specialty}`;
  const facility = `${city} ${pick(['General Hospital', 'Medical Center', 'Regional Hospital', "Children's Hospital", 'Community Pharmacy', 'Health Clinic'])}`;
  const descriptionKind = i % 10;
  return {
    title,
    job_id: `REQ-${10000 + i}`,
    profession,
    specialty,
    terms: pick(EMPLOYMENT_TERMS),
    type: 'Clinical',
    description:
      descriptionKind === 0
        ? undefined
        : descriptionKind < 5
          ? LONG_DESCRIPTION(title, city)
          : `${title} needed in ${city}, ${state}. ${weeks}-week assignment.`,
    requirements: {
      nabp_id: pharmacy,
      classification: [pick(['W-2', 'W-2', '1099'])],
      resume_required: true,
      skills_checklist_required: !pharmacy,
      driver_license: i % 3 === 0,
      diploma: i % 2 === 0,
      floating_required: yesNo(i % 3 === 0),
      professional_licensure: [state],
      certifications: pharmacy
        ? ['BLS']
        : faker.helpers.arrayElements(['BLS', 'ACLS', 'PALS', 'NIHSS'], { min: 1, max: 2 }),
      emr: [pick(EMR_OPTIONS)],
      experience_years: faker.number.int({ min: 1, max: 5 }),
      number_of_references: 2,
      patient_ratio_max: pharmacy ? undefined : faker.number.int({ min: 2, max: 6 }),
      block_scheduling: yesNo(i % 5 === 0),
      on_call: yesNo(i % 4 === 0),
      other_documents: false,
      vaccinations: ['Influenza', 'Hepatitis B'],
      auto_offer: i % 7 === 0,
    },
    pay: {
      // Inputs only: taxable weekly, weekly total and feels-like are derived by the pay model on read.
      hourly_rate: hourly,
      ...(stipend > 0 ? { non_taxable_weekly: stipend } : {}),
      pay_frequency: pick(PAY_FREQUENCIES),
      bonuses: i % 3 === 0 ? ['Completion Bonus'] : [],
      overtime_rate: Math.round(hourly * 1.5 * 100) / 100,
      on_call_rate: 10,
      call_back_rate: Math.round(hourly * 1.5 * 100) / 100,
      orientation_rate: Math.round(hourly * 0.8 * 100) / 100,
    },
    hours: {
      hours_per_week: hoursPerWeek,
      hours_per_shift: hoursPerShift,
      shifts_per_week: shiftsPerWeek,
      weeks_per_contract: weeks,
      guaranteed_hours_per_week: Math.min(36, hoursPerWeek),
    },
    schedule: {
      shift_time: pick(SHIFT_TIMES),
      start_date: isoDate(start),
      end_date: isoDate(new Date(start.getTime() + weeks * 7 * 86_400_000)),
      rto: yesNo(false),
      rto_dates: [],
    },
    location: {
      state: state as never,
      city,
      address: `${faker.location.streetAddress()}, ${city}, ${state}`,
      facility,
      facility_parent_system: pick(FACILITY_SYSTEMS),
      clinical_setting: pharmacy ? pick(['Retail Pharmacy', 'Hospital Pharmacy']) : pick(CLINICAL_SETTINGS.slice(0, 6)),
      facility_shift_cancellation_policy: yesNo(i % 2 === 0),
      contract_termination_policy: pick(CONTRACT_TERMINATION_POLICIES),
      miles_from_facility: pick([25, 50, 100]),
      holidays: ['Thanksgiving'],
    },
    other_details: { scrub_color: pick(['Navy', 'Ceil Blue', 'Black', 'Any']) },
    benefits: faker.helpers.arrayElements(
      BENEFIT_OPTIONS.map((b) => b.label),
      { min: 1, max: 4 },
    ),
    vms_msp: pick(['AMN ShiftWise', 'Medefis', 'Direct']),
    field_notes: {
      emr: { notes: 'Epic charting; super-users on every shift.', isActive: true },
      float_requirement: { notes: 'Floats within the service line only.', isActive: i % 3 === 0 },
    },
  };
}

/** A worker profile; `completeness` 0..1 decides how many groups are filled. */
export function fakeProfile(profession: string, state: string, completeness: number): WorkerProfile {
  const pharmacy = isPharmacyProfession(profession);
  const specialties = faker.helpers.arrayElements(
    SPECIALTIES_BY_PROFESSION[profession as keyof typeof SPECIALTIES_BY_PROFESSION] ?? ['General'],
    { min: 1, max: 2 },
  );
  const hourly = pharmacy ? 70 : 55;
  const full = completeness >= 0.8;
  const profile: WorkerProfile = {
    summary: {
      profession,
      specialties,
      terms: ['Travel Contract'],
      type: 'Clinical',
      states: [state, pick(SEED_STATES)],
      cities: [pick(CITIES[state] ?? ['Springfield'])],
      feels_like_hourly: hourly,
      hours_per_week_range: { min: 36, max: 48 },
      min_weekly_pay: hourly * 36,
      min_per_hour_rate: hourly - 10,
      resume: null,
    },
    documents: {},
    workInfo: {
      experience: faker.number.int({ min: 1, max: 12 }),
      ...(pharmacy ? { nabp_id: String(faker.number.int({ min: 100000, max: 9999999 })) } : {}),
    },
    location: {},
    current_address: {},
    taxInfo: { classification: ['W-2'] },
    shiftAndScheduling: {},
    pay: {},
    certsandlicense: { active_professional_licenses: [state] },
    bonus: {},
  };
  if (full) {
    profile.shiftAndScheduling = {
      shift_time: ['Days', 'Nights'],
      hours_per_shift_range: { min: 8, max: 12 },
      shifts_per_week_range: { min: 3, max: 4 },
      weeks_per_contract_range: { min: 8, max: 13 },
      start_date_setting: 'asap',
      guaranteed_hours_allowed: false,
      guaranteed_hours_per_week: 36,
      rto_setting: yesNo(false),
    };
    profile.pay = {
      taxable_weekly_range: { min: 1200, max: 2400 },
      min_non_taxable_weekly: 800,
      taxable_hourly_range: { min: hourly - 25, max: hourly },
      pay_frequency: 'Weekly',
      benefits: [BENEFIT_OPTIONS[1], BENEFIT_OPTIONS[2]].map((b) => ({ value: b.value, label: b.label })),
      bonuses: ['Completion Bonus'],
      min_overtime_rate: Math.round(hourly * 1.2),
      min_on_call_rate: 8,
      min_call_back_rate: 40,
      min_orientation_rate: 30,
    };
    profile.location = {
      facility_shift_cancellation_policy: yesNo(true),
      contract_termination_policy: 'Two weeks notice',
    };
    profile.current_address = {
      street: faker.location.streetAddress(),
      city: pick(CITIES[state] ?? ['Springfield']),
      state: state as never,
      zip: '30301',
    };
    profile.clinical_settings = pharmacy ? ['Retail Pharmacy', 'Hospital Pharmacy'] : ['Hospital'];
    profile.emr = ['Epic', 'Cerner'];
    profile.float_requirement = yesNo(true);
    profile.on_call = yesNo(false);
    profile.block_scheduling = yesNo(false);
    if (!pharmacy) profile.patient_ratio = 4;
    profile.vms_msp = ['AMN ShiftWise'];
    profile.scrub_color = 'Navy';
    profile.auto_offer = yesNo(false);
  }
  return profile;
}

interface SeedUser {
  id: string;
  email: string;
}

async function insertUser(
  db: Db,
  passwordHash: string,
  v: {
    role: 'worker' | 'recruiter' | 'organization' | 'admin';
    email: string;
    firstName: string;
    lastName: string;
    organizationId?: string | null;
    verified?: boolean;
    phone?: string;
  },
): Promise<SeedUser> {
  const [u] = await db
    .insert(users)
    .values({
      role: v.role,
      email: v.email,
      passwordHash,
      firstName: v.firstName,
      lastName: v.lastName,
      organizationId: v.organizationId ?? null,
      emailVerifiedAt: v.verified === false ? null : new Date('2026-01-01T00:00:00Z'),
      phone: v.phone ?? faker.phone.number({ style: 'national' }),
    })
    .returning({ id: users.id, email: users.email });
  return u;
}

const gwJob = (n: number) => `GW-${100000 + n}`;
const gwWorker = (n: number) => `W-${String(100000 + n)}`;

/** Seeds the database. Deterministic for the same options. */
export async function seed(db: Db, storage: Storage | null, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  faker.seed(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const orgRows = await db
    .insert(organizations)
    .values([
      { name: 'Sunrise Health', contactEmail: 'talent@sunrise.example', contactPhone: '(404) 555-0100' },
      {
        name: 'Harbor Pharmacy Group',
        contactEmail: 'jobs@harbor.example',
        contactPhone: '(206) 555-0142',
        preferences: { requiredToApply: ['profession', 'nabp_id'] },
      },
      {
        name: 'Summit Care Partners',
        contactEmail: 'hr@summit.example',
        contactPhone: '(303) 555-0199',
        preferences: { requiredToApply: ['profession', 'certifications', 'professional_licensure'] },
      },
    ])
    .returning({ id: organizations.id, name: organizations.name });
  const [sunrise, harbor, summit] = orgRows;

  const admin = await insertUser(db, passwordHash, {
    role: 'admin',
    email: 'admin@demo.test',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const orgUser = await insertUser(db, passwordHash, {
    role: 'organization',
    email: 'org@demo.test',
    firstName: 'Olivia',
    lastName: 'Owens',
    organizationId: sunrise.id,
  });
  const recruiters: { id: string; orgId: string }[] = [];
  const recruiter = await insertUser(db, passwordHash, {
    role: 'recruiter',
    email: 'recruiter@demo.test',
    firstName: 'Rita',
    lastName: 'Ramirez',
    organizationId: sunrise.id,
  });
  recruiters.push({ id: recruiter.id, orgId: sunrise.id });
  const recruiterSpecs = [
    { org: sunrise, first: 'Marcus', last: 'Lee' },
    { org: harbor, first: 'Priya', last: 'Shah' },
    { org: harbor, first: 'Tom', last: 'Becker' },
    { org: summit, first: 'Grace', last: 'Kim' },
    { org: summit, first: 'Daniel', last: 'Ortiz' },
  ];
  for (const [n, r] of recruiterSpecs.entries()) {
    const u = await insertUser(db, passwordHash, {
      role: 'recruiter',
      email: `recruiter${n + 2}@demo.test`,
      firstName: r.first,
      lastName: r.last,
      organizationId: r.org.id,
    });
    recruiters.push({ id: u.id, orgId: r.org.id });
  }
  for (const o of [harbor, summit]) {
    await insertUser(db, passwordHash, {
      role: 'organization',
      email: `org-${o.name.split(' ')[0].toLowerCase()}@demo.test`,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      organizationId: o.id,
    });
  }
  log(`users: admin ${admin.email}, org ${orgUser.email}, ${recruiters.length} recruiters`);

  // Jobs, in batches.
  const orgCycle = [sunrise, sunrise, harbor, summit];
  const jobIds: {
    id: string;
    gwJobId: string;
    orgId: string;
    recruiterId: string;
    profession: string;
    datePosted: Date;
  }[] = [];
  // Each job's posted pay, hours and start date by GW id: an offer's first version offers them (seeded offers below).
  const postedTerms = new Map<string, { hourly: number; stipend?: number; hours: JobInput['hours']; start: string }>();
  const BATCH = 1000;
  const now = Date.parse('2026-11-20T12:00:00Z');
  for (let start = 0; start < opts.jobs; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(opts.jobs, start + BATCH); i++) {
      const org = i < 12 ? sunrise : orgCycle[i % orgCycle.length];
      const orgRecruiters = recruiters.filter((r) => r.orgId === org.id);
      const rec = orgRecruiters[i % orgRecruiters.length];
      const input = fakeJob(
        i,
        org === harbor && i >= 12 ? { profession: i % 2 ? 'Pharmacist' : 'Pharmacy Technician' } : {},
      );
      const row = jobRowFromInput(input, { organizationId: org.id, gwJobId: gwJob(i + 1), recruiterId: rec.id });
      postedTerms.set(gwJob(i + 1), {
        hourly: Number(input.pay?.hourly_rate),
        stipend: input.pay?.non_taxable_weekly,
        hours: input.hours,
        start: String(input.schedule?.start_date),
      });
      // Posted from half a day before the seed's "now" back, three hours apart (applications come after: addApp).
      rows.push({
        ...row,
        datePosted: new Date(now - 12 * 3_600_000 - i * 3_600_000 * 3),
        recruiterId: i % 37 === 5 ? null : rec.id,
      });
    }
    const inserted = await db.insert(jobs).values(rows).returning({
      id: jobs.id,
      gwJobId: jobs.gwJobId,
      orgId: jobs.organizationId,
      recruiterId: jobs.recruiterId,
      profession: jobs.profession,
      datePosted: jobs.datePosted,
    });
    for (const j of inserted)
      jobIds.push({ ...j, recruiterId: j.recruiterId ?? recruiters.find((r) => r.orgId === j.orgId)!.id });
    if (opts.jobs > BATCH) log(`jobs: ${jobIds.length}`);
  }

  // Workers: the demo ones first, then generated ones (same password hash: seeding stays fast).
  const workerIds: { id: string; profession: string; state: string }[] = [];
  const demoWorkers = [
    {
      email: 'worker@demo.test',
      first: 'Nora',
      last: 'Nightingale',
      profession: 'Registered Nurse',
      state: 'GA',
      completeness: 0.9,
      verified: true,
    },
    {
      email: 'pharmacist@demo.test',
      first: 'Paul',
      last: 'Patel',
      profession: 'Pharmacist',
      state: 'WA',
      completeness: 0.9,
      verified: true,
    },
    {
      email: 'unverified@demo.test',
      first: 'Uma',
      last: 'Unverified',
      profession: 'Registered Nurse',
      state: 'TX',
      completeness: 0.5,
      verified: false,
    },
  ];
  for (let start = 0; start < opts.workers; start += BATCH) {
    const userRows = [];
    const meta: { profession: string; state: string; completeness: number }[] = [];
    for (let i = start; i < Math.min(opts.workers, start + BATCH); i++) {
      const d = demoWorkers[i];
      const profession =
        d?.profession ??
        (i % 5 === 0
          ? 'Pharmacist'
          : i % 5 === 1
            ? 'Pharmacy Technician'
            : i % 5 === 2
              ? 'Licensed Practical Nurse'
              : 'Registered Nurse');
      const state = d?.state ?? SEED_STATES[i % SEED_STATES.length];
      userRows.push({
        role: 'worker' as const,
        email: d?.email ?? `worker${i}@example.test`,
        passwordHash,
        firstName: d?.first ?? faker.person.firstName(),
        lastName: d?.last ?? faker.person.lastName(),
        phone: faker.phone.number({ style: 'national' }),
        emailVerifiedAt: d && !d.verified ? null : new Date('2026-01-01T00:00:00Z'),
      });
      meta.push({ profession, state, completeness: d?.completeness ?? (i % 3 === 0 ? 0.4 : 0.9) });
    }
    const inserted = await db.insert(users).values(userRows).returning({ id: users.id });
    await db.insert(workerProfiles).values(
      inserted.map((u, k) => ({
        userId: u.id,
        gwWorkerId: gwWorker(start + k + 1),
        profession: meta[k].profession,
        profile: fakeProfile(meta[k].profession, meta[k].state, meta[k].completeness) as Record<string, unknown>,
      })),
    );
    inserted.forEach((u, k) => workerIds.push({ id: u.id, profession: meta[k].profession, state: meta[k].state }));
    if (opts.workers > BATCH) log(`workers: ${workerIds.length}`);
  }

  // Documents for the first workers (real small files in storage).
  if (storage && opts.withFiles !== false) {
    const pdf = await makePdf('Professional document');
    const blsPdf = await makePdf('BLS Provider card');
    const specs: { category: string; name: string; body: Buffer; type: string; expiresOn?: string }[] = [
      { category: 'resume', name: 'Resume.pdf', body: pdf, type: 'application/pdf' },
      { category: 'diploma', name: 'Nursing diploma.pdf', body: pdf, type: 'application/pdf' },
      { category: 'drivers_license', name: 'Drivers license.png', body: PNG_BYTES, type: 'image/png' },
      {
        category: 'professional_licenses',
        name: 'State licence.pdf',
        body: pdf,
        type: 'application/pdf',
        expiresOn: '2027-08-31',
      },
      { category: 'certificates', name: 'BLS', body: blsPdf, type: 'application/pdf', expiresOn: '2026-12-15' },
      { category: 'skills_checklists', name: 'Skills checklist.pdf', body: pdf, type: 'application/pdf' },
      { category: 'certificates', name: 'ACLS', body: pdf, type: 'application/pdf', expiresOn: '2027-06-30' },
      { category: 'vaccinations', name: 'Influenza', body: PNG_BYTES, type: 'image/png', expiresOn: '2027-09-30' },
      { category: 'vaccinations', name: 'Hepatitis B', body: pdf, type: 'application/pdf' },
      { category: 'references', name: 'Reference - charge nurse.pdf', body: pdf, type: 'application/pdf' },
      { category: 'references', name: 'Reference - unit manager.pdf', body: pdf, type: 'application/pdf' },
      { category: 'others', name: 'TB test.pdf', body: pdf, type: 'application/pdf', expiresOn: '2027-03-01' },
    ];
    for (const [wi, w] of workerIds.slice(0, 12).entries()) {
      if (wi === 2) continue; // the unverified worker has no documents yet
      for (const s of specs) {
        const key = newFileKey(w.id, s.type === 'image/png' ? 'png' : 'pdf');
        await storage.put(key, s.body, s.type);
        // Worker #4 has an expired BLS card (credential expiry badge demo).
        const expiresOn = s.name === 'BLS' && wi === 3 ? '2026-10-01' : s.expiresOn;
        await db.insert(documents).values({
          ownerId: w.id,
          category: s.category,
          name: s.name,
          fileKey: key,
          size: s.body.length,
          contentType: s.type,
          expiresOn: expiresOn ?? null,
          meta: s.category === 'certificates' ? { credential: s.name } : {},
        });
      }
    }
  }

  // Applications: every status at Sunrise (the demo recruiter's organization), plus spread.
  const sunriseJobs = jobIds.filter((j) => j.orgId === sunrise.id);
  const statuses = APPLICATION_STATUSES as readonly ApplicationStatus[];
  const appRows: (typeof applications.$inferInsert)[] = [];
  const seen = new Set<string>();
  // An application past Offered accepted an offer: its first offer (version 1), a worker's counter (2) or the
  // recruiter's re-offer after that counter (3), in turn, so the agreed terms of record read every kind of version.
  const acceptedStatuses: readonly ApplicationStatus[] = ['Onboarding', 'Cleared', 'Working', 'Done'];
  let accepted = 0;
  const addApp = (
    workerIdx: number,
    job: (typeof jobIds)[number],
    status: ApplicationStatus,
    offerStatus: OfferStatus | null,
    ageHours: number,
  ) => {
    const w = workerIds[workerIdx];
    const key = `${w.id}:${job.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    // An application is created after its job was posted, and reaches its status after it was created.
    const posted = job.datePosted.getTime();
    let changed = now - ageHours * 3_600_000;
    // A New application entered New when it was created (the apply); any other reached its status three days later.
    let created = status === 'New' ? changed : changed - 86_400_000 * 3;
    if (created <= posted) {
      created = posted + (now - posted) * 0.25;
      changed = status === 'New' ? created : Math.max(Math.min(changed, now), posted + (now - posted) * 0.5);
    }
    const at = new Date(changed);
    appRows.push({
      jobId: job.id,
      workerId: w.id,
      organizationId: job.orgId,
      recruiterId: job.recruiterId,
      gwJobId: job.gwJobId,
      status,
      offerStatus,
      autoOfferConsent: false,
      decisionMaker: ['Rejected', 'Blocked', 'Done', 'Hold'].includes(status) ? 'Recruiter' : null,
      decisionReason: ['Rejected', 'Blocked', 'Hold'].includes(status) ? 'Seeded decision' : null,
      acceptedOfferVersion: acceptedStatuses.includes(status) ? (accepted++ % 3) + 1 : null,
      statusChangedAt: at,
      createdAt: new Date(created),
    });
  };
  /**
   * The job of `candidates` from `start` on (cyclically) whose profession is the worker's, or null: no demo application
   * pairs a worker with another profession's job (issue 42: a pharmacist on a nurse's job).
   */
  const fitting = (workerIdx: number, candidates: readonly (typeof jobIds)[number][], start: number) => {
    const profession = workerIds[workerIdx]?.profession;
    for (let n = 0; n < candidates.length; n++) {
      const job = candidates[(start + n) % candidates.length];
      if (job.profession === profession) return job;
    }
    return null;
  };
  const addFitting = (
    workerIdx: number,
    candidates: readonly (typeof jobIds)[number][],
    start: number,
    ...rest: [ApplicationStatus, OfferStatus | null, number]
  ) => {
    const job = fitting(workerIdx, candidates, start);
    if (job) addApp(workerIdx, job, ...rest);
  };
  // worker@demo.test: a few applications in the journey (not on the first job, which the e2e apply test uses).
  addApp(0, sunriseJobs[1], 'New', null, 5);
  addApp(0, sunriseJobs[2], 'Offered', 'Offered', 10);
  addApp(0, sunriseJobs[3], 'Screening', null, 20);
  addFitting(
    1,
    jobIds.filter((j) => j.orgId === harbor.id),
    0,
    'Submitted',
    null,
    30,
  );
  const nWorkers = Math.min(workerIds.length, 40);
  let k = 0;
  for (const status of statuses) {
    for (let c = 0; c < 3; c++) {
      const offerStatus =
        status === 'Offered'
          ? (['Offered', 'Counter Offer', 'Re-Offer'] as const)[c]
          : status === 'Onboarding' || status === 'Working'
            ? null
            : null;
      // The first Working and the first Done placement are the demo worker's (issue 45): her assignment in its
      // extension window, with its weeks and invoices, and her Done placement with both reviews and a work record.
      const demoPlacement = c === 0 && (status === 'Working' || status === 'Done');
      addFitting(
        demoPlacement ? 0 : 3 + ((k * 7) % (nWorkers - 3)),
        // Her two placements are on two different jobs.
        demoPlacement
          ? sunriseJobs.slice(4).filter((j) => !seen.has(`${workerIds[0].id}:${j.id}`))
          : sunriseJobs.slice(4),
        k % (sunriseJobs.length - 4),
        status,
        offerStatus,
        2 + k * 5,
      );
      k++;
    }
  }
  const extra = opts.applications ?? Math.min(60, workerIds.length * 2);
  for (let i = 0; i < extra; i++) {
    addFitting(
      3 + (i % (workerIds.length - 3)),
      jobIds,
      (i * 13) % jobIds.length,
      statuses[i % statuses.length],
      statuses[i % statuses.length] === 'Offered' ? 'Offered' : null,
      1 + (i % 500),
    );
  }
  const appIds: {
    id: string;
    status: ApplicationStatus;
    offerStatus: OfferStatus | null;
    recruiterId: string | null;
    workerId: string;
    jobId: string;
    gwJobId: string;
    acceptedOfferVersion: number | null;
    statusChangedAt: Date;
    createdAt: Date;
  }[] = [];
  for (let s = 0; s < appRows.length; s += BATCH) {
    const ins = await db
      .insert(applications)
      .values(appRows.slice(s, s + BATCH))
      .returning({
        id: applications.id,
        status: applications.status,
        offerStatus: applications.offerStatus,
        recruiterId: applications.recruiterId,
        workerId: applications.workerId,
        jobId: applications.jobId,
        gwJobId: applications.gwJobId,
        acceptedOfferVersion: applications.acceptedOfferVersion,
        statusChangedAt: applications.statusChangedAt,
        createdAt: applications.createdAt,
      });
    appIds.push(...ins);
  }
  await db.execute(
    sql`update jobs set applied_count = c.n from (select job_id, count(*)::int as n from applications group by job_id) c where c.job_id = jobs.id`,
  );

  // History and offers for the small data set (the benchmark set keeps one history row per application).
  const historyRows: (typeof statusHistory.$inferInsert)[] = [];
  const offerRows: (typeof offers.$inferInsert)[] = [];
  const mainOrder = statuses.slice(0, 8);
  // The moves of the demo accounts' applications, for their notification-centre items (seed-notifications.ts).
  const demoUserIds = new Set([...workerIds.slice(0, demoWorkers.length).map((w) => w.id), recruiter.id, orgUser.id]);
  const demoMoves: SeededMove[] = [];
  const hour = 3_600_000;
  // The assignments' dates follow the real clock (the seed's fixed `now` dates its story), so the extension window is
  // open and the Done placement past on any day the demo is seeded.
  const clock = new Date();
  const agreedDates = new Map<string, { start_date: string; end_date: string }>();
  placementsWithWeeks(appIds).forEach((a, i) => agreedDates.set(a.id, seededWorkingDates(i, clock)));
  const demoDone = demoDonePlacement(appIds, workerIds[0].id);
  if (demoDone) agreedDates.set(demoDone.id, seededDoneDates(clock));
  for (const a of appIds) {
    const idx = mainOrder.indexOf(a.status);
    const path: ApplicationStatus[] = idx >= 0 ? mainOrder.slice(0, idx + 1) : ['New', a.status];
    // Offered now (a pending offer) or past Offered (an accepted one: Onboarding, Cleared, Working, Done).
    const offered = Boolean(a.offerStatus && a.recruiterId);
    const agreed = a.acceptedOfferVersion !== null && Boolean(a.recruiterId);
    const versions = offered
      ? ({ Offered: 1, 'Counter Offer': 2, 'Re-Offer': 3 }[a.offerStatus as string] ?? 1)
      : agreed
        ? a.acceptedOfferVersion!
        : 0;
    // One timeline per application, read by History, the bell and the offers alike: the apply when it was created,
    // the move into its status when the lists say ("N days in …"), the moves between an hour apart before that (never
    // before the apply). A pending offer's counter and re-offer come after the offer, never in the future; an accepted
    // offer's counter and re-offer come between the offer and the acceptance (the move into Onboarding).
    const created = a.createdAt.getTime();
    const changed = a.statusChangedAt.getTime();
    const stepAt = (j: number) =>
      new Date(
        j === 0 ? created : Math.min(now, Math.max(created + j * 60_000, changed - (path.length - 1 - j) * hour)),
      );
    const offeredStep = path.indexOf('Offered');
    const offerAt = offeredStep >= 0 ? stepAt(offeredStep) : a.statusChangedAt;
    let counterAt: Date;
    let reOfferAt: Date;
    if (agreed) {
      const gap = stepAt(offeredStep + 1).getTime() - offerAt.getTime();
      counterAt = new Date(offerAt.getTime() + Math.round(gap / 3));
      reOfferAt = new Date(offerAt.getTime() + Math.round((2 * gap) / 3));
    } else {
      const span = Math.max(0, Math.min(2 * hour, now - changed));
      counterAt = new Date(changed + span / 2);
      reOfferAt = new Date(changed + span);
    }
    const countered = versions >= 2;
    const reOffered = versions >= 3;
    // The acceptance: the side that did not make the last version accepts it (a counter is the recruiter's to accept).
    const acceptSide: 'worker' | 'recruiter' = versions === 2 ? 'recruiter' : 'worker';
    const moveKind = (st: string, j: number) =>
      j === 0
        ? ('apply' as const)
        : versions > 0 && st === 'Offered'
          ? ('offer' as const)
          : agreed && st === 'Onboarding'
            ? ('accept' as const)
            : ('status' as const);
    if (demoUserIds.has(a.workerId) || (a.recruiterId && demoUserIds.has(a.recruiterId))) {
      const moves: SeededMove[] = path.slice(1).map((st, i) => ({
        app: a,
        kind: moveKind(st, i + 1),
        side: moveKind(st, i + 1) === 'accept' ? acceptSide : 'recruiter',
        state: applicationStateText(st, versions > 0 && st === 'Offered' ? 'Offered' : null),
        at: stepAt(i + 1),
      }));
      if (countered)
        moves.push({
          app: a,
          kind: 'counter',
          side: 'worker',
          state: applicationStateText('Offered', 'Counter Offer'),
          at: counterAt,
        });
      if (reOffered)
        moves.push({
          app: a,
          kind: 're-offer',
          side: 'recruiter',
          state: applicationStateText('Offered', 'Re-Offer'),
          at: reOfferAt,
        });
      demoMoves.push(...moves.sort((x, y) => x.at.getTime() - y.at.getTime()));
    }
    if (appIds.length <= 5000) {
      const rows: (typeof statusHistory.$inferInsert)[] = [];
      let from: ApplicationStatus | null = null;
      path.forEach((st, j) => {
        const decided = j === path.length - 1 && ['Rejected', 'Blocked', 'Hold'].includes(st);
        const kind = moveKind(st, j);
        const byWorker = j === 0 || (kind === 'accept' && acceptSide === 'worker');
        rows.push({
          applicationId: a.id,
          fromStatus: from,
          toStatus: st,
          byUserId: byWorker ? a.workerId : a.recruiterId,
          decisionMaker: byWorker ? 'Worker' : 'Recruiter',
          reason: decided ? 'Seeded decision' : null,
          kind,
          offerStatus: kind === 'offer' ? 'Offered' : null,
          createdAt: stepAt(j),
        });
        from = st;
      });
      if (countered)
        rows.push({
          applicationId: a.id,
          fromStatus: 'Offered',
          toStatus: 'Offered',
          byUserId: a.workerId,
          decisionMaker: 'Worker',
          kind: 'counter',
          offerStatus: 'Counter Offer',
          createdAt: counterAt,
        });
      if (reOffered)
        rows.push({
          applicationId: a.id,
          fromStatus: 'Offered',
          toStatus: 'Offered',
          byUserId: a.recruiterId,
          decisionMaker: 'Recruiter',
          kind: 're-offer',
          offerStatus: 'Re-Offer',
          createdAt: reOfferAt,
        });
      // In time order (a stable sort keeps the insert order, which History reads, for rows at the same time).
      historyRows.push(...rows.sort((x, y) => (x.createdAt as Date).getTime() - (y.createdAt as Date).getTime()));
    } else
      historyRows.push({
        applicationId: a.id,
        fromStatus: null,
        toStatus: a.status,
        byUserId: a.workerId,
        createdAt: a.statusChangedAt,
      });
    if (versions > 0 && a.recruiterId) {
      // Version 1 offers the job's posted pay, hours and start date; the worker counters 8% more an hour and the
      // recruiter meets them at 4% more (offer terms as the offer form sends them: the job's groups, changed or not).
      const posted = postedTerms.get(a.gwJobId)!;
      const rate = (f: number) => Math.round(posted.hourly * f * 100) / 100;
      const terms = (f: number) => ({
        pay: { hourly_rate: rate(f), ...(posted.stipend ? { non_taxable_weekly: posted.stipend } : {}) },
        hours: posted.hours,
        // The seeded assignments' dates (issue 45): the Working placements with weeks and the demo worker's Done one
        // are agreed for the dates their timesheets keep, computed from the clock; the others for the posted start.
        schedule: agreedDates.get(a.id) ?? { start_date: posted.start },
      });
      offerRows.push({
        applicationId: a.id,
        version: 1,
        kind: 'Offered',
        terms: terms(1),
        madeBy: a.recruiterId,
        side: 'recruiter',
        createdAt: offerAt,
      });
      if (countered)
        offerRows.push({
          applicationId: a.id,
          version: 2,
          kind: 'Counter Offer',
          terms: terms(1.08),
          madeBy: a.workerId,
          side: 'worker',
          createdAt: counterAt,
        });
      if (reOffered)
        offerRows.push({
          applicationId: a.id,
          version: 3,
          kind: 'Re-Offer',
          terms: terms(1.04),
          madeBy: a.recruiterId,
          side: 'recruiter',
          createdAt: reOfferAt,
        });
    }
  }
  for (let s = 0; s < historyRows.length; s += BATCH)
    await db.insert(statusHistory).values(historyRows.slice(s, s + BATCH));
  for (let s = 0; s < offerRows.length; s += BATCH) await db.insert(offers).values(offerRows.slice(s, s + BATCH));
  // Placements: checklists of accepted applications; those at Cleared or later signed and verified (issue 31).
  const orgOfJob = new Map(jobIds.map((j) => [j.id, j.orgId]));
  await seedPlacements(
    db,
    appIds.map((a) => ({ ...a, organizationId: orgOfJob.get(a.jobId)! })),
  );
  // Hours and pay (issue 44): three Working placements with approved, disputed and current weeks.
  await seedTimesheets(
    db,
    placementsWithWeeks(appIds).map((a) => ({ ...a, organizationId: orgOfJob.get(a.jobId)! })),
    clock,
  );
  // Invoices (issue 45): the placing organization bills a client for each approved week of those placements.
  await seedInvoices(
    db,
    placementsWithWeeks(appIds).map((a) => ({ ...a, organizationId: orgOfJob.get(a.jobId)! })),
  );
  // The end of an assignment (issue 45): the demo worker's Done placement has its approved weeks; its reviews, reply
  // and work record are written by the product's use cases once the app runs (src/server/demo/seed-close-out.ts).
  if (demoDone) await seedDoneTimesheet(db, { ...demoDone, organizationId: orgOfJob.get(demoDone.jobId)! }, clock);
  // Every other placement at Cleared or later has its pay terms complete, as Cleared asks (issue 44).
  await seedCompletedTerms(
    db,
    appIds
      .filter((a) => a.acceptedOfferVersion !== null && ['Cleared', 'Working', 'Done'].includes(a.status))
      .map((a) => a.id),
  );

  // Chats: the demo worker with the demo recruiter, and a few more.
  const chatSpecs = appIds.filter((a) => a.recruiterId).slice(0, Math.min(20, appIds.length));
  let messageTotal = 0;
  const wantMessages = opts.messages ?? 6;
  const demoChats: SeededChat[] = [];
  for (const [ci, a] of chatSpecs.entries()) {
    const job = jobIds.find((j) => j.id === a.jobId)!;
    const [chat] = await db
      .insert(chats)
      .values({
        workerId: a.workerId,
        recruiterId: a.recruiterId!,
        organizationId: job.orgId,
        jobId: job.id,
        gwJobId: job.gwJobId,
      })
      .returning({ id: chats.id });
    await db.insert(chatParticipants).values([
      { chatId: chat.id, userId: a.workerId },
      { chatId: chat.id, userId: a.recruiterId! },
    ]);
    const seeded: SeededChat = {
      id: chat.id,
      workerId: a.workerId,
      recruiterId: a.recruiterId!,
      jobId: job.id,
      gwJobId: job.gwJobId,
      sent: new Map(),
    };
    if (demoUserIds.has(a.workerId) || demoUserIds.has(a.recruiterId!)) demoChats.push(seeded);
    const perChat = Math.max(1, Math.floor(wantMessages / Math.max(1, chatSpecs.length - ci) / 1)) || 1;
    const n =
      ci === chatSpecs.length - 1
        ? Math.max(1, wantMessages - messageTotal)
        : Math.min(perChat, wantMessages - messageTotal) || 1;
    for (let s = 0; s < n; s += BATCH) {
      const rows = [];
      for (let m = s; m < Math.min(n, s + BATCH); m++) {
        rows.push({
          chatId: chat.id,
          senderId: m % 2 ? a.workerId : a.recruiterId!,
          body:
            m % 2
              ? faker.helpers.arrayElement([
                  'Thanks! Is parking provided?',
                  'Could the start date move a week later?',
                  'Sounds good to me.',
                ])
              : faker.helpers.arrayElement([
                  'Hi! Thanks for applying — do you have a minute to talk about the unit?',
                  'The manager would like to schedule an interview.',
                  'I sent over the offer details.',
                ]),
          createdAt: new Date(now - (n - m) * 60_000),
        });
      }
      await db.insert(messages).values(rows);
      for (const r of rows) {
        const sent = seeded.sent.get(r.senderId);
        if (sent) [sent.count, sent.last] = [sent.count + 1, r.createdAt];
        else seeded.sent.set(r.senderId, { count: 1, last: r.createdAt });
      }
    }
    messageTotal += n;
    // The chat's last activity is its last message's time (the list shows it beside the chat's own times).
    await db
      .update(chats)
      .set({ lastMessageAt: new Date(now - 60_000) })
      .where(eq(chats.id, chat.id));
  }
  const notificationTotal = await seedDemoNotifications(db, demoUserIds, demoMoves, demoChats);
  log(
    `applications: ${appIds.length}, history: ${historyRows.length}, offers: ${offerRows.length}, messages: ${messageTotal}, demo notifications: ${notificationTotal}`,
  );
  // The bulk load (and the applied_count update's dead rows) leaves the planner without statistics: vacuum and analyze.
  await db.execute(sql`vacuum analyze`);
  return {
    organizations: orgRows,
    jobs: jobIds.length,
    workers: workerIds.length,
    applications: appIds.length,
    /** The demo worker's Done placement, for its reviews and work record (seedCloseOut), or null. */
    demoDoneApplicationId: demoDone?.id ?? null,
  };
}

/** The seeded Working placements that get weeks, invoices and agreed dates (the first is the demo worker's). */
function placementsWithWeeks<T extends { status: string; acceptedOfferVersion: number | null }>(apps: readonly T[]) {
  return apps.filter((a) => a.status === 'Working' && a.acceptedOfferVersion !== null).slice(0, SEEDED_WORKING);
}

/** The demo worker's Done placement (issue 45), if the data set has one. */
function demoDonePlacement<T extends { status: string; workerId: string; recruiterId: string | null }>(
  apps: readonly T[],
  demoWorkerId: string,
) {
  return apps.find((a) => a.status === 'Done' && a.workerId === demoWorkerId && a.recruiterId);
}

/** Seeds the small demo data set when the database has no users yet. Returns what it seeded, or null. */
export async function seedIfEmpty(db: Db, storage: Storage) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  return seed(db, storage, { jobs: 300, workers: 40 });
}

export const SEED_STATE_CODES = SEED_STATES;
