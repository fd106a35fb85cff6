// Test data builders for a job and a worker profile that match each other on every row (pure; usable by any test).
import type { Job } from '../jobs/job-schema';
import type { WorkerProfile } from '../profile/worker-profile-schema';

const yes = { value: 'yes', label: 'Yes' } as const;
const no = { value: 'no', label: 'No' } as const;
const doc = (id: string, name: string) => ({ _id: id, name, file: `workers/w1/${id}.pdf` });

/** A fully specified job; override any top-level field or group. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job1', gw_job_id: 'gw1', job_id: 'ORG-7', title: 'ICU Travel RN', organization_id: 'org1', organization_name: 'Mercy Health',
    recruiter_id: 'rec1', recruiter_name: 'Rita Recruiter', recruiter_image: null, date_posted: '2026-01-05', terms: 'Travel Contract',
    description: 'Night shift ICU nurse.', profession: 'Registered Nurse', specialty: 'ICU', type: 'Clinical', applied: 3, is_open: true,
    requirements: {
      nabp_id: false, classification: ['W-2'], resume_required: true, skills_checklist_required: true, driver_license: true, diploma: true,
      floating_required: yes, professional_licensure: ['TX'], certifications: ['BLS', 'ACLS'], emr: ['Epic'], experience_years: 2,
      number_of_references: 2, patient_ratio_max: 2, block_scheduling: no, on_call: yes, other_documents: false, vaccinations: ['Influenza'], auto_offer: false,
    },
    pay: { hourly_rate: 50, taxable_weekly: 1800, non_taxable_weekly: 1246, pay_frequency: 'Weekly', bonuses: ['Completion Bonus'], on_call_rate: 10, call_back_rate: 75, orientation_rate: 40 },
    hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3, weeks_per_contract: 13, guaranteed_hours_per_week: 36 },
    schedule: { shift_time: 'Nights', start_date: '2026-03-02', end_date: '2026-06-01', rto: yes, rto_dates: ['2026-04-10'] },
    location: {
      state: 'TX', city: 'Austin', address: '1 Main St', facility: 'Mercy Austin', facility_parent_system: 'Mercy', clinical_setting: 'Hospital',
      facility_shift_cancellation_policy: yes, contract_termination_policy: 'Two weeks notice', miles_from_facility: 50, holidays: ['Christmas'],
    },
    other_details: { scrub_color: 'Navy' },
    benefits: ['Dental', 'Health Insurance', '401k'],
    vms_msp: 'Medefis',
    field_notes: {},
    ...overrides,
  };
}

/** A worker profile that matches buildJob() on every row; override any group. */
export function buildProfile(overrides: Partial<WorkerProfile> = {}): WorkerProfile {
  return {
    summary: {
      profession: 'Registered Nurse', specialties: ['ICU', 'Telemetry'], terms: ['Travel Contract'], type: 'Clinical', states: ['TX', 'CA'], cities: ['Austin'],
      min_per_hour_rate: 45, feels_like_hourly: 80, hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 2880, resume: doc('r1', 'Resume'),
    },
    documents: {
      resume: [doc('r1', 'Resume')], diploma: [doc('d1', 'BSN')], drivers_license: [doc('l1', 'TX DL')], others: [],
      professional_licenses: [doc('p1', 'TX RN')], skills_checklists: [doc('s1', 'ICU checklist')], certificates: [doc('c1', 'BLS'), doc('c2', 'acls')],
      references: [doc('f1', 'Ref 1'), doc('f2', 'Ref 2')], vaccinations: [doc('v1', 'Influenza')],
    },
    workInfo: { experience: 5 },
    location: { facility_shift_cancellation_policy: yes, contract_termination_policy: 'Termination without notice' },
    current_address: { street: '9 Elm', city: 'Dallas', state: 'TX', zip: '75001' },
    taxInfo: { classification: ['W-2', '1099'] },
    shiftAndScheduling: {
      shift_time: ['Nights', 'Days'], hours_per_shift_range: { min: 8, max: 12 }, shifts_per_week_range: { min: 3, max: 4 },
      weeks_per_contract_range: { min: 8, max: 13 }, start_date_setting: '2026-02-15', end_date_setting: '2026-07-01', rto_setting: yes,
      rto_dates: ['2026-04-10'], guaranteed_hours_allowed: false, guaranteed_hours_per_week: 36,
    },
    pay: {
      taxable_weekly_range: { min: 1500, max: 2500 }, min_non_taxable_weekly: 1000, taxable_hourly_range: { min: 45, max: 60 }, pay_frequency: 'weekly',
      benefits: [{ value: 'dental', label: 'Dental' }], bonuses: ['completion bonus'], min_overtime_rate: 70, min_on_call_rate: 10, min_call_back_rate: 60, min_orientation_rate: 40,
    },
    certsandlicense: { active_professional_licenses: ['TX', 'CA'] },
    bonus: {},
    clinical_settings: ['Hospital'], facility_you_like: ['Mercy Austin'], facility_systems_you_like: ['Mercy'], vms_msp: ['Medefis'], emr: ['Epic', 'Cerner'],
    float_requirement: yes, on_call: yes, patient_ratio: 2, block_scheduling: no, scrub_color: 'navy', holidays: ['Christmas', 'New Year'],
    min_distance_from_facility: 120, auto_offer: no,
    ...overrides,
  };
}
