// The catalogue of job-vs-worker comparison rows (spec section 2), by section. Titles follow the panel labels of
// section 2.
import type { DialogKind } from '../profile/profile-dialogs';
import type { Job } from './job-schema';
import { termsPay } from '../offers/pay';
import * as m from './match';
import { fieldDef } from '../fields/catalogue';

/** The collapsible comparison sections, in order; Summary is open by default. */
export const COMPARISON_SECTIONS = [
  'Summary',
  'Shift',
  'Pay',
  'Professional Background and Documents',
  'Location and Job Details',
] as const;

/** A comparison section. */
export type ComparisonSection = (typeof COMPARISON_SECTIONS)[number];

/** Sections open when the view loads. */
export const OPEN_BY_DEFAULT: readonly ComparisonSection[] = ['Summary'];

/** One comparison row. `jobValue`, when present, derives the job's value (pay) instead of reading `jobKey`. */
export interface ComparisonRow {
  key: string;
  title: string;
  matchPrompt: string;
  emptyPrompt: string;
  jobKey: string;
  workerKey: string;
  component: DialogKind;
  askRecruiter: boolean;
  match: (jobValue: unknown, workerValue: unknown) => boolean;
  tab: ComparisonSection;
  pharmacyOnly?: boolean;
  jobValue?: (job: Job) => unknown;
}

type RowArgs = [
  key: string,
  title: string,
  jobKey: string,
  workerKey: string,
  component: DialogKind,
  match: ComparisonRow['match'],
  matchPrompt: string,
  emptyPrompt: string,
];
const row =
  (tab: ComparisonSection, extra: Partial<ComparisonRow> = {}) =>
  ([key, , jobKey, workerKey, component, match, matchPrompt, emptyPrompt]: RowArgs): ComparisonRow => ({
    key,
    // The title is the field catalogue's label, so a row reads the same as the panels, offer view and exports.
    title: fieldDef(key).label,
    jobKey,
    workerKey,
    component,
    match,
    matchPrompt,
    emptyPrompt,
    tab,
    askRecruiter: true,
    ...extra,
  });

/**
 * The job's derived pay, computed once per job (several rows read it); a job given new pay or hours is derived again.
 */
const payMemo = new WeakMap<Job, { pay: Job['pay']; hours: Job['hours']; value: ReturnType<typeof derivePayOfJob> }>();
const pay = (job: Job) => {
  const hit = payMemo.get(job);
  if (hit && hit.pay === job.pay && hit.hours === job.hours) return hit.value;
  const value = derivePayOfJob(job);
  payMemo.set(job, { pay: job.pay, hours: job.hours, value });
  return value;
};
/** The job's pay figures from the one pay model (stored or typed derived values never count). */
const derivePayOfJob = (job: Job) => {
  const b = termsPay(job);
  return {
    feels_like_hourly: b.feelsLikeHourly,
    weekly_rate: b.weeklyTotal,
    taxable_weekly: b.taxableWeekly,
    overtime_rate: b.overtimeRate,
  };
};
const docRow = { askRecruiter: false };

const S = row('Summary');
const SH = row('Shift');
const P = row('Pay');
const D = row('Professional Background and Documents');
const L = row('Location and Job Details');

