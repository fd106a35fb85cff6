// The offer form's values (keyed by the term's path, 'pay.hourly_rate'), the terms they send and what the form
// refuses before sending: the domain's term rules (offerTermsSchema) and the required pay inputs, in the words the
// server answers with (src/cross-surface/forms-parity-offers.test.ts sends the same values to the server).
import type { OfferTerms } from '@/domain/offers';
import {
  REQUIRED_PAY_INPUTS,
  mergeOfferTerms,
  offerTermsSchema,
  payBreakdown,
  payInputLabel,
  respondToOfferInput,
} from '@/domain/offers';
import { COUNTER_FIXED_GROUPS, termDateIssues } from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import { domainFormErrors, type DomainFormCheck } from '../../lib/domain-form-check';
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
 * The offer form's check for the one form hook (lib/domain-form.ts) over the domain's term rules (offerTermsSchema):
 * the terms it sends (only the inputs filled in), and the rules the schema cannot see from them: a required pay input
 * left blank, and the date rule over the terms left in force (`inForce`, what the form started from, merged with what
 * it sends: a blank input keeps the term in force, as the server reads it). A broken term rule (the server's first word
 * on that field) wins over both.
 */
export function offerFormSpec(fields: OfferField[], inForce: OfferTerms = {}): DomainFormCheck<Values> {
  return {
    toInput: (values) => toTerms(values, fields),
    rules: (values) => {
      const resolved = mergeOfferTerms(inForce, toTerms(values, fields)) as Parameters<typeof termDateIssues>[0];
      const inForceErrors = Object.fromEntries(termDateIssues(resolved).map((i) => [i.path.join('.'), i.message]));
      return { ...requiredErrors(values), ...inForceErrors };
    },
  };
}

/**
 * Everything the form refuses in `values` before sending (field path → message; '_form' for the terms as a whole),
 * and the terms it would send: what the offer form's hook checks on submit (offerFormSpec).
 */
export function offerFormCheck(
  values: Values,
  fields: OfferField[],
  inForce: OfferTerms = {},
): { terms: OfferTerms; errors: Record<string, string> } {
  return {
    terms: toTerms(values, fields),
    errors: domainFormErrors(offerTermsSchema, values, offerFormSpec(fields, inForce)),
  };
}

/** The reason dialog's fields (decline, withdraw): the reason and notes of an answer to an offer. */
export const reasonInput = respondToOfferInput.pick({ reason: true, notes: true });

/** The reason dialog's check: the schema, and a reason required unless `optional` (the decline rule's words). */
export function reasonFormSpec(optional: boolean): DomainFormCheck<{ reason: string; notes: string }> {
  return {
    rules: (v): Record<string, string> =>
      optional || v.reason.trim() !== '' ? {} : { reason: MESSAGES.declineReasonRequired },
  };
}
