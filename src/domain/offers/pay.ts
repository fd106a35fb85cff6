// Pay arithmetic in one place: taxable wage + tax-free stipend, "feels like" hourly, overtime, and the GSA stipend
// flag.
// Facts: DOMAIN-FACTS.md (IRS Publication 463 tax home; GSA per-diem rates). Money is rounded to 2 decimals (spec
// section 9).
import { MESSAGES } from '../shared/messages';
import { fieldDef } from '../fields/catalogue';

/** Rounds money to 2 decimals, half away from zero, without binary drift (1.005 → 1.01). */
export function round2(n: number): number {
  if (!Number.isFinite(n)) return n;
  const [mantissa, exp] = Math.abs(n).toExponential().split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exp) + 2}`));
  const r = Number(`${shifted}e-2`) * Math.sign(n);
  return r === 0 ? 0 : r;
}

/** A number usable in a calculation: finite and above 0 (spec section 5); otherwise null. */
export function positive(n: unknown): number | null {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** A finite number as an exact decimal: digits ÷ 10^scale, read from its shortest representation (no binary drift). */
function exactDecimal(n: number): { digits: bigint; scale: number } {
  const [mantissa, exp] = Math.abs(n).toExponential().split('e');
  const [int, frac = ''] = mantissa.split('.');
  const digits = BigInt(int + frac);
  return { digits: n < 0 ? -digits : digits, scale: frac.length - Number(exp) };
}

/** num ÷ den rounded half away from zero (den > 0). */
function divRound(num: bigint, den: bigint): bigint {
  const q = (2n * (num < 0n ? -num : num) + den) / (2n * den);
  return num < 0n ? -q : q;
}

/** Whole cents of digits ÷ 10^scale, rounded once, half away from zero. */
function scaledToCents(digits: bigint, scale: number): number {
  const shift = scale - 2;
  return Number(shift <= 0 ? digits * 10n ** BigInt(-shift) : divRound(digits, 10n ** BigInt(shift)));
}

/** Money to whole cents, rounded once (half away from zero, without binary drift). */
export function toCents(n: number): number {
  if (!Number.isFinite(n)) return Number.NaN;
  const d = exactDecimal(n);
  return scaledToCents(d.digits, d.scale);
}

/** a × b in whole cents, computed exactly on the decimal values and rounded once. */
export function productCents(a: number, b: number): number {
  const x = exactDecimal(a);
  const y = exactDecimal(b);
  return scaledToCents(x.digits * y.digits, x.scale + y.scale);
}

/** cents ÷ divisor in whole cents, computed exactly and rounded once (divisor above 0). */
function quotientCents(cents: number, divisor: number): number {
  const d = exactDecimal(divisor);
  // cents ÷ (digits ÷ 10^scale) = cents × 10^scale ÷ digits
  const num = BigInt(cents) * (d.scale >= 0 ? 10n ** BigInt(d.scale) : 1n);
  const den = d.digits * (d.scale < 0 ? 10n ** BigInt(-d.scale) : 1n);
  return Number(divRound(num, den));
}

/** Whole cents back to dollars (the nearest double to the 2-decimal amount). */
export const fromCents = (c: number): number => c / 100;

/** Weekly pay for an hourly rate and weekly hours (never hours per shift), rounded once; null unless both above 0. */
export function weeklyFromHourly(hourly: number | null | undefined, hours: number | null | undefined): number | null {
  const r = positive(hourly);
  const h = positive(hours);
  return r === null || h === null ? null : fromCents(productCents(r, h));
}

/**
 * "Feels like" hourly = (taxable weekly + non-taxable stipend) ÷ weekly hours, rounded once to the cent; null without
 * hours or pay.
 */
export function feelsLikeHourly(
  taxableWeekly: number | null | undefined,
  stipend: number | null | undefined,
  hours: number | null | undefined,
): number | null {
  const h = positive(hours);
  const cents = toCents(positive(taxableWeekly) ?? 0) + toCents(positive(stipend) ?? 0);
  if (h === null || cents === 0) return null;
  return fromCents(quotientCents(cents, h));
}

/** The lowest lawful overtime rate: 1.5 × the taxable hourly rate (never the blended feels-like rate). */
export function overtimeMinimum(taxableHourly: number | null | undefined): number | null {
  const r = positive(taxableHourly);
  return r === null ? null : fromCents(productCents(r, 1.5));
}

/** GSA standard CONUS per-diem rates by federal fiscal year (Oct 1 – Sep 30), as dated data. */
export const GSA_PER_DIEM = {
  source:
    'U.S. General Services Administration, per diem rates, standard CONUS rate (gsa.gov/travel/plan-book/per-diem-rates)',
  reviewed: '2026-06-17',
  note: 'About 296 higher-cost areas have higher rates, published per ZIP code and month; the standard rate is the usual ceiling.',
  rates: [
    { fiscalYear: 'FY2025', from: '2024-10-01', to: '2025-09-30', lodging: 110, mie: 68, daily: 178, weekly: 1246 },
    { fiscalYear: 'FY2026', from: '2025-10-01', to: '2026-09-30', lodging: 110, mie: 68, daily: 178, weekly: 1246 },
  ],
} as const;

/** A GSA rate entry. */
export type GsaRate = (typeof GSA_PER_DIEM.rates)[number];

/** The GSA standard rate in force on an ISO date (YYYY-MM-DD); the latest known rate outside the table. */
export function gsaRateOn(isoDate?: string): GsaRate {
  const rates = GSA_PER_DIEM.rates;
  const day = isoDate?.slice(0, 10);
  return rates.find((r) => day !== undefined && day >= r.from && day <= r.to) ?? rates[rates.length - 1];
}

/** True when a weekly stipend exceeds the GSA standard weekly maximum ($1,246 for FY2025/FY2026). */
export function isStipendAboveGsa(weeklyStipend: number | null | undefined, isoDate?: string): boolean {
  const s = positive(weeklyStipend);
  return s !== null && s > gsaRateOn(isoDate).weekly;
}

/** The flag text for a stipend above the GSA maximum, or null. */
export function stipendFlag(weeklyStipend: number | null | undefined, isoDate?: string): string | null {
  return isStipendAboveGsa(weeklyStipend, isoDate) ? MESSAGES.stipendAboveGsa : null;
}

/**
 * The flag for a job or offer's stipend, dated by its start date (else posting date): shown to organizations and
 * workers.
 */
export function jobStipendFlag(job: {
  pay?: { non_taxable_weekly?: number };
  schedule?: { start_date?: string };
  date_posted?: string;
}): string | null {
  return stipendFlag(job.pay?.non_taxable_weekly, job.schedule?.start_date ?? job.date_posted);
}

// ---------------------------------------------------------------------------------------------------------------------
// The pay model. Inputs: taxable hourly rate, hours per week (the hours group), weekly non-taxable stipend, and the
// other rates (overtime, on call, call back, orientation), pay frequency and bonuses. Derived, never input: taxable
// weekly = hourly × hours, weekly total = taxable weekly + stipend, feels like = weekly total ÷ hours, the overtime
// minimum and the GSA flag. Derived values are stored nowhere; every reader derives them here.

/** Pay fields that are derived from the inputs and never taken as input (a sent value is ignored). */
export const DERIVED_PAY_KEYS = ['taxable_weekly', 'weekly_rate', 'feels_like_hourly'] as const;

/** A derived pay field. */
export type DerivedPayKey = (typeof DERIVED_PAY_KEYS)[number];

/** The inputs every pay calculation needs, as dotted term paths: without them no figure can be derived. */
export const REQUIRED_PAY_INPUTS = ['pay.hourly_rate', 'hours.hours_per_week'] as const;

/** A job's or offer's pay group: the inputs, and (on read) the derived values. */
export interface PayInputs {
  hourly_rate?: number;
  non_taxable_weekly?: number;
  overtime_rate?: number;
  on_call_rate?: number;
  call_back_rate?: number;
  orientation_rate?: number;
  /** Derived (hourly × hours): ignored as input. */
  taxable_weekly?: number;
  /** Derived (taxable weekly + stipend): ignored as input. */
  weekly_rate?: number;
  /** Derived (weekly total ÷ hours): ignored as input. */
  feels_like_hourly?: number;
}

/** Terms that carry pay: a job or an offer (pay, hours and the start date that dates the GSA rate). */
export interface PayTerms {
  pay?: Record<string, unknown>;
  hours?: Record<string, unknown>;
  schedule?: Record<string, unknown>;
}

/** Every figure of a pay package, derived from its inputs by payBreakdown. */
export interface PayBreakdown {
  taxableHourly: number | null;
  /** Taxable hourly × hours per week, rounded once to the cent. */
  taxableWeekly: number | null;
  stipendWeekly: number | null;
  /** Taxable weekly + stipend, exact in cents; null while the taxable weekly is unknown. */
  weeklyTotal: number | null;
  hoursPerWeek: number | null;
  /** Weekly total ÷ hours per week, rounded once to the cent. */
  feelsLikeHourly: number | null;
  /** The stated overtime rate, else the lawful minimum. */
  overtimeRate: number | null;
  overtimeMinimum: number | null;
  /** True when a stated overtime rate is below 1.5 × the taxable hourly rate. */
  overtimeBelowMinimum: boolean;
  /**
   * "above the standard federal per-diem limit" when the stipend exceeds the GSA weekly maximum in force on `isoDate`.
   */
  stipendFlag: string | null;
  gsaWeeklyMaximum: number;
}

/**
 * The one pay function: every pay figure any screen, response or sort key shows comes from here. Reads only the
 * inputs (hourly rate, hours per week, stipend, overtime rate); stored or sent derived values are never trusted.
 */
export function payBreakdown(
  pay: PayInputs | Record<string, unknown> | null | undefined,
  hoursPerWeek: unknown,
  isoDate?: string,
): PayBreakdown {
  const p = (pay ?? {}) as Record<string, unknown>;
  const hours = positive(hoursPerWeek);
  const taxableHourly = positive(p.hourly_rate);
  const taxableWeekly = weeklyFromHourly(taxableHourly, hours);
  const stipendWeekly = positive(p.non_taxable_weekly);
  const weeklyTotal = taxableWeekly === null ? null : fromCents(toCents(taxableWeekly) + toCents(stipendWeekly ?? 0));
  const minimum = overtimeMinimum(taxableHourly);
  const stated = positive(p.overtime_rate);
  return {
    taxableHourly,
    taxableWeekly,
    stipendWeekly,
    weeklyTotal,
    hoursPerWeek: hours,
    feelsLikeHourly: weeklyTotal === null ? null : feelsLikeHourly(taxableWeekly, stipendWeekly, hours),
    overtimeRate: stated ?? minimum,
    overtimeMinimum: minimum,
    overtimeBelowMinimum: stated !== null && minimum !== null && stated < minimum,
    stipendFlag: stipendFlag(stipendWeekly, isoDate),
    gsaWeeklyMaximum: gsaRateOn(isoDate).weekly,
  };
}

/** payBreakdown of a job's or offer's terms: its pay, its hours per week, dated by its start date (else `date`). */
export function termsPay(terms: PayTerms | null | undefined, date?: string): PayBreakdown {
  const start = terms?.schedule?.start_date;
  return payBreakdown(terms?.pay, terms?.hours?.hours_per_week, typeof start === 'string' ? start : date);
}

/** A pay group with the derived fields removed (what is stored and what a client may send). */
export function payInputsOnly<P extends Record<string, unknown>>(pay: P): P {
  const out: Record<string, unknown> = { ...pay };
  for (const k of DERIVED_PAY_KEYS) delete out[k];
  return out as P;
}

/** Terms whose pay group holds only inputs (derived fields dropped; a group left empty is removed). */
export function withoutDerivedPay<T extends PayTerms>(terms: T): T {
  if (!terms.pay) return terms;
  const pay = payInputsOnly(terms.pay);
  const out: PayTerms = { ...terms, pay };
  if (Object.keys(pay).length === 0) delete out.pay;
  return out as T;
}

/**
 * Terms with their pay group's derived fields (taxable_weekly, weekly_rate, feels_like_hourly) recomputed from the
 * inputs by payBreakdown: sent or stored derived values are replaced, and left out when they cannot be derived.
 */
export function withDerivedPay<T extends PayTerms>(terms: T): T {
  const inputs = withoutDerivedPay(terms);
  const b = termsPay(inputs);
  const derived: Partial<Record<DerivedPayKey, number>> = {};
  if (b.taxableWeekly !== null) derived.taxable_weekly = b.taxableWeekly;
  if (b.weeklyTotal !== null) derived.weekly_rate = b.weeklyTotal;
  if (b.feelsLikeHourly !== null) derived.feels_like_hourly = b.feelsLikeHourly;
  if (!inputs.pay && Object.keys(derived).length === 0) return inputs;
  return { ...inputs, pay: { ...(inputs.pay ?? {}), ...derived } };
}

/** The label of a required pay input (dotted path), from the field catalogue. */
export function payInputLabel(path: string): string {
  return fieldDef(path.split('.')[1]).label;
}

/**
 * The refusal for missing pay inputs: one message per field (keyed by `prefix` + dotted path) and a summary message.
 */
export function missingPayInputErrors(
  missing: readonly string[],
  prefix = '',
): { message: string; fields: Record<string, string> } {
  const fields = Object.fromEntries(
    missing.map((p) => [`${prefix}${p}`, MESSAGES.validation.payInputRequired(payInputLabel(p))]),
  );
  return { message: MESSAGES.errors.payInputsMissing(missing.map(payInputLabel).join(', ')), fields };
}

/** The required pay inputs (dotted paths, REQUIRED_PAY_INPUTS) that are missing or not above 0 in `terms`. */
export function missingPayInputs(terms: PayTerms | null | undefined): string[] {
  return REQUIRED_PAY_INPUTS.filter((path) => {
    const [group, key] = path.split('.') as ['pay' | 'hours', string];
    return positive(terms?.[group]?.[key]) === null;
  });
}
