// How each profile field is asked in the single-question dialogs: input type, label, unit, options.
// The dialogs themselves (titles, fields) come from the domain's PROFILE_DIALOGS.
import type { DocumentCategory } from '@/domain/documents';
import type { ProfileDialog } from '@/domain/profile';
import {
  BONUS_OPTIONS,
  CLINICAL_SETTINGS,
  CONTRACT_TERMINATION_POLICIES,
  EMPLOYMENT_TERMS,
  EMR_OPTIONS,
  PAY_FREQUENCIES,
  PROFESSIONS,
  SHIFT_TIMES,
  SPECIALTIES_BY_PROFESSION,
  VACCINATION_OPTIONS,
  VMS_MSP_OPTIONS,
  WORKER_TYPES,
  certificationOptionsFor,
  classificationOptionsFor,
  type Profession,
} from '@/domain/profile';
import { US_STATES, MESSAGES } from '@/domain/shared';

/** The input a field is edited with. */
export type FieldInput =
  | 'number'
  | 'range'
  | 'yes-no'
  | 'select'
  | 'multi-select'
  | 'tags'
  | 'benefits'
  | 'date'
  | 'dates'
  | 'text'
  | 'file'
  | 'references'
  | 'switch'
  | 'licenses';

export interface Option {
  value: string;
  label: string;
}

/** One field of a dialog. */
export interface FieldSpec {
  path: string;
  label: string;
  input: FieldInput;
  unit?: string;
  hint?: string;
  integer?: boolean;
  max?: number;
  /** Options; may depend on the values being edited and the context (profession, job). */
  options?: (ctx: FieldContext) => Option[];
  category?: DocumentCategory;
  /** Names a document may carry (certificates, vaccinations). */
  names?: (ctx: FieldContext) => string[];
  allowAsap?: boolean;
}

export interface FieldContext {
  profession: string | null | undefined;
  values: Record<string, unknown>;
  jobClassifications: string[] | null;
}

const opts = (list: readonly string[]): Option[] => list.map((v) => ({ value: v, label: v }));
const states = (): Option[] => US_STATES.map((s) => ({ value: s.code, label: s.name }));

type FieldDefaults = Omit<FieldSpec, 'path' | 'label'> & { label?: string };

