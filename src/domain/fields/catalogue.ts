// The field catalogue (spec section 3): one entry per field a screen, the profile PDF or profile.csv shows, with the
// spec's label and the kind that decides its formatting. Comparison rows, profile panels, offer terms and the exports
// all take their labels from here.
import { MESSAGES } from '../shared/messages';

/** How a field's value reads: the kind picks the formatter (see formatField). */
export type FieldKind =
  'text' | 'list' | 'state' | 'money' | 'hours' | 'number' | 'date' | 'datetime' | 'yesno' | 'document' | 'address';

/** One catalogue entry: key, label (spec wording), kind, and where the value lives on a job and a worker profile. */
export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  /** Dotted path on a job (absent for profile-only fields). */
  jobPath?: string;
  /** Dotted path on a worker profile (absent for job-only fields). */
  workerPath?: string;
  /**
   * The label on an offer's terms where the profile's wording (a worker's minimum) would misread an offered figure;
   * the same words as the pay breakdown's figures.
   */
  offerLabel?: string;
  /** The worker's value names a deal-breaker (a policy they refuse), not a wish: shown as such beside the job's. */
  workerDealBreaker?: boolean;
}

const f = (key: string, label: string, kind: FieldKind, jobPath?: string, workerPath?: string): FieldDef => ({
  key,
  label,
  kind,
  ...(jobPath ? { jobPath } : {}),
  ...(workerPath ? { workerPath } : {}),
});

/** Offer-term labels that differ from the profile's (a minimum asked for vs a figure offered). */
const OFFER_LABELS: Record<string, string> = {
  feels_like_hourly: 'Feels like $/h',
  min_weekly_pay: 'Weekly total',
  non_taxable_weekly: 'Non-taxable stipend (weekly)',
  bonuses: 'Bonuses',
  overtime_rate: 'Overtime rate',
  on_call_rate: 'On call rate',
  call_back_rate: 'Call back rate',
  orientation_rate: 'Orientation rate',
  guaranteed_hours: 'Guaranteed hours per week',
  shift_time: 'Shift',
  state: 'State',
  city: 'City',
  facility: 'Facility',
  facility_parent_system: 'Facility system',
  clinical_setting: 'Clinical setting',
};

/**
 * Labels in the job form (the organization posting) where the catalogue's label is the worker's wording ("Your Type",
 * "Benefits you need", "Shifts you will work"): the posting names the job's own figure.
 */
const JOB_LABELS: Record<string, string> = {
  specialty: 'Specialty',
  type: 'Type',
  terms: 'Terms',
  shift_time: 'Shift time',
  rto: 'Requested time off allowed',
  rto_dates: 'Time off dates',
  benefits: 'Benefits',
};

/**
 * Labels for the organization's side reading a worker's values (the recruiter's comparison) where the catalogue's label
 * speaks to the worker ("Your Type", "Shifts you will work", "Facilities you like").
 */
const STAFF_LABELS: Record<string, string> = {
  type: 'Type',
  feels_like_hourly: 'Minimum feels like $/h',
  shift_time: 'Shifts',
  benefits: 'Benefits needed',
  bonuses: 'Bonuses wanted',
  facilities_worked_at: 'Facilities worked at',
  facility: 'Facilities liked',
  facility_parent_system: 'Facility systems liked',
};

/** A field's hint under its input where the posted or offered figure needs one (the spec's words, section 9). */
const FIELD_HINTS: Record<string, string> = {
  non_taxable_weekly: MESSAGES.nonTaxableHint,
  rto_dates: 'YYYY-MM-DD, press Enter after each',
};

