// Pay arithmetic in one place: taxable wage + tax-free stipend, "feels like" hourly, overtime, and the GSA stipend
// flag.
// Facts: DOMAIN-FACTS.md (IRS Publication 463 tax home; GSA per-diem rates). Money is rounded to 2 decimals (spec
// section 9).
import { MESSAGES } from '../shared/messages';

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

/** "Feels like" hourly = (taxable weekly + non-taxable stipend) ÷ weekly hours, rounded; null without hours or pay. */
export function feelsLikeHourly(
  taxableWeekly: number | null | undefined,
  stipend: number | null | undefined,
  hours: number | null | undefined,
): number | null {
  const h = positive(hours);
  const tw = positive(taxableWeekly) ?? 0;
  const st = positive(stipend) ?? 0;
  if (h === null || tw + st === 0) return null;
  return round2((tw + st) / h);
}

/** Weekly pay for an hourly rate and weekly hours (never hours per shift), rounded; null when either is not above 0. */
export function weeklyFromHourly(hourly: number | null | undefined, hours: number | null | undefined): number | null {
  const r = positive(hourly);
  const h = positive(hours);
  return r === null || h === null ? null : round2(r * h);
}

/** The lowest lawful overtime rate: 1.5 × the taxable hourly rate (never the blended feels-like rate). */
export function overtimeMinimum(taxableHourly: number | null | undefined): number | null {
  const r = positive(taxableHourly);
  return r === null ? null : round2(r * 1.5);
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

/** Job pay inputs used for derivation. */
export interface PayInputs {
  hourly_rate?: number;
  taxable_weekly?: number;
  non_taxable_weekly?: number;
  weekly_rate?: number;
  feels_like_hourly?: number;
  overtime_rate?: number;
}

/**
 * Fills derivable pay values from stored ones: taxable weekly = hourly × weekly hours; weekly total = taxable +
 * stipend;
 * feels like = total ÷ hours; overtime at least 1.5 × hourly. Stored values win.
 */
export function derivePay(pay: PayInputs, hoursPerWeek: number | null | undefined): PayInputs {
  const taxable = positive(pay.taxable_weekly) ?? weeklyFromHourly(pay.hourly_rate, hoursPerWeek);
  const stipend = positive(pay.non_taxable_weekly) ?? 0;
  const total = positive(pay.weekly_rate) ?? (taxable !== null ? round2(taxable + stipend) : null);
  const feels = positive(pay.feels_like_hourly) ?? feelsLikeHourly(taxable, stipend, hoursPerWeek);
  const overtime = positive(pay.overtime_rate) ?? overtimeMinimum(pay.hourly_rate);
  const out: PayInputs = { ...pay };
  if (taxable !== null) out.taxable_weekly = taxable;
  if (total !== null) out.weekly_rate = total;
  if (feels !== null) out.feels_like_hourly = feels;
  if (overtime !== null) out.overtime_rate = overtime;
  return out;
}

/**
 * The GSA flag for a job or offer's stipend, dated by its start date (else posting date): shown to organizations and
 * workers.
 */
export function jobStipendFlag(job: {
  pay?: { non_taxable_weekly?: number };
  schedule?: { start_date?: string };
  date_posted?: string;
}): string | null {
  return stipendFlag(job.pay?.non_taxable_weekly, job.schedule?.start_date ?? job.date_posted);
}

/**
 * The honest pay breakdown shown on jobs and offers: every figure derived from stored taxable hourly/weekly and
 * stipend.
 */
export interface PayBreakdown {
  taxableHourly: number | null;
  taxableWeekly: number | null;
  stipendWeekly: number | null;
  weeklyTotal: number | null;
  hoursPerWeek: number | null;
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
 * One function for every pay display: taxable weekly = hourly × weekly hours (unless stored), feels like =
 * (taxable weekly + stipend) ÷ weekly hours, overtime at least 1.5 × taxable hourly, and the GSA stipend flag.
 * A stored feels-like or weekly total is not trusted: both are recomputed from the parts.
 */
export function payBreakdown(pay: PayInputs, hoursPerWeek: number | null | undefined, isoDate?: string): PayBreakdown {
  const hours = positive(hoursPerWeek);
  const taxableWeekly = positive(pay.taxable_weekly) ?? weeklyFromHourly(pay.hourly_rate, hours);
  const taxableHourly =
    positive(pay.hourly_rate) ?? (taxableWeekly !== null && hours !== null ? round2(taxableWeekly / hours) : null);
  const stipendWeekly = positive(pay.non_taxable_weekly);
  const weeklyTotal =
    taxableWeekly === null && stipendWeekly === null ? null : round2((taxableWeekly ?? 0) + (stipendWeekly ?? 0));
  const minimum = overtimeMinimum(taxableHourly);
  const stated = positive(pay.overtime_rate);
  return {
    taxableHourly,
    taxableWeekly,
    stipendWeekly,
    weeklyTotal,
    hoursPerWeek: hours,
    feelsLikeHourly: feelsLikeHourly(taxableWeekly, stipendWeekly, hours),
    overtimeRate: stated ?? minimum,
    overtimeMinimum: minimum,
    overtimeBelowMinimum: stated !== null && minimum !== null && stated < minimum,
    stipendFlag: stipendFlag(stipendWeekly, isoDate),
    gsaWeeklyMaximum: gsaRateOn(isoDate).weekly,
  };
}
