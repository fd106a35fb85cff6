// The single-question profile editing dialogs of spec section 2: titles word for word, the fields each edits.
// Entries with source 'product' are this product's additions (fields the spec lists without a dialog).

/** How a dialog asks its question. */
export type DialogInput =
  | 'number'
  | 'range'
  | 'yes-no'
  | 'select'
  | 'multi-select'
  | 'date'
  | 'dates'
  | 'file'
  | 'references'
  | 'text'
  | 'switch+number';

/** One editing dialog: a stable kind, its title(s), the profile paths it edits, its input. */
export interface ProfileDialog {
  kind: string;
  titles: readonly string[];
  fields: readonly string[];
  input: DialogInput;
  hint?: string;
  switchLabel?: string;
  source: 'spec' | 'product';
}

const d = <K extends string>(
  kind: K,
  titles: string[],
  fields: string[],
  input: DialogInput,
  extra: Partial<ProfileDialog> = {},
): ProfileDialog & { kind: K } => ({ source: 'spec', ...extra, kind, titles, fields, input });

/** Every editing dialog; each has a Done button. */
export const PROFILE_DIALOGS = [
  d('type', ['Your Type'], ['summary.type'], 'select'),
  d('terms', ['What employment terms are you looking for?'], ['summary.terms'], 'multi-select'),
  d(
    'profession',
    ['What kind of professional are you?', "What's your specialty?"],
    ['summary.profession', 'summary.specialties'],
    'select',
  ),
  d('fair-rate', ['What rate is fair?'], ['summary.min_per_hour_rate'], 'number'),
  d('weekly-pay', ['Weekly pay'], ['summary.min_weekly_pay'], 'number'),
  d('hours-per-week', ['Hours per week'], ['summary.hours_per_week_range'], 'range'),
  d(
    'states-cities',
    ['States where you want to work', 'Cities where you want to work'],
    ['summary.states', 'summary.cities'],
    'multi-select',
  ),
  d(
    'documents',
    ['Upload your latest resume, diploma, drivers license and other documents'],
    ['documents.resume', 'documents.diploma', 'documents.drivers_license', 'documents.others'],
    'file',
  ),
  d('shift-time', ['Shifts you will work'], ['shiftAndScheduling.shift_time'], 'multi-select'),
  d(
    'guaranteed-hours',
    ['Guaranteed hours per week'],
    ['shiftAndScheduling.guaranteed_hours_allowed', 'shiftAndScheduling.guaranteed_hours_per_week'],
    'switch+number',
    { switchLabel: 'No Guaranteed Hours' },
  ),
  d('hours-per-shift', ['Hours per shift'], ['shiftAndScheduling.hours_per_shift_range'], 'range'),
  d('shifts-per-week', ['Shifts per week'], ['shiftAndScheduling.shifts_per_week_range'], 'range'),
  d('weeks-per-assignment', ['Weeks per assignment'], ['shiftAndScheduling.weeks_per_contract_range'], 'range'),
  d(
    'dates',
    ['Start date', 'End date', 'Any time off?'],
    [
      'shiftAndScheduling.start_date_setting',
      'shiftAndScheduling.end_date_setting',
      'shiftAndScheduling.rto_setting',
      'shiftAndScheduling.rto_dates',
    ],
    'dates',
  ),
  d(
    'mandatory-benefits',
    ['Is a 401k, dental, vision or health insurance mandatory?'],
    ['pay.benefits'],
    'multi-select',
  ),
  d(
    'rates',
    ['Overtime rate', 'On call rate', 'Call back rate', 'Orientation rate'],
    ['pay.min_overtime_rate', 'pay.min_on_call_rate', 'pay.min_call_back_rate', 'pay.min_orientation_rate'],
    'number',
  ),
  d('pay-frequency', ['Pay Frequency'], ['pay.pay_frequency'], 'select'),
  d('benefits-bonuses', ['Benefits you need', 'Bonuses you want'], ['pay.benefits', 'pay.bonuses'], 'multi-select'),
  d(
    'taxable-pay',
    ['Taxable weekly pay', 'Taxable hourly rate', 'Non-taxable weekly amount'],
    ['pay.taxable_weekly_range', 'pay.taxable_hourly_range', 'pay.min_non_taxable_weekly'],
    'number',
    { hint: '$1,246 is typically the maximum' },
  ),
  d('feels-like', ['Feel like $/h'], ['summary.feels_like_hourly'], 'number'),
  d('referrals', ['Number of people referred'], ['bonus.people_referred'], 'number'),
  d(
    'bonus-amounts',
    ['Bonus expected', 'bonus deserved', 'other bonuses'],
    ['bonus.expected', 'bonus.deserved', 'bonus.other'],
    'number',
  ),
  d('comparing-to', ['What are you comparing this to?'], ['bonus.comparing_to'], 'text'),
  d('settings', ['Settings'], ['clinical_settings'], 'multi-select'),
  d(
    'address',
    ['Current Address', 'state you live in', 'city you live in'],
    ['current_address.street', 'current_address.state', 'current_address.city', 'current_address.zip'],
    'text',
  ),
  d(
    'facilities-worked',
    ["Facilities you've worked at", "Your Facility's Parent System"],
    ['workInfo.facilities_worked_at', 'workInfo.facility_parent_systems'],
    'multi-select',
  ),
  d(
    'cancel-shifts',
    ['Can the facility ever cancel shifts?'],
    ['location.facility_shift_cancellation_policy'],
    'yes-no',
  ),
  d('deal-breakers', ['Are any of these terms deal-breakers?'], ['location.contract_termination_policy'], 'select'),
  d('tax-home', ['Where does the IRS think you live?'], ['taxInfo.tax_home_state', 'taxInfo.tax_home_city'], 'select'),
  d('auto-offer', ['Are you 100% sure you will accept this offer?'], ['auto_offer'], 'yes-no'),
  d('experience', ['Years of experience'], ['workInfo.experience'], 'number'),
  d('references', ['Add your references'], ['documents.references'], 'references'),
  d(
    'on-call-float',
    ['Are you willing to be on call?', 'Are you willing to float?'],
    ['on_call', 'float_requirement'],
    'yes-no',
  ),
  d('patient-ratio', ["Maximum patient ratio you'll work"], ['patient_ratio'], 'number'),
  d('classification', ["Classifications you'll work as"], ['taxInfo.classification'], 'multi-select'),
  d('emr', ['Add the EMRs you have worked with'], ['emr'], 'multi-select'),
  d('skills-checklist', ['Upload all your skills checklist'], ['documents.skills_checklists'], 'file'),
  // The licence documents themselves sit beside the states (issue 42): a licence's file, number and expiry.
  d(
    'licenses',
    ['Where are you licensed'],
    ['certsandlicense.active_professional_licenses', 'documents.professional_licenses'],
    'multi-select',
  ),
  d(
    'certs-vaccinations',
    ['Add your certifications', 'Add your vaccinations'],
    ['documents.certificates', 'documents.vaccinations'],
    'file',
  ),
  d('nabp', ['What is your NABP e-Profile ID'], ['workInfo.nabp_id'], 'text'),
  d('vms-msp', ['VMS / MSP'], ['vms_msp'], 'multi-select'),
  d(
    'facility-preferences',
    ['Facility Systems you like', 'Facilities you like'],
    ['facility_systems_you_like', 'facility_you_like'],
    'multi-select',
  ),
  // Product additions: profile fields of section 3 that the spec's dialog list does not cover.
  d('block-scheduling', ['Will you work block scheduling?'], ['block_scheduling'], 'yes-no', { source: 'product' }),
  d('holidays', ["Holidays you'll work"], ['holidays'], 'multi-select', { source: 'product' }),
  d('scrub-color', ['Scrub color you can wear'], ['scrub_color'], 'text', { source: 'product' }),
  d('distance', ['How far is your home from the facility?'], ['min_distance_from_facility'], 'number', {
    source: 'product',
  }),
];

/** A dialog kind. */
export type DialogKind = (typeof PROFILE_DIALOGS)[number]['kind'];

/** The dialog of a kind; undefined for an unknown kind (the UI then shows MESSAGES.unknownDialog). */
export function dialogByKind(kind: string | null | undefined): ProfileDialog | undefined {
  return PROFILE_DIALOGS.find((x) => x.kind === kind);
}

/** The Done button label every dialog has. */
export const DIALOG_DONE_LABEL = 'Done';