/** Every catalogued field, in the order the profile export lists them. */
export const FIELDS = [
  // About job (job only)
  f('organization_name', 'Employer Name', 'text', 'organization_name'),
  f('date_posted', 'Date Posted', 'date', 'date_posted'),
  // Summary
  f('profession', 'Profession', 'text', 'profession', 'summary.profession'),
  f('specialty', 'Speciality', 'list', 'specialty', 'summary.specialties'),
  f('terms', 'Employment terms', 'list', 'terms', 'summary.terms'),
  f('type', 'Your Type', 'text', 'type', 'summary.type'),
  f('feels_like_hourly', 'Minimum Feel like $/h', 'money', 'pay.feels_like_hourly', 'summary.feels_like_hourly'),
  f('hours_per_week', 'Hours per week', 'hours', 'hours.hours_per_week', 'summary.hours_per_week_range'),
  f('min_weekly_pay', 'Minimum weekly pay', 'money', 'pay.weekly_rate', 'summary.min_weekly_pay'),
  f('state', 'Preferred states', 'state', 'location.state', 'summary.states'),
  f('city', 'Preferred cities', 'list', 'location.city', 'summary.cities'),
  f('resume', 'Resume', 'document', 'requirements.resume_required', 'documents.resume'),
  // Shift
  f('shift_time', 'Shifts you will work', 'list', 'schedule.shift_time', 'shiftAndScheduling.shift_time'),
  f(
    'hours_per_shift',
    'Hours per shift',
    'number',
    'hours.hours_per_shift',
    'shiftAndScheduling.hours_per_shift_range',
  ),
  f(
    'shifts_per_week',
    'Shifts per week',
    'number',
    'hours.shifts_per_week',
    'shiftAndScheduling.shifts_per_week_range',
  ),
  f(
    'weeks_per_contract',
    'Weeks per assignment',
    'number',
    'hours.weeks_per_contract',
    'shiftAndScheduling.weeks_per_contract_range',
  ),
  f(
    'guaranteed_hours',
    'Minimum guaranteed hours per week',
    'hours',
    'hours.guaranteed_hours_per_week',
    'shiftAndScheduling.guaranteed_hours_per_week',
  ),
  f('start_date', 'Start date', 'date', 'schedule.start_date', 'shiftAndScheduling.start_date_setting'),
  f('end_date', 'End date', 'date', 'schedule.end_date', 'shiftAndScheduling.end_date_setting'),
  f('rto', 'Time off', 'yesno', 'schedule.rto', 'shiftAndScheduling.rto_setting'),
  f('rto_dates', 'Requested time off', 'date', 'schedule.rto_dates', 'shiftAndScheduling.rto_dates'),
  f('on_call', 'On call', 'yesno', 'requirements.on_call', 'on_call'),
  f('floating', 'Float requirements', 'yesno', 'requirements.floating_required', 'float_requirement'),
  f('block_scheduling', 'Block scheduling', 'yesno', 'requirements.block_scheduling', 'block_scheduling'),
  f('holidays', 'Holidays', 'list', 'location.holidays', 'holidays'),
  // Pay
  f('taxable_weekly', 'Taxable weekly pay', 'money', 'pay.taxable_weekly', 'pay.taxable_weekly_range'),
  f('non_taxable_weekly', 'Non-taxable amount', 'money', 'pay.non_taxable_weekly', 'pay.min_non_taxable_weekly'),
  f('hourly_rate', 'Taxable hourly rate', 'money', 'pay.hourly_rate', 'pay.taxable_hourly_range'),
  f('pay_frequency', 'Pay frequency', 'text', 'pay.pay_frequency', 'pay.pay_frequency'),
  f('benefits', 'Benefits you need', 'list', 'benefits', 'pay.benefits'),
  f('bonuses', 'Bonuses you like', 'list', 'pay.bonuses', 'pay.bonuses'),
  f('overtime_rate', 'Minimum overtime rate', 'money', 'pay.overtime_rate', 'pay.min_overtime_rate'),
  f('on_call_rate', 'Minimum on call rate', 'money', 'pay.on_call_rate', 'pay.min_on_call_rate'),
  f('call_back_rate', 'Minimum call back rate', 'money', 'pay.call_back_rate', 'pay.min_call_back_rate'),
  f('orientation_rate', 'Minimum orientation rate', 'money', 'pay.orientation_rate', 'pay.min_orientation_rate'),
  f('classification', 'Classification', 'list', 'requirements.classification', 'taxInfo.classification'),
  // Professional background and documents
  f('nabp_id', 'NABP e-Profile ID', 'document', 'requirements.nabp_id', 'workInfo.nabp_id'),
  f('experience', 'Years of experience', 'number', 'requirements.experience_years', 'workInfo.experience'),
  f(
    'professional_licensure',
    'Active professional licensures',
    'state',
    'requirements.professional_licensure',
    'certsandlicense.active_professional_licenses',
  ),
  f('certifications', 'Certifications', 'document', 'requirements.certifications', 'documents.certificates'),
  f('vaccinations', 'Vaccinations', 'document', 'requirements.vaccinations', 'documents.vaccinations'),
  f(
    'skills_checklist',
    'Skills checklist',
    'document',
    'requirements.skills_checklist_required',
    'documents.skills_checklists',
  ),
  f('driver_license', 'Drivers license', 'document', 'requirements.driver_license', 'documents.drivers_license'),
  f('diploma', 'Diploma', 'document', 'requirements.diploma', 'documents.diploma'),
  f('other_documents', 'Other documents', 'document', 'requirements.other_documents', 'documents.others'),
  f('references', 'References', 'document', 'requirements.number_of_references', 'documents.references'),
  f('emr', 'EMR', 'list', 'requirements.emr', 'emr'),
  f('patient_ratio', 'Patient ratio', 'number', 'requirements.patient_ratio_max', 'patient_ratio'),
  f('facilities_worked_at', "Facilities you've worked at", 'list', undefined, 'workInfo.facilities_worked_at'),
  // Location and job details
  f('facility', 'Facilities you like', 'list', 'location.facility', 'facility_you_like'),
  f(
    'facility_parent_system',
    'Facility systems you like',
    'list',
    'location.facility_parent_system',
    'facility_systems_you_like',
  ),
  f('clinical_setting', 'Settings', 'list', 'location.clinical_setting', 'clinical_settings'),
  f('address', 'Address', 'text', 'location.address'),
  f(
    'shift_cancellation',
    'Facility can cancel shifts',
    'yesno',
    'location.facility_shift_cancellation_policy',
    'location.facility_shift_cancellation_policy',
  ),
  {
    ...f(
      'contract_termination',
      'Contract termination policy',
      'text',
      'location.contract_termination_policy',
      'location.contract_termination_policy',
    ),
    workerDealBreaker: true,
  },
  f('distance', 'Distance from facility', 'number', 'location.miles_from_facility', 'min_distance_from_facility'),
  f('vms_msp', 'VMS / MSP', 'list', 'vms_msp', 'vms_msp'),
  f('scrub_color', 'Scrub color', 'text', 'other_details.scrub_color', 'scrub_color'),
  f('auto_offer', 'Auto offer', 'yesno', 'requirements.auto_offer', 'auto_offer'),
  // Profile only
  f('current_address', 'Current Address', 'address', undefined, 'current_address'),
  f('tax_home', 'Tax home state', 'state', undefined, 'taxInfo.tax_home_state'),
  f('fair_rate', 'Fair rate', 'money', undefined, 'summary.min_per_hour_rate'),
  f('referrals', 'Number of people referred', 'number', undefined, 'bonus.people_referred'),
  f('bonus_expected', 'Bonus expected', 'money', undefined, 'bonus.expected'),
  f('comparing_to', 'Comparing this to', 'text', undefined, 'bonus.comparing_to'),
] as const satisfies readonly FieldDef[];

