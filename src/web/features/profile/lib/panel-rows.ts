// The rows of the profile panels and form groups (spec section 2): which catalogue field, which editor. Labels, paths
// and formatting come from the domain's field catalogue.
import type { DialogKind, WorkerProfile } from '@/domain/profile';
import { fieldDef, formatField, type FieldKey } from '@/domain/fields';
import { getPath } from '@/domain/jobs';

export interface PanelRow {
  /** Unique within a panel (test ids use it). */
  key: string;
  /** The field catalogue's key. */
  field: FieldKey;
  label: string;
  path: string;
  kind: DialogKind;
  pharmacyOnly?: boolean;
}

const r = (field: FieldKey, kind: DialogKind, extra: Partial<PanelRow> = {}): PanelRow => {
  const def = fieldDef(field);
  if (!def.workerPath) throw new Error(`${field} is not a profile field`);
  return { key: field, field, label: def.label, path: def.workerPath, kind, ...extra };
};

/** Profile summary panel. */
export const SUMMARY_ROWS: PanelRow[] = [
  r('profession', 'profession'),
  r('specialty', 'profession'),
  r('terms', 'terms'),
  r('feels_like_hourly', 'feels-like'),
  r('hours_per_week', 'hours-per-week'),
  r('min_weekly_pay', 'weekly-pay'),
  r('state', 'states-cities'),
  r('city', 'states-cities'),
  r('resume', 'documents'),
];

/** Pay panel. */
export const PAY_ROWS: PanelRow[] = [
  r('taxable_weekly', 'taxable-pay'),
  r('non_taxable_weekly', 'taxable-pay'),
  r('hourly_rate', 'taxable-pay'),
  r('pay_frequency', 'pay-frequency'),
  r('benefits', 'benefits-bonuses'),
  r('bonuses', 'benefits-bonuses'),
  r('overtime_rate', 'rates'),
  r('on_call_rate', 'rates'),
  r('call_back_rate', 'rates'),
  r('orientation_rate', 'rates'),
];

/** The form groups below the panels. */
export const FORM_GROUPS: { title: string; rows: PanelRow[] }[] = [
  {
    title: 'Location',
    rows: [
      r('clinical_setting', 'settings'),
      r('facility', 'facility-preferences'),
      r('facility_parent_system', 'facility-preferences'),
      r('vms_msp', 'vms-msp'),
      r('emr', 'emr', { key: 'emr_location' }),
      r('classification', 'classification', { key: 'classification_location' }),
      r('current_address', 'address'),
      r('shift_cancellation', 'cancel-shifts'),
      r('contract_termination', 'deal-breakers'),
      r('distance', 'distance'),
      r('holidays', 'holidays'),
      r('scrub_color', 'scrub-color'),
    ],
  },
  {
    title: 'Work Info',
    rows: [
      r('experience', 'experience'),
      r('on_call', 'on-call-float'),
      r('block_scheduling', 'block-scheduling'),
      r('floating', 'on-call-float'),
      r('patient_ratio', 'patient-ratio'),
      r('emr', 'emr'),
      r('facilities_worked_at', 'facilities-worked'),
      r('references', 'references'),
      r('nabp_id', 'nabp', { pharmacyOnly: true }),
    ],
  },
  {
    title: 'Shift',
    rows: [
      r('shift_time', 'shift-time'),
      r('hours_per_shift', 'hours-per-shift'),
      r('shifts_per_week', 'shifts-per-week'),
      r('weeks_per_contract', 'weeks-per-assignment'),
      r('start_date', 'dates'),
      r('rto_dates', 'dates'),
      r('guaranteed_hours', 'guaranteed-hours'),
    ],
  },
  {
    title: 'Bonus',
    rows: [
      r('referrals', 'referrals'),
      r('bonus_expected', 'bonus-amounts'),
      r('comparing_to', 'comparing-to'),
      // The same field edited through the mandatory-benefits question, named by that question.
      r('benefits', 'mandatory-benefits', { key: 'mandatory_benefits', label: 'Mandatory benefits' }),
      r('fair_rate', 'fair-rate'),
      r('type', 'type'),
      r('auto_offer', 'auto-offer'),
    ],
  },
  {
    title: 'Identity/Tax classification',
    rows: [r('classification', 'classification'), r('tax_home', 'tax-home')],
  },
  {
    title: 'Certifications and Licences',
    rows: [
      r('professional_licensure', 'licenses'),
      r('certifications', 'certs-vaccinations'),
      r('vaccinations', 'certs-vaccinations'),
      r('skills_checklist', 'skills-checklist'),
    ],
  },
];

/** A row's value as shown in the panel ('' when empty), formatted by the field catalogue. */
export function displayValue(row: PanelRow, profile: WorkerProfile): string {
  return formatField(row.field, getPath(profile, row.path), 'worker');
}
