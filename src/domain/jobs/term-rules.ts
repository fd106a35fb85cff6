// The rules of dates and hours shared by a job, an offer (and its counter) and a worker profile, in one place: the
// domain schemas refuse with them (so the forms and the server refuse the same payloads with the same words) and the
// server checks the terms an offer leaves in force with the same functions.
import { MESSAGES } from '../shared/messages';
import { productCents, toCents } from '../offers/pay';
import { dateRangeIssue } from '../shared/date-range';

/** A rule broken by a payload: where (path inside the payload) and the words shown there. */
export interface TermIssue {
  path: string[];
  message: string;
}

/** True when both dates are ISO dates (YYYY-MM-DD…) and the end falls before the start. */
export function endsBeforeStart(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string') return false;
  const s = start.slice(0, 10);
  const e = end.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && /^\d{4}-\d{2}-\d{2}$/.test(e) && e < s;
}

/** Hours per week worked out from hours per shift × shifts per week (null unless both are above 0). */
export function derivedHoursPerWeek(hoursPerShift: unknown, shiftsPerWeek: unknown): number | null {
  if (typeof hoursPerShift !== 'number' || typeof shiftsPerWeek !== 'number') return null;
  if (!(hoursPerShift > 0) || !(shiftsPerWeek > 0)) return null;
  return productCents(hoursPerShift, shiftsPerWeek) / 100;
}

interface DatedTerms {
  hours?: { hours_per_week?: unknown; hours_per_shift?: unknown; shifts_per_week?: unknown } | undefined;
  schedule?: { start_date?: unknown; end_date?: unknown; rto_dates?: unknown } | undefined;
}

/** Work dates (a start, an end, days off) outside the years a work date may be in (shared/date-range.ts). */
function workDateRangeIssues(dates: [string[], unknown][]): TermIssue[] {
  const issues: TermIssue[] = [];
  for (const [path, value] of dates)
    for (const [i, v] of (Array.isArray(value) ? value : [value]).entries()) {
      const message = dateRangeIssue(v, 'work');
      if (message) issues.push({ path: Array.isArray(value) ? [...path, String(i)] : path, message });
    }
  return issues;
}

/** The date rules of a job's or an offer's terms: dates in a sane range, the end date on or after the start date. */
export function termDateIssues(terms: DatedTerms | null | undefined): TermIssue[] {
  const s = terms?.schedule;
  const ranges = workDateRangeIssues([
    [['schedule', 'start_date'], s?.start_date],
    [['schedule', 'end_date'], s?.end_date],
    [['schedule', 'rto_dates'], s?.rto_dates],
  ]);
  return endsBeforeStart(s?.start_date, s?.end_date)
    ? [...ranges, { path: ['schedule', 'end_date'], message: MESSAGES.validation.endBeforeStart }]
    : ranges;
}

/** The hours rule: hours per week, sent with hours per shift and shifts per week, equals their product. */
export function termHoursIssues(terms: DatedTerms | null | undefined): TermIssue[] {
  const h = terms?.hours;
  const derived = derivedHoursPerWeek(h?.hours_per_shift, h?.shifts_per_week);
  return derived !== null && typeof h?.hours_per_week === 'number' && toCents(h.hours_per_week) !== toCents(derived)
    ? [{ path: ['hours', 'hours_per_week'], message: MESSAGES.validation.hoursPerWeekMismatch(derived) }]
    : [];
}

/** The date and hours rules of a job's or an offer's terms (termDateIssues, then termHoursIssues). */
export function termRuleIssues(terms: DatedTerms | null | undefined): TermIssue[] {
  return [...termDateIssues(terms), ...termHoursIssues(terms)];
}

/** The date rules of a worker profile's availability (start may be "asap", which no end precedes). */
export function profileScheduleIssues(
  s: { start_date_setting?: unknown; end_date_setting?: unknown; rto_dates?: unknown } | null | undefined,
): TermIssue[] {
  const ranges = workDateRangeIssues([
    [['shiftAndScheduling', 'start_date_setting'], s?.start_date_setting],
    [['shiftAndScheduling', 'end_date_setting'], s?.end_date_setting],
    [['shiftAndScheduling', 'rto_dates'], s?.rto_dates],
  ]);
  return endsBeforeStart(s?.start_date_setting, s?.end_date_setting)
    ? [...ranges, { path: ['shiftAndScheduling', 'end_date_setting'], message: MESSAGES.validation.endBeforeStart }]
    : ranges;
}

/** The terms a counter offer may not change: the facility and its location (a worker counters pay, hours, dates). */
export const COUNTER_FIXED_GROUPS = ['location'] as const;

/** The issues of a worker's counter that names a term it may not change (any location field). */
export function counterIssues(terms: { location?: Record<string, unknown> } | null | undefined): TermIssue[] {
  const keys = Object.keys(terms?.location ?? {});
  return keys.map((k) => ({ path: ['location', k], message: MESSAGES.validation.counterFixedTerm }));
}

/** The part of a zod refinement context that reportIssues uses. */
interface IssueSink {
  addIssue(issue: { code: 'custom'; path: string[]; message: string }): void;
}

/** Adds issues to a zod refinement context, under `prefix`. */
export function reportIssues(ctx: IssueSink, issues: TermIssue[], prefix: string[] = []): void {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [...prefix, ...i.path], message: i.message });
}

/**
 * Refinement options that judge the dates and hours even when other fields are missing or wrong, so a form names every
 * broken rule at once (the rules read their fields defensively and ignore values of the wrong type).
 */
export const EVEN_WITH_OTHER_ISSUES = { when: () => true };