/** A catalogued field's key. */
export type FieldKey = (typeof FIELDS)[number]['key'];

/** Catalogue entries by key. */
export const FIELD_BY_KEY: ReadonlyMap<string, FieldDef> = new Map(FIELDS.map((x) => [x.key, x as FieldDef]));

/** The catalogue entry of `key`; throws for an unknown key so a typo fails at load time, not on a screen. */
export function fieldDef(key: string): FieldDef {
  const def = FIELD_BY_KEY.get(key);
  if (!def) throw new Error(`Unknown field: ${key}`);
  return def;
}

/** The spec label of a catalogued field. */
export function fieldLabel(key: FieldKey): string {
  return fieldDef(key).label;
}

/** A field's label on an offer's terms (the offer view, the offer form, the accept confirmation). */
export function offerFieldLabel(key: string): string {
  return OFFER_LABELS[key] ?? fieldDef(key).label;
}

/** A field's label for the organization's side reading a worker's values (STAFF_LABELS, else the catalogue's). */
export function staffFieldLabel(key: string): string {
  return STAFF_LABELS[key] ?? fieldDef(key).label;
}

/** A field's label in the job form (JOB_LABELS where the worker's wording differs, else the offered wording). */
export function jobFieldLabel(key: string): string {
  return JOB_LABELS[key] ?? offerFieldLabel(key);
}

/** The hint shown under a field's input, when it has one (the web's CatalogueField). */
export function fieldHint(key: string): string | undefined {
  return FIELD_HINTS[key];
}
