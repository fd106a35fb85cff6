// Offer terms: the job fields an offer or counter-offer can set. Merging keeps every earlier term
// (the predecessor product lost data on counter offers).
import { toCents, withDerivedPay, withoutDerivedPay, type PayTerms } from './pay';

/** The fields an offer may carry, by job group. */
export const OFFER_TERMS = {
  pay: [
    'hourly_rate',
    'taxable_weekly',
    'non_taxable_weekly',
    'weekly_rate',
    'feels_like_hourly',
    'pay_frequency',
    'bonuses',
    'overtime_rate',
    'on_call_rate',
    'call_back_rate',
    'orientation_rate',
  ],
  hours: ['hours_per_week', 'hours_per_shift', 'shifts_per_week', 'weeks_per_contract', 'guaranteed_hours_per_week'],
  schedule: ['shift_time', 'start_date', 'end_date', 'rto', 'rto_dates'],
  // Every posted location term (spec section 3's location group), so an offer carries what the job states.
  location: [
    'state',
    'city',
    'address',
    'facility',
    'facility_parent_system',
    'clinical_setting',
    'facility_shift_cancellation_policy',
    'contract_termination_policy',
    'miles_from_facility',
    'holidays',
  ],
} as const;

/** The terms of an offer: a partial job subset per group. */
export type OfferTerms = {
  -readonly [G in keyof typeof OFFER_TERMS]?: { [K in (typeof OFFER_TERMS)[G][number]]?: unknown };
};

const GROUPS = Object.keys(OFFER_TERMS) as (keyof typeof OFFER_TERMS)[];

/**
 * A job's posted terms (what a first offer is prefilled with and every offer resolves against): the OFFER_TERMS subset
 * of its details, pay inputs only (derived values come from the pay model on read).
 */
export function postedOfferTerms(details: Record<string, unknown> | null | undefined): OfferTerms {
  const out: Record<string, Record<string, unknown>> = {};
  for (const g of GROUPS) {
    const src = (details?.[g] ?? {}) as Record<string, unknown>;
    const picked: Record<string, unknown> = {};
    for (const k of OFFER_TERMS[g]) if (src[k] !== undefined && src[k] !== null) picked[k] = src[k];
    if (Object.keys(picked).length > 0) out[g] = picked;
  }
  return withoutDerivedPay(out as PayTerms) as OfferTerms;
}

/** A new offer made from the previous one plus changes: unchanged terms are kept, changed ones replaced. */
export function mergeOfferTerms<T extends OfferTerms>(previous: T | null | undefined, changes: T): T {
  const out: OfferTerms = {};
  for (const g of GROUPS) {
    const merged = { ...(previous?.[g] ?? {}), ...(changes[g] ?? {}) };
    for (const k of Object.keys(merged) as (keyof typeof merged)[]) if (merged[k] === undefined) delete merged[k];
    if (Object.keys(merged).length > 0) out[g] = merged;
  }
  return out as T;
}

/**
 * A term value in its comparable form: empty (undefined, null, blank text, empty list) is absent; numbers are whole
 * cents; text is trimmed; lists are sets (sorted, without repeats); objects compare by their sorted keys.
 */
export function normalizeTermValue(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? `n:${toCents(v)}` : undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    const n = Number(t);
    return /^-?\d+(\.\d+)?$/.test(t) && Number.isFinite(n) ? `n:${toCents(n)}` : `s:${t}`;
  }
  if (typeof v === 'boolean') return `b:${v}`;
  if (Array.isArray(v)) {
    const items = [...new Set(v.map(normalizeTermValue).filter((x): x is string => x !== undefined))].sort();
    return items.length === 0 ? undefined : `l:${JSON.stringify(items)}`;
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => [k, normalizeTermValue(x)] as const)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length === 0 ? undefined : `o:${JSON.stringify(entries)}`;
  }
  return `x:${String(v)}`;
}

/** True when two term values are the same after normalisation (normalizeTermValue). */
export function sameTermValue(a: unknown, b: unknown): boolean {
  return normalizeTermValue(a) === normalizeTermValue(b);
}

/** Dotted keys (pay.hourly_rate …) whose value differs between two sets of terms, after normalisation. */
export function changedOfferTerms(a: OfferTerms | null | undefined, b: OfferTerms | null | undefined): string[] {
  const keys: string[] = [];
  for (const g of GROUPS) {
    for (const k of OFFER_TERMS[g]) {
      const x = (a?.[g] as Record<string, unknown> | undefined)?.[k];
      const y = (b?.[g] as Record<string, unknown> | undefined)?.[k];
      if (!sameTermValue(x, y)) keys.push(`${g}.${k}`);
    }
  }
  return keys;
}

/**
 * The fully resolved terms after offer versions: the job's posted terms with every version applied in order, pay
 * derived from the resulting inputs by the one pay function (derived values sent or stored with a version are ignored).
 * What a side accepts, and what each version is compared against.
 */
export function resolvedTerms<T extends OfferTerms>(
  jobTerms: T | null | undefined,
  versions: readonly { terms: unknown }[],
): T {
  let out = mergeOfferTerms(null, withoutDerivedPay((jobTerms ?? {}) as PayTerms) as T);
  for (const v of versions) out = mergeOfferTerms(out, withoutDerivedPay((v.terms ?? {}) as PayTerms) as T);
  return withDerivedPay(out as PayTerms) as T;
}

/** Old vs new for the latest offer version: both fully resolved, and the rows that really changed. */
export interface OfferComparison<T extends OfferTerms = OfferTerms> {
  /** The terms before the latest version: the job's posted terms for a first offer. */
  before: T;
  /** The terms with every version applied. */
  after: T;
  /** True when `before` is the job's posted terms (a first offer). */
  beforeIsPosted: boolean;
  /** Dotted keys whose value differs after normalisation. */
  changed: string[];
}

/** Compares the resolved terms before and after the latest offer version (a first offer against the posted terms). */
export function compareOfferVersions<T extends OfferTerms>(
  jobTerms: T | null | undefined,
  versions: readonly { terms: unknown }[],
): OfferComparison<T> {
  const before = resolvedTerms(jobTerms, versions.slice(0, -1));
  const after = resolvedTerms(jobTerms, versions);
  return { before, after, beforeIsPosted: versions.length <= 1, changed: changedOfferTerms(before, after) };
}
