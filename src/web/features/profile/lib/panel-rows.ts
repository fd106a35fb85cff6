// The rows of the profile panels and form groups (spec section 2): label, profile path, display, editor.
import type { DialogKind, WorkerProfile } from '@/domain/profile';
import { formatDate, formatHoursRange, formatMoney } from '@/domain/shared';
import { getPath } from '@/domain/jobs';

export type Display =
  | 'text'
  | 'list'
  | 'money'
  | 'hourly'
  | 'hours'
  | 'moneyRange'
  | 'range'
  | 'yesno'
  | 'docs'
  | 'date'
  | 'number'
  | 'address';

export interface PanelRow {
  key: string;
  label: string;
  path: string;
  kind: DialogKind;
  display: Display;
  pharmacyOnly?: boolean;
}

const r = (
  key: string,
  label: string,
  path: string,
  kind: DialogKind,
  display: Display,
  extra: Partial<PanelRow> = {},
): PanelRow => ({ key, label, path, kind, display, ...extra });

/** Profile summary panel. */
export const SUMMARY_ROWS: PanelRow[] = [
  r('profession', 'Profession', 'summary.profession', 'profession', 'text'),
  r('specialties', 'Speciality', 'summary.specialties', 'profession', 'list'),
  r('terms', 'Employment terms', 'summary.terms', 'terms', 'list'),
  r('feels_like_hourly', 'Minimum Feel like $/h', 'summary.feels_like_hourly', 'feels-like', 'money'),
  r('hours_per_week', 'Hours per week', 'summary.hours_per_week_range', 'hours-per-week', 'hours'),
  r('min_weekly_pay', 'Minimum weekly pay', 'summary.min_weekly_pay', 'weekly-pay', 'money'),
  r('states', 'Preferred states', 'summary.states', 'states-cities', 'list'),
  r('cities', 'Preferred cities', 'summary.cities', 'states-cities', 'list'),
  r('resume', 'Resume', 'documents.resume', 'documents', 'docs'),
];

/** Pay panel. */
export const PAY_ROWS: PanelRow[] = [
  r('taxable_weekly', 'Taxable weekly pay', 'pay.taxable_weekly_range', 'taxable-pay', 'moneyRange'),
  r('non_taxable_weekly', 'Non-taxable amount', 'pay.min_non_taxable_weekly', 'taxable-pay', 'money'),
  r('hourly_rate', 'Taxable hourly rate', 'pay.taxable_hourly_range', 'taxable-pay', 'moneyRange'),
  r('pay_frequency', 'Pay frequency', 'pay.pay_frequency', 'pay-frequency', 'text'),
  r('benefits', 'Benefits you need', 'pay.benefits', 'benefits-bonuses', 'list'),
  r('bonuses', 'Bonuses you like', 'pay.bonuses', 'benefits-bonuses', 'list'),
  r('overtime_rate', 'Minimum overtime rate', 'pay.min_overtime_rate', 'rates', 'money'),
  r('on_call_rate', 'Minimum on call rate', 'pay.min_on_call_rate', 'rates', 'money'),
  r('call_back_rate', 'Minimum call back rate', 'pay.min_call_back_rate', 'rates', 'money'),
  r('orientation_rate', 'Minimum orientation rate', 'pay.min_orientation_rate', 'rates', 'money'),
];

