// Profile summary auto-calculation (spec section 4), No Guaranteed Hours, and profile completeness (bonus banner).
import { getPath } from '../jobs/comparison';
import { COMPARISON_ROWS } from '../jobs/comparison-rows';
import { isEmptyValue } from '../jobs/match';
import { isPharmacyProfession } from './options';
import { positive, round2 } from '../offers/pay';
import type { DialogKind } from './profile-dialogs';
import type { WorkerProfile } from './worker-profile-schema';

/** Delay after the last change before the calculation runs. */
export const AUTO_CALC_DEBOUNCE_MS = 300;

/** Derived hours per week are bounded to 0..168. */
export const MAX_HOURS_PER_WEEK = 168;

/** The summary fields the calculation reads. */
export interface SummaryCalcFields {
  feels_like_hourly?: number | null;
  hours_per_week_range?: { min?: number | null; max?: number | null } | null;
  min_weekly_pay?: number | null;
}

/** The PUT /api/worker-profile payload the calculation saves. */
export interface SummaryCalcPayload {
  summary: { hours_per_week_range: { min: number; max: number }; min_weekly_pay: number; feels_like_hourly: number };
}

const changed = (a: unknown, b: unknown) => !Object.is(a ?? null, b ?? null);

/** The existing range widened to include `hours` (empty or ≤0 bounds ignored). */
export function widenRange(
  range: SummaryCalcFields['hours_per_week_range'],
  hours: number,
): { min: number; max: number } {
  const lo = positive(range?.min);
  const hi = positive(range?.max);
  const min = lo === null ? hours : Math.min(lo, hours);
  return { min, max: Math.max(hi ?? 0, lo ?? 0, hours) };
}

/** Whether an edit changed a field the calculation reads (another edit of the profile leaves it alone). */
export function summaryCalcFieldsChanged(prev: SummaryCalcFields, next: SummaryCalcFields): boolean {
  return (
    changed(prev.feels_like_hourly, next.feels_like_hourly) ||
    changed(prev.hours_per_week_range?.min, next.hours_per_week_range?.min) ||
    changed(prev.hours_per_week_range?.max, next.hours_per_week_range?.max) ||
    changed(prev.min_weekly_pay, next.min_weekly_pay)
  );
}

/**
 * Runs after a summary edit. Feels-like or hours changed → min_weekly_pay = feels-like × minimum hours (2 dp).
 * Otherwise weekly pay changed → hours = round(weekly ÷ feels-like) clamped to 0..168, widening the range.
 * Values empty or not above 0 are ignored; returns null when there is nothing to save.
 */
export function autoCalculateSummary(prev: SummaryCalcFields, next: SummaryCalcFields): SummaryCalcPayload | null {
  const hourly = positive(next.feels_like_hourly);
  const range = next.hours_per_week_range;
  const hoursChanged =
    changed(prev.hours_per_week_range?.min, range?.min) || changed(prev.hours_per_week_range?.max, range?.max);
  if (changed(prev.feels_like_hourly, next.feels_like_hourly) || hoursChanged) {
    const minHours = positive(range?.min);
    if (hourly === null || minHours === null) return null;
    const max = Math.max(positive(range?.max) ?? minHours, minHours);
    return {
      summary: {
        hours_per_week_range: { min: minHours, max },
        min_weekly_pay: round2(hourly * minHours),
        feels_like_hourly: hourly,
      },
    };
  }
  if (changed(prev.min_weekly_pay, next.min_weekly_pay)) {
    const weekly = positive(next.min_weekly_pay);
    if (weekly === null || hourly === null) return null;
    const hours = Math.min(MAX_HOURS_PER_WEEK, Math.max(0, Math.round(weekly / hourly)));
    return {
      summary: { hours_per_week_range: widenRange(range, hours), min_weekly_pay: weekly, feels_like_hourly: hourly },
    };
  }
  return null;
}

/** Turning No Guaranteed Hours on: saved at once. */
export function noGuaranteedHoursPatch() {
  return { shiftAndScheduling: { guaranteed_hours_allowed: true, guaranteed_hours_per_week: 0 } } as const;
}

/** One item counted by profile completeness: the field, its title and the editor that fills it. */
export interface CompletenessItem {
  key: string;
  title: string;
  path: string;
  component: DialogKind;
  pharmacyOnly?: boolean;
}

/**
 * What a complete profile has: every worker field the job comparison reads (one item per comparison row, titled by the
 * field catalogue), so a 100% profile never shows Missing on a job's rows. The NABP id counts for pharmacy only.
 */
export const COMPLETENESS_ITEMS: readonly CompletenessItem[] = COMPARISON_ROWS.map((r) => ({
  key: r.key,
  title: r.title,
  path: r.workerKey,
  component: r.component,
  ...(r.pharmacyOnly ? { pharmacyOnly: true } : {}),
}));

/**
 * Fields a worker answers by another field: "Any time off? No" answers "Requested time off" (no dates to give), so it is
 * not left missing for good.
 */
const ANSWERED_WHEN: Partial<Record<string, (profile: Partial<WorkerProfile>) => boolean>> = {
  'shiftAndScheduling.rto_dates': (p) => p.shiftAndScheduling?.rto_setting?.value === 'no',
};

/** How complete a profile is: whole percent (100 only when nothing is missing) and the missing items. */
export function profileCompleteness(profile: Partial<WorkerProfile>): {
  percent: number;
  missing: { key: string; title: string; component: DialogKind }[];
} {
  const pharmacy = isPharmacyProfession(profile.summary?.profession);
  const items = COMPLETENESS_ITEMS.filter((i) => !i.pharmacyOnly || pharmacy);
  const missing = items
    .filter((i) => isEmptyValue(getPath(profile, i.path)) && !ANSWERED_WHEN[i.path]?.(profile))
    .map(({ key, title, component }) => ({ key, title, component }));
  return { percent: Math.floor(((items.length - missing.length) / items.length) * 100), missing };
}

/** True when nothing is missing (the bonus banner is hidden). */
export function isProfileComplete(profile: Partial<WorkerProfile>): boolean {
  return profileCompleteness(profile).missing.length === 0;
}