/** Every comparison row, grouped by section in display order. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  S([
    'profession',
    'Profession',
    'profession',
    'summary.profession',
    'profession',
    m.equalsText,
    'Your profession matches',
    'What kind of professional are you?',
  ]),
  S([
    'specialty',
    'Speciality',
    'specialty',
    'summary.specialties',
    'profession',
    m.jobInWorkerList,
    'You work in this specialty',
    "What's your specialty?",
  ]),
  S([
    'terms',
    'Employment terms',
    'terms',
    'summary.terms',
    'terms',
    m.jobInWorkerList,
    'You want these employment terms',
    'What employment terms are you looking for?',
  ]),
  S(['type', 'Type', 'type', 'summary.type', 'type', m.equalsText, 'Your type matches', 'Your Type']),
  {
    ...S([
      'feels_like_hourly',
      'Minimum Feel like $/h',
      'pay.feels_like_hourly',
      'summary.feels_like_hourly',
      'feels-like',
      m.atLeastWorkerMin,
      'Pays at least your feels-like rate',
      'Feel like $/h',
    ]),
    jobValue: (j) => pay(j).feels_like_hourly,
  },
  S([
    'hours_per_week',
    'Hours per week',
    'hours.hours_per_week',
    'summary.hours_per_week_range',
    'hours-per-week',
    m.hoursPerWeekFit,
    'Within your hours per week',
    'Hours per week',
  ]),
  {
    ...S([
      'min_weekly_pay',
      'Minimum weekly pay',
      'pay.weekly_rate',
      'summary.min_weekly_pay',
      'weekly-pay',
      m.atLeastWorkerMin,
      'Pays at least your weekly minimum',
      'Weekly pay',
    ]),
    jobValue: (j) => pay(j).weekly_rate,
  },
  S([
    'state',
    'Preferred states',
    'location.state',
    'summary.states',
    'states-cities',
    m.jobInWorkerList,
    'In a state you want',
    'States where you want to work',
  ]),
  S([
    'city',
    'Preferred cities',
    'location.city',
    'summary.cities',
    'states-cities',
    m.jobInWorkerList,
    'In a city you want',
    'Cities where you want to work',
  ]),
  row(
    'Summary',
    docRow,
  )([
    'resume',
    'Resume',
    'requirements.resume_required',
    'documents.resume',
    'documents',
    m.documentRequired,
    'Resume uploaded',
    'Upload your latest resume, diploma, drivers license and other documents',
  ]),

  SH([
    'shift_time',
    'Shifts you will work',
    'schedule.shift_time',
    'shiftAndScheduling.shift_time',
    'shift-time',
    m.jobInWorkerList,
    'You work this shift',
    'Shifts you will work',
  ]),
  SH([
    'hours_per_shift',
    'Hours per shift',
    'hours.hours_per_shift',
    'shiftAndScheduling.hours_per_shift_range',
    'hours-per-shift',
    m.withinWorkerRange,
    'Within your hours per shift',
    'Hours per shift',
  ]),
  SH([
    'shifts_per_week',
    'Shifts per week',
    'hours.shifts_per_week',
    'shiftAndScheduling.shifts_per_week_range',
    'shifts-per-week',
    m.withinWorkerRange,
    'Within your shifts per week',
    'Shifts per week',
  ]),
  SH([
    'weeks_per_contract',
    'Weeks per assignment',
    'hours.weeks_per_contract',
    'shiftAndScheduling.weeks_per_contract_range',
    'weeks-per-assignment',
    m.withinWorkerRange,
    'Within your weeks per assignment',
    'Weeks per assignment',
  ]),
  SH([
    'guaranteed_hours',
    'Guaranteed hours per week',
    'hours.guaranteed_hours_per_week',
    'shiftAndScheduling.guaranteed_hours_per_week',
    'guaranteed-hours',
    m.guaranteedHoursFit,
    'Guarantees the hours you need',
    'Guaranteed hours per week',
  ]),
  SH([
    'start_date',
    'Start date',
    'schedule.start_date',
    'shiftAndScheduling.start_date_setting',
    'dates',
    m.startDateFits,
    'You can start by then',
    'Start date',
  ]),
  SH([
    'end_date',
    'End date',
    'schedule.end_date',
    'shiftAndScheduling.end_date_setting',
    'dates',
    m.endDateFits,
    'Ends within your dates',
    'End date',
  ]),
  SH([
    'rto',
    'Time off',
    'schedule.rto',
    'shiftAndScheduling.rto_setting',
    'dates',
    m.timeOffFits,
    'Allows the time off you need',
    'Any time off?',
  ]),
  SH([
    'rto_dates',
    'Time off dates',
    'schedule.rto_dates',
    'shiftAndScheduling.rto_dates',
    'dates',
    m.timeOffDatesFit,
    'Your time off dates are approved',
    'Any time off?',
  ]),
  SH([
    'on_call',
    'On call',
    'requirements.on_call',
    'on_call',
    'on-call-float',
    m.yesNoRequirement,
    'You are willing to be on call',
    'Are you willing to be on call?',
  ]),
  SH([
    'floating',
    'Float requirement',
    'requirements.floating_required',
    'float_requirement',
    'on-call-float',
    m.yesNoRequirement,
    'You are willing to float',
    'Are you willing to float?',
  ]),
  SH([
    'block_scheduling',
    'Block scheduling',
    'requirements.block_scheduling',
    'block_scheduling',
    'block-scheduling',
    m.yesNoRequirement,
    'You work block scheduling',
    'Will you work block scheduling?',
  ]),
  SH([
    'holidays',
    'Holidays',
    'location.holidays',
    'holidays',
    'holidays',
    m.jobInWorkerList,
    'You work these holidays',
    "Holidays you'll work",
  ]),

  {
    ...P([
      'taxable_weekly',
      'Taxable weekly pay',
      'pay.taxable_weekly',
      'pay.taxable_weekly_range',
      'taxable-pay',
      m.atLeastWorkerMin,
      'Pays at least your taxable weekly pay',
      'Taxable weekly pay',
    ]),
    jobValue: (j) => pay(j).taxable_weekly,
  },
  P([
    'non_taxable_weekly',
    'Non-taxable amount',
    'pay.non_taxable_weekly',
    'pay.min_non_taxable_weekly',
    'taxable-pay',
    m.atLeastWorkerMin,
    'Pays at least your non-taxable amount',
    'Non-taxable weekly amount',
  ]),
  P([
    'hourly_rate',
    'Taxable hourly rate',
    'pay.hourly_rate',
    'pay.taxable_hourly_range',
    'taxable-pay',
    m.atLeastWorkerMin,
    'Pays at least your taxable hourly rate',
    'Taxable hourly rate',
  ]),
  P([
    'pay_frequency',
    'Pay frequency',
    'pay.pay_frequency',
    'pay.pay_frequency',
    'pay-frequency',
    m.equalsText,
    'Pays as often as you want',
    'Pay Frequency',
  ]),
  P([
    'benefits',
    'Benefits you need',
    'benefits',
    'pay.benefits',
    'benefits-bonuses',
    m.benefitsCovered,
    'Offers the benefits you need',
    'Benefits you need',
  ]),
  P([
    'bonuses',
    'Bonuses you like',
    'pay.bonuses',
    'pay.bonuses',
    'benefits-bonuses',
    m.workerInJobList,
    'Offers the bonuses you want',
    'Bonuses you want',
  ]),
  {
    ...P([
      'overtime_rate',
      'Minimum overtime rate',
      'pay.overtime_rate',
      'pay.min_overtime_rate',
      'rates',
      m.atLeastWorkerMin,
      'Pays at least your overtime rate',
      'Overtime rate',
    ]),
    jobValue: (j) => pay(j).overtime_rate,
  },
  P([
    'on_call_rate',
    'Minimum on call rate',
    'pay.on_call_rate',
    'pay.min_on_call_rate',
    'rates',
    m.atLeastWorkerMin,
    'Pays at least your on call rate',
    'On call rate',
  ]),
  P([
    'call_back_rate',
    'Minimum call back rate',
    'pay.call_back_rate',
    'pay.min_call_back_rate',
    'rates',
    m.atLeastWorkerMin,
    'Pays at least your call back rate',
    'Call back rate',
  ]),
  P([
    'orientation_rate',
    'Minimum orientation rate',
    'pay.orientation_rate',
    'pay.min_orientation_rate',
    'rates',
    m.atLeastWorkerMin,
    'Pays at least your orientation rate',
    'Orientation rate',
  ]),
  P([
    'classification',
    'Classification',
    'requirements.classification',
    'taxInfo.classification',
    'classification',
    m.overlaps,
    'You work as this classification',
    "Classifications you'll work as",
  ]),

  row('Professional Background and Documents', { pharmacyOnly: true, askRecruiter: false })([
    'nabp_id',
    'NABP e-Profile ID',
    'requirements.nabp_id',
    'workInfo.nabp_id',
    'nabp',
    m.nabpRequired,
    'NABP e-Profile ID on file',
    'What is your NABP e-Profile ID',
  ]),
  D([
    'experience',
    'Years of experience',
    'requirements.experience_years',
    'workInfo.experience',
    'experience',
    m.workerAtLeastJob,
    'You have the experience asked for',
    'Years of experience',
  ]),
  D([
    'professional_licensure',
    'Professional licensure',
    'requirements.professional_licensure',
    'certsandlicense.active_professional_licenses',
    'licenses',
    m.jobInWorkerList,
    'You are licensed where needed',
    'Where are you licensed',
  ]),
  D([
    'certifications',
    'Certifications',
    'requirements.certifications',
    'documents.certificates',
    'certs-vaccinations',
    m.jobInWorkerList,
    'You have the certifications asked for',
    'Add your certifications',
  ]),
  D([
    'vaccinations',
    'Vaccinations',
    'requirements.vaccinations',
    'documents.vaccinations',
    'certs-vaccinations',
    m.jobInWorkerList,
    'You have the vaccinations asked for',
    'Add your vaccinations',
  ]),
  row(
    'Professional Background and Documents',
    docRow,
  )([
    'skills_checklist',
    'Skills checklist',
    'requirements.skills_checklist_required',
    'documents.skills_checklists',
    'skills-checklist',
    m.documentRequired,
    'Skills checklist uploaded',
    'Upload all your skills checklist',
  ]),
  row(
    'Professional Background and Documents',
    docRow,
  )([
    'driver_license',
    'Drivers license',
    'requirements.driver_license',
    'documents.drivers_license',
    'documents',
    m.documentRequired,
    'Drivers license uploaded',
    'Upload your latest resume, diploma, drivers license and other documents',
  ]),
  row(
    'Professional Background and Documents',
    docRow,
  )([
    'diploma',
    'Diploma',
    'requirements.diploma',
    'documents.diploma',
    'documents',
    m.documentRequired,
    'Diploma uploaded',
    'Upload your latest resume, diploma, drivers license and other documents',
  ]),
  row(
    'Professional Background and Documents',
    docRow,
  )([
    'other_documents',
    'Other documents',
    'requirements.other_documents',
    'documents.others',
    'documents',
    m.documentRequired,
    'Other documents uploaded',
    'Upload your latest resume, diploma, drivers license and other documents',
  ]),
  D([
    'references',
    'References',
    'requirements.number_of_references',
    'documents.references',
    'references',
    m.countAtLeast,
    'You have enough references',
    'Add your references',
  ]),
  D([
    'emr',
    'EMR',
    'requirements.emr',
    'emr',
    'emr',
    m.jobInWorkerList,
    'You have worked with this EMR',
    'Add the EMRs you have worked with',
  ]),
  D([
    'patient_ratio',
    'Patient ratio',
    'requirements.patient_ratio_max',
    'patient_ratio',
    'patient-ratio',
    m.jobAtMostWorker,
    'Within your maximum patient ratio',
    "Maximum patient ratio you'll work",
  ]),

  L([
    'facility',
    'Facilities you like',
    'location.facility',
    'facility_you_like',
    'facility-preferences',
    m.jobInWorkerList,
    'A facility you like',
    'Facilities you like',
  ]),
  L([
    'facility_parent_system',
    'Facility Systems you like',
    'location.facility_parent_system',
    'facility_systems_you_like',
    'facility-preferences',
    m.jobInWorkerList,
    'A facility system you like',
    'Facility Systems you like',
  ]),
  L([
    'clinical_setting',
    'Settings',
    'location.clinical_setting',
    'clinical_settings',
    'settings',
    m.jobInWorkerList,
    'A setting you work in',
    'Settings',
  ]),
  L([
    'shift_cancellation',
    'Shift cancellation',
    'location.facility_shift_cancellation_policy',
    'location.facility_shift_cancellation_policy',
    'cancel-shifts',
    m.yesNoRequirement,
    'You accept its shift cancellation policy',
    'Can the facility ever cancel shifts?',
  ]),
  L([
    'contract_termination',
    'Contract termination policy',
    'location.contract_termination_policy',
    'location.contract_termination_policy',
    'deal-breakers',
    m.notDealBreaker,
    'Not one of your deal-breakers',
    'Are any of these terms deal-breakers?',
  ]),
  L([
    'distance',
    'Distance from facility',
    'location.miles_from_facility',
    'min_distance_from_facility',
    'distance',
    m.workerAtLeastJob,
    'You live far enough from the facility',
    'How far is your home from the facility?',
  ]),
  L(['vms_msp', 'VMS / MSP', 'vms_msp', 'vms_msp', 'vms-msp', m.jobInWorkerList, 'A VMS / MSP you use', 'VMS / MSP']),
  L([
    'scrub_color',
    'Scrub color',
    'other_details.scrub_color',
    'scrub_color',
    'scrub-color',
    m.equalsText,
    'You can wear this scrub color',
    'Scrub color you can wear',
  ]),
  row('Location and Job Details', { askRecruiter: false })([
    'auto_offer',
    'Auto offer',
    'requirements.auto_offer',
    'auto_offer',
    'auto-offer',
    m.yesNoRequirement,
    'You agree to auto offers',
    'Are you 100% sure you will accept this offer?',
  ]),
];

/** Every row key (what organizations list in preferences.requiredToApply). */
export const COMPARISON_ROW_KEYS: readonly string[] = COMPARISON_ROWS.map((r) => r.key);

/** The row of a key, or undefined. */
export function comparisonRowByKey(key: string): ComparisonRow | undefined {
  return COMPARISON_ROWS.find((r) => r.key === key);
}