/** The form groups below the panels. */
export const FORM_GROUPS: { title: string; rows: PanelRow[] }[] = [
  {
    title: 'Location',
    rows: [
      r('clinical_settings', 'Settings', 'clinical_settings', 'settings', 'list'),
      r('facility_you_like', 'Facilities you like', 'facility_you_like', 'facility-preferences', 'list'),
      r(
        'facility_systems_you_like',
        'Facility systems you like',
        'facility_systems_you_like',
        'facility-preferences',
        'list',
      ),
      r('vms_msp', 'VMS / MSP', 'vms_msp', 'vms-msp', 'list'),
      r('emr_location', 'EMR', 'emr', 'emr', 'list'),
      r('classification_location', 'Classification', 'taxInfo.classification', 'classification', 'list'),
      r('current_address', 'Current Address', 'current_address', 'address', 'address'),
      r(
        'cancel_shifts',
        'Facility can cancel shifts',
        'location.facility_shift_cancellation_policy',
        'cancel-shifts',
        'yesno',
      ),
      r(
        'deal_breakers',
        'Contract termination deal-breaker',
        'location.contract_termination_policy',
        'deal-breakers',
        'text',
      ),
      r('distance', 'Distance from facility', 'min_distance_from_facility', 'distance', 'number'),
      r('holidays', 'Holidays', 'holidays', 'holidays', 'list'),
      r('scrub_color', 'Scrub color', 'scrub_color', 'scrub-color', 'text'),
    ],
  },
  {
    title: 'Work Info',
    rows: [
      r('experience', 'Experience (years)', 'workInfo.experience', 'experience', 'number'),
      r('on_call', 'On call', 'on_call', 'on-call-float', 'yesno'),
      r('block_scheduling', 'Block scheduling', 'block_scheduling', 'block-scheduling', 'yesno'),
      r('float_requirement', 'Float requirements', 'float_requirement', 'on-call-float', 'yesno'),
      r('patient_ratio', 'Patient ratio', 'patient_ratio', 'patient-ratio', 'number'),
      r('emr', 'EMR', 'emr', 'emr', 'list'),
      r(
        'facilities_worked_at',
        "Facilities you've worked at",
        'workInfo.facilities_worked_at',
        'facilities-worked',
        'list',
      ),
      r('references', 'References', 'documents.references', 'references', 'docs'),
      r('nabp_id', 'NABP e-Profile ID', 'workInfo.nabp_id', 'nabp', 'text', { pharmacyOnly: true }),
    ],
  },
  {
    title: 'Shift',
    rows: [
      r('shift_time', 'Shifts you will work', 'shiftAndScheduling.shift_time', 'shift-time', 'list'),
      r('hours_per_shift', 'Hours per shift', 'shiftAndScheduling.hours_per_shift_range', 'hours-per-shift', 'range'),
      r('shifts_per_week', 'Shifts per week', 'shiftAndScheduling.shifts_per_week_range', 'shifts-per-week', 'range'),
      r(
        'weeks_per_contract',
        'Weeks per assignment',
        'shiftAndScheduling.weeks_per_contract_range',
        'weeks-per-assignment',
        'range',
      ),
      r('start_date', 'Start date', 'shiftAndScheduling.start_date_setting', 'dates', 'date'),
      r('rto_dates', 'Requested time off', 'shiftAndScheduling.rto_dates', 'dates', 'list'),
      r(
        'guaranteed_hours',
        'Minimum guaranteed hours per week',
        'shiftAndScheduling.guaranteed_hours_per_week',
        'guaranteed-hours',
        'number',
      ),
    ],
  },
  {
    title: 'Bonus',
    rows: [
      r('referrals', 'Number of people referred', 'bonus.people_referred', 'referrals', 'number'),
      r('bonus_expected', 'Bonus expected', 'bonus.expected', 'bonus-amounts', 'money'),
      r('comparing_to', 'Comparing this to', 'bonus.comparing_to', 'comparing-to', 'text'),
      r('mandatory_benefits', 'Mandatory benefits', 'pay.benefits', 'mandatory-benefits', 'list'),
      r('fair_rate', 'Fair rate', 'summary.min_per_hour_rate', 'fair-rate', 'money'),
      r('type', 'Your Type', 'summary.type', 'type', 'text'),
      r('auto_offer', 'Auto offer', 'auto_offer', 'auto-offer', 'yesno'),
    ],
  },
  {
    title: 'Identity/Tax classification',
    rows: [
      r('classification', 'Classification', 'taxInfo.classification', 'classification', 'list'),
      r('tax_home', 'Tax home state', 'taxInfo.tax_home_state', 'tax-home', 'text'),
    ],
  },
  {
    title: 'Certifications and Licences',
    rows: [
      r(
        'licenses',
        'Active professional licensures',
        'certsandlicense.active_professional_licenses',
        'licenses',
        'list',
      ),
      r('certificates', 'Certifications', 'documents.certificates', 'certs-vaccinations', 'docs'),
      r('vaccinations', 'Vaccinations', 'documents.vaccinations', 'certs-vaccinations', 'docs'),
      r('skills_checklists', 'Skills checklist', 'documents.skills_checklists', 'skills-checklist', 'docs'),
    ],
  },
];

const money = (n: unknown) => (typeof n === 'number' ? formatMoney(n) : '');

/** A row's value as shown in the panel ('' when empty). */
export function displayValue(row: PanelRow, profile: WorkerProfile): string {
  const v = getPath(profile, row.path);
  if (v === undefined || v === null || v === '') return '';
  switch (row.display) {
    case 'money':
      return money(v);
    case 'hourly':
      return money(v) ? `${money(v)}/h` : '';
    case 'hours':
      return formatHoursRange(v as { min?: number; max?: number });
    case 'range': {
      const x = v as { min?: number; max?: number };
      return x.min === x.max ? String(x.min ?? '') : `${x.min ?? ''} - ${x.max ?? ''}`;
    }
    case 'moneyRange': {
      const x = v as { min?: number; max?: number };
      return x.min === x.max ? money(x.min) : `${money(x.min)} - ${money(x.max)}`;
    }
    case 'yesno':
      return (v as { label?: string }).label ?? '';
    case 'docs':
      return Array.isArray(v)
        ? v.map((d: { name: string }) => d.name).join(', ')
        : ((v as { name?: string }).name ?? '');
    case 'date':
      return v === 'asap' ? 'As soon as possible' : formatDate(String(v));
    case 'list':
      return Array.isArray(v)
        ? v.map((x) => (typeof x === 'object' && x ? (x as { label: string }).label : String(x))).join(', ')
        : String(v);
    case 'address': {
      const a = v as { street?: string; city?: string; state?: string; zip?: string };
      return [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    }
    default:
      return String(v);
  }
}
