// How each offer term is labelled, entered and shown, and which section of the offer detail view shows it.
import { formatDate, formatMoney } from '@/domain/shared';
import type { OfferTerms } from '@/domain/offers';

export type FieldKind = 'money' | 'number' | 'text' | 'date' | 'list' | 'yesno';

export interface OfferField {
  group: keyof OfferTerms;
  key: string;
  label: string;
  kind: FieldKind;
  /** Shown in the form (lists and yes/no terms are carried over unchanged). */
  editable: boolean;
}

const f = (group: keyof OfferTerms, key: string, label: string, kind: FieldKind): OfferField => ({
  group,
  key,
  label,
  kind,
  editable: kind !== 'list' && kind !== 'yesno',
});

export const OFFER_FIELDS: OfferField[] = [
  f('pay', 'hourly_rate', 'Taxable hourly rate', 'money'),
  f('pay', 'taxable_weekly', 'Taxable weekly pay', 'money'),
  f('pay', 'non_taxable_weekly', 'Non-taxable weekly amount', 'money'),
  f('pay', 'weekly_rate', 'Weekly pay', 'money'),
  f('pay', 'feels_like_hourly', 'Feels like $/h', 'money'),
  f('pay', 'pay_frequency', 'Pay frequency', 'text'),
  f('pay', 'bonuses', 'Bonuses', 'list'),
  f('pay', 'overtime_rate', 'Overtime rate', 'money'),
  f('pay', 'on_call_rate', 'On call rate', 'money'),
  f('pay', 'call_back_rate', 'Call back rate', 'money'),
  f('pay', 'orientation_rate', 'Orientation rate', 'money'),
  f('hours', 'hours_per_week', 'Hours per week', 'number'),
  f('hours', 'hours_per_shift', 'Hours per shift', 'number'),
  f('hours', 'shifts_per_week', 'Shifts per week', 'number'),
  f('hours', 'weeks_per_contract', 'Weeks per assignment', 'number'),
  f('hours', 'guaranteed_hours_per_week', 'Guaranteed hours per week', 'number'),
  f('schedule', 'shift_time', 'Shift', 'text'),
  f('schedule', 'start_date', 'Start date', 'date'),
  f('schedule', 'end_date', 'End date', 'date'),
  f('schedule', 'rto', 'Time off', 'yesno'),
  f('schedule', 'rto_dates', 'Time off dates', 'list'),
  f('location', 'state', 'State', 'text'),
  f('location', 'city', 'City', 'text'),
  f('location', 'address', 'Address', 'text'),
  f('location', 'facility', 'Facility', 'text'),
  f('location', 'clinical_setting', 'Clinical setting', 'text'),
];

/**
 * The offer detail view's sections (spec section 2) and the terms each shows; Professional Background comes from the
 * job.
 */
export const OFFER_SECTIONS: { title: string; fields: string[] }[] = [
  {
    title: 'Summary',
    fields: ['pay.weekly_rate', 'pay.feels_like_hourly', 'hours.hours_per_week', 'hours.weeks_per_contract'],
  },
  {
    title: 'Shift',
    fields: [
      'schedule.shift_time',
      'hours.hours_per_shift',
      'hours.shifts_per_week',
      'hours.guaranteed_hours_per_week',
      'schedule.start_date',
      'schedule.end_date',
      'schedule.rto',
      'schedule.rto_dates',
    ],
  },
  {
    title: 'Pay',
    fields: [
      'pay.hourly_rate',
      'pay.taxable_weekly',
      'pay.non_taxable_weekly',
      'pay.pay_frequency',
      'pay.bonuses',
      'pay.overtime_rate',
      'pay.on_call_rate',
      'pay.call_back_rate',
      'pay.orientation_rate',
    ],
  },
  { title: 'Professional Background and Documents', fields: [] },
  {
    title: 'Location and Job Details',
    fields: ['location.facility', 'location.address', 'location.city', 'location.state', 'location.clinical_setting'],
  },
];

export const fieldByPath = new Map(OFFER_FIELDS.map((x) => [`${x.group}.${x.key}`, x]));

/** The value of a dotted term path in an offer. */
export function termValue(terms: OfferTerms | null | undefined, path: string): unknown {
  const [g, k] = path.split('.');
  return (terms?.[g as keyof OfferTerms] as Record<string, unknown> | undefined)?.[k];
}

/** A term value for display. */
export function formatTerm(field: OfferField | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object' && 'label' in (value as object)) return String((value as { label: unknown }).label);
  if (field?.kind === 'money' && typeof value === 'number') return formatMoney(value);
  if (field?.kind === 'date' && typeof value === 'string') return formatDate(value);
  return String(value);
}