/** Input of every profile path a dialog edits (labels default to the dialog's matching title). */
const FIELDS: Record<string, FieldDefaults> = {
  'summary.type': { input: 'select', options: () => opts(WORKER_TYPES) },
  'summary.terms': { input: 'multi-select', options: () => opts(EMPLOYMENT_TERMS) },
  'summary.profession': { input: 'select', options: () => opts(PROFESSIONS) },
  'summary.specialties': {
    input: 'multi-select',
    options: (c) =>
      opts(SPECIALTIES_BY_PROFESSION[(c.values['summary.profession'] ?? c.profession) as Profession] ?? []),
  },
  'summary.min_per_hour_rate': { input: 'number', unit: '$/h' },
  'summary.min_weekly_pay': { input: 'number', unit: '$/week' },
  'summary.hours_per_week_range': { input: 'range', unit: 'hours', max: 168 },
  'summary.states': { input: 'multi-select', options: states },
  'summary.cities': { input: 'tags' },
  'summary.feels_like_hourly': { input: 'number', unit: '$/h' },
  'documents.resume': { input: 'file', category: 'resume', label: 'Resume' },
  'documents.professional_licenses': {
    input: 'file',
    category: 'professional_licenses',
    label: 'Licence documents',
  },
  'documents.diploma': { input: 'file', category: 'diploma', label: 'Diploma' },
  'documents.drivers_license': { input: 'file', category: 'drivers_license', label: 'Drivers License' },
  'documents.others': { input: 'file', category: 'others', label: 'Other Documents' },
  'documents.skills_checklists': { input: 'file', category: 'skills_checklists', label: 'Skills checklist' },
  'documents.certificates': {
    input: 'file',
    category: 'certificates',
    names: (c) => certificationOptionsFor(c.profession),
  },
  'documents.vaccinations': { input: 'file', category: 'vaccinations', names: () => [...VACCINATION_OPTIONS] },
  'documents.references': { input: 'references', category: 'references' },
  'shiftAndScheduling.shift_time': { input: 'multi-select', options: () => opts(SHIFT_TIMES) },
  'shiftAndScheduling.guaranteed_hours_allowed': { input: 'switch', label: MESSAGES.noGuaranteedHours },
  'shiftAndScheduling.guaranteed_hours_per_week': {
    input: 'number',
    unit: 'hours',
    max: 168,
    label: 'Guaranteed hours per week',
  },
  'shiftAndScheduling.hours_per_shift_range': { input: 'range', unit: 'hours', max: 24 },
  'shiftAndScheduling.shifts_per_week_range': { input: 'range', unit: 'shifts', max: 7, integer: true },
  'shiftAndScheduling.weeks_per_contract_range': { input: 'range', unit: 'weeks', max: 104, integer: true },
  'shiftAndScheduling.start_date_setting': { input: 'date', allowAsap: true },
  'shiftAndScheduling.end_date_setting': { input: 'date' },
  'shiftAndScheduling.rto_setting': { input: 'yes-no' },
  'shiftAndScheduling.rto_dates': { input: 'dates', label: 'Time off dates' },
  'pay.benefits': { input: 'benefits' },
  'pay.min_overtime_rate': { input: 'number', unit: '$/h' },
  'pay.min_on_call_rate': { input: 'number', unit: '$/h' },
  'pay.min_call_back_rate': { input: 'number', unit: '$/h' },
  'pay.min_orientation_rate': { input: 'number', unit: '$/h' },
  'pay.pay_frequency': { input: 'select', options: () => opts(PAY_FREQUENCIES) },
  'pay.bonuses': { input: 'multi-select', options: () => opts(BONUS_OPTIONS) },
  'pay.taxable_weekly_range': { input: 'range', unit: '$/week', max: 1_000_000 },
  'pay.taxable_hourly_range': { input: 'range', unit: '$/h', max: 10_000 },
  'pay.min_non_taxable_weekly': { input: 'number', unit: '$/week', hint: MESSAGES.nonTaxableHint },
  'bonus.people_referred': { input: 'number', unit: 'people', integer: true },
  'bonus.expected': { input: 'number', unit: '$' },
  'bonus.deserved': { input: 'number', unit: '$' },
  'bonus.other': { input: 'text' },
  'bonus.comparing_to': { input: 'text' },
  clinical_settings: { input: 'multi-select', options: () => opts(CLINICAL_SETTINGS) },
  'current_address.street': { input: 'text' },
  'current_address.state': { input: 'select', options: states },
  'current_address.city': { input: 'text' },
  'current_address.zip': { input: 'text', label: 'ZIP code' },
  'workInfo.facilities_worked_at': { input: 'tags' },
  'workInfo.facility_parent_systems': { input: 'tags' },
  'location.facility_shift_cancellation_policy': { input: 'yes-no' },
  'location.contract_termination_policy': { input: 'select', options: () => opts(CONTRACT_TERMINATION_POLICIES) },
  'taxInfo.tax_home_state': { input: 'select', options: states, label: 'Tax home state' },
  'taxInfo.tax_home_city': { input: 'text', label: 'Tax home city' },
  auto_offer: { input: 'yes-no' },
  'workInfo.experience': { input: 'number', unit: 'years' },
  on_call: { input: 'yes-no' },
  float_requirement: { input: 'yes-no' },
  patient_ratio: { input: 'number', unit: 'patients' },
  'taxInfo.classification': {
    input: 'multi-select',
    options: (c) => opts(classificationOptionsFor(c.jobClassifications)),
  },
  emr: { input: 'multi-select', options: () => opts(EMR_OPTIONS) },
  'certsandlicense.active_professional_licenses': { input: 'licenses', options: states },
  'workInfo.nabp_id': { input: 'text', label: 'NABP e-Profile ID' },
  vms_msp: { input: 'multi-select', options: () => opts(VMS_MSP_OPTIONS) },
  facility_systems_you_like: { input: 'tags' },
  facility_you_like: { input: 'tags' },
  block_scheduling: { input: 'yes-no' },
  holidays: { input: 'tags' },
  scrub_color: { input: 'text' },
  min_distance_from_facility: { input: 'number', unit: 'miles' },
};

/** The fields of a dialog, labelled by the dialog's matching title when it has one per field. */
export function dialogFields(dialog: ProfileDialog): FieldSpec[] {
  // Dialogs whose titles name their fields one by one (in order); others share the dialog title.
  const perField = dialog.titles.length > 1;
  let titleIndex = 0;
  return dialog.fields.map((path) => {
    const spec = FIELDS[path] ?? { input: 'text' as const };
    const ownLabel = spec.label;
    const skipsTitle = spec.input === 'switch' || (dialog.kind === 'dates' && path.endsWith('rto_dates'));
    let label = ownLabel;
    if (!skipsTitle && perField && titleIndex < dialog.titles.length)
      label = ownLabel && spec.input === 'file' ? ownLabel : dialog.titles[titleIndex++];
    else if (!label) label = dialog.titles[0];
    return { ...spec, path, label: label ?? path };
  });
}

/** Label of an option value (for display). */
export function optionLabel(spec: FieldSpec, value: string, ctx: FieldContext): string {
  return spec.options?.(ctx).find((o) => o.value === value)?.label ?? value;
}
