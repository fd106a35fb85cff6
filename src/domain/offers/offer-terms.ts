// Offer terms: the job fields an offer or counter-offer can set. Merging keeps every earlier term
// (the predecessor product lost data on counter offers).

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
  location: ['state', 'city', 'address', 'facility', 'clinical_setting'],
} as const;

/** The terms of an offer: a partial job subset per group. */
export type OfferTerms = {
  -readonly [G in keyof typeof OFFER_TERMS]?: { [K in (typeof OFFER_TERMS)[G][number]]?: unknown };
};

const GROUPS = Object.keys(OFFER_TERMS) as (keyof typeof OFFER_TERMS)[];

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

/** Dotted keys (pay.hourly_rate …) whose value differs between two offers. */
export function changedOfferTerms(a: OfferTerms | null | undefined, b: OfferTerms | null | undefined): string[] {
  const keys: string[] = [];
  for (const g of GROUPS) {
    for (const k of OFFER_TERMS[g]) {
      const x = (a?.[g] as Record<string, unknown> | undefined)?.[k];
      const y = (b?.[g] as Record<string, unknown> | undefined)?.[k];
      if (JSON.stringify(x) !== JSON.stringify(y)) keys.push(`${g}.${k}`);
    }
  }
  return keys;
}

/**
 * The fully resolved terms after offer versions: the job's posted terms with every version applied in order. What a
 * side accepts, and what each version is compared against.
 */
export function resolvedTerms<T extends OfferTerms>(
  jobTerms: T | null | undefined,
  versions: readonly { terms: unknown }[],
): T {
  let out = mergeOfferTerms(null, (jobTerms ?? {}) as T);
  for (const v of versions) out = mergeOfferTerms(out, (v.terms ?? {}) as T);
  return out;
}
