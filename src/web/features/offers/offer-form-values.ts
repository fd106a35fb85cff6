// The offer form's values (keyed by the term's path, 'pay.hourly_rate'), the terms they send and what the form
// refuses before sending: the domain's term rules (offerTermsSchema) and the required pay inputs, in the words the
// server answers with (src/cross-surface/forms-parity-offers.test.ts sends the same values to the server).
import type { OfferTerms } from '@/domain/offers';
import { REQUIRED_PAY_INPUTS, mergeOfferTerms, offerTermsSchema, payBreakdown, payInputLabel } from '@/domain/offers';
import { COUNTER_FIXED_GROUPS, termDateIssues } from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import { OFFER_FIELDS, termValue, type OfferField } from './offer-fields';

export type Values = Record<string, string | number | ''>;

/** The fields a side may change: a counter offer leaves the facility and its location as offered. */
export function formFields(counter: boolean): OfferField[] {
  const fixed: readonly string[] = counter ? COUNTER_FIXED_GROUPS : [];
  return OFFER_FIELDS.filter((f) => !fixed.includes(f.group));
}

export function toValues(terms: OfferTerms, fields: OfferField[]): Values {
  const out: Values = {};
  for (const f of fields) {
    if (!f.editable) continue;
    const v = termValue(terms, `${f.group}.${f.key}`);
    out[`${f.group}.${f.key}`] = typeof v === 'number' || typeof v === 'string' ? v : '';
  }
  return out;
}

/** Only filled-in fields become terms; the server keeps every earlier term the form leaves out. */
export function toTerms(values: Values, fields: OfferField[]): OfferTerms {
  const out: Record<string, Record<string, unknown>> = {};
  for (const f of fields) {
    if (!f.editable) continue;
    const v = values[`${f.group}.${f.key}`];
    if (v === '' || v === undefined) continue;
    const value = f.kind === 'money' || f.kind === 'number' ? Number(v) : String(v).trim();
    if (value === '' || (typeof value === 'number' && Number.isNaN(value))) continue;
    (out[f.group] ??= {})[f.key] = value;
  }
  return out as OfferTerms;
}

/** The required pay inputs left blank (or not above 0), with their messages from the catalogue. */
export function requiredErrors(values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const path of REQUIRED_PAY_INPUTS) {
    const v = values[path];
    if (v === '' || v === undefined || !(Number(v) > 0))
      out[path] = MESSAGES.validation.payInputRequired(payInputLabel(path));
  }
  return out;
}

/** The domain's rules of the terms (end on or after start, hours…): the same words the server answers with. */
export function ruleErrors(terms: OfferTerms): Record<string, string> {
  const parsed = offerTermsSchema.safeParse(terms);
  const out: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) out[i.path.join('.') || '_form'] ??= i.message;
  return out;
}

/** The derived pay figures of the values as typed, from the one pay model. */
export function livePay(values: Values) {
  const num = (path: string) => (values[path] === '' ? undefined : Number(values[path]));
  const b = payBreakdown(
    {
      hourly_rate: num('pay.hourly_rate'),
      non_taxable_weekly: num('pay.non_taxable_weekly'),
      overtime_rate: num('pay.overtime_rate'),
    },
    num('hours.hours_per_week'),
    String(values['schedule.start_date'] ?? '') || undefined,
  );
  return {
    breakdown: b,
    'pay.taxable_weekly': b.taxableWeekly,
    'pay.weekly_rate': b.weeklyTotal,
    'pay.feels_like_hourly': b.feelsLikeHourly,
  };
}

/**
 * Everything the form refuses in `values` before sending (field path → message; '_form' for the terms as a whole),
 * and the terms it would send: a broken term rule (the server's first word on that field) over a required input, and
 * the date rule over the terms left in force (`inForce`, what the form started from, merged with what it sends: a
 * blank input keeps the term in force, as the server reads it).
 */
export function offerFormCheck(
  values: Values,
  fields: OfferField[],
  inForce: OfferTerms = {},
): { terms: OfferTerms; errors: Record<string, string> } {
  const terms = toTerms(values, fields);
  const resolved = mergeOfferTerms(inForce, terms) as Parameters<typeof termDateIssues>[0];
  const inForceErrors = Object.fromEntries(termDateIssues(resolved).map((i) => [i.path.join('.'), i.message]));
  return { terms, errors: { ...requiredErrors(values), ...inForceErrors, ...ruleErrors(terms) } };
}
