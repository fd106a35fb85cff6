// How each offer term is entered, and which section of the offer detail view shows it; labels and display come from
// the domain's field catalogue.
import { displayField, offerFieldLabel } from '@/domain/fields';
import { DERIVED_PAY_KEYS, type OfferTerms } from '@/domain/offers';

/** How a term is entered in the offer form. */
export type FieldKind = 'money' | 'number' | 'text' | 'date' | 'list' | 'yesno';

export interface OfferField {
  group: keyof OfferTerms;
  key: string;
  /** The field catalogue's key for this term. */
  field: string;
  label: string;
  kind: FieldKind;
  /** Shown in the form as an input (lists and yes/no terms are carried over unchanged; derived pay is read-only). */
  editable: boolean;
  /** Derived by the pay model from the inputs: shown live and read-only, never sent. */
  derived: boolean;
}

const f = (group: keyof OfferTerms, key: string, field: string, kind: FieldKind): OfferField => {
  const derived = group === 'pay' && (DERIVED_PAY_KEYS as readonly string[]).includes(key);
  return {
    group,
    key,
    field,
    label: offerFieldLabel(field),
    kind,
    editable: !derived && kind !== 'list' && kind !== 'yesno',
    derived,
  };
};

export const OFFER_FIELDS: OfferField[] = [
  f('pay', 'hourly_rate', 'hourly_rate', 'money'),
  f('pay', 'taxable_weekly', 'taxable_weekly', 'money'),
  f('pay', 'non_taxable_weekly', 'non_taxable_weekly', 'money'),
  f('pay', 'weekly_rate', 'min_weekly_pay', 'money'),
  f('pay', 'feels_like_hourly', 'feels_like_hourly', 'money'),
  f('pay', 'pay_frequency', 'pay_frequency', 'text'),
  f('pay', 'bonuses', 'bonuses', 'list'),
  f('pay', 'overtime_rate', 'overtime_rate', 'money'),
  f('pay', 'on_call_rate', 'on_call_rate', 'money'),
  f('pay', 'call_back_rate', 'call_back_rate', 'money'),
  f('pay', 'orientation_rate', 'orientation_rate', 'money'),
  f('hours', 'hours_per_week', 'hours_per_week', 'number'),
  f('hours', 'hours_per_shift', 'hours_per_shift', 'number'),
  f('hours', 'shifts_per_week', 'shifts_per_week', 'number'),
  f('hours', 'weeks_per_contract', 'weeks_per_contract', 'number'),
  f('hours', 'guaranteed_hours_per_week', 'guaranteed_hours', 'number'),
  f('schedule', 'shift_time', 'shift_time', 'text'),
  f('schedule', 'start_date', 'start_date', 'date'),
  f('schedule', 'end_date', 'end_date', 'date'),
  f('schedule', 'rto', 'rto', 'yesno'),
  f('schedule', 'rto_dates', 'rto_dates', 'list'),
  f('location', 'state', 'state', 'text'),
  f('location', 'city', 'city', 'text'),
  f('location', 'address', 'address', 'text'),
  f('location', 'facility', 'facility', 'text'),
  f('location', 'clinical_setting', 'clinical_setting', 'text'),
  f('location', 'facility_parent_system', 'facility_parent_system', 'text'),
  f('location', 'facility_shift_cancellation_policy', 'shift_cancellation', 'yesno'),
  f('location', 'contract_termination_policy', 'contract_termination', 'text'),
  f('location', 'miles_from_facility', 'distance', 'number'),
  f('location', 'holidays', 'holidays', 'list'),
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
    fields: [
      'location.facility',
      'location.facility_parent_system',
      'location.address',
      'location.city',
      'location.state',
      'location.clinical_setting',
      'location.facility_shift_cancellation_policy',
      'location.contract_termination_policy',
      'location.miles_from_facility',
      'location.holidays',
    ],
  },
];

export const fieldByPath = new Map(OFFER_FIELDS.map((x) => [`${x.group}.${x.key}`, x]));

/** The value of a dotted term path in an offer. */
export function termValue(terms: OfferTerms | null | undefined, path: string): unknown {
  const [g, k] = path.split('.');
  return (terms?.[g as keyof OfferTerms] as Record<string, unknown> | undefined)?.[k];
}

/** A term value for display, formatted by the field catalogue ('—' when empty). */
export function formatTerm(field: OfferField | undefined, value: unknown): string {
  return field ? displayField(field.field, value, 'job') : displayField('terms', value, 'job');
}
