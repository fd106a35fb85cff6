// The rules of dates and hours shared by a job, an offer (and its counter) and a worker profile, in one place: the
// domain schemas refuse with them (so the forms and the server refuse the same payloads with the same words) and the
// server checks the terms an offer leaves in force with the same functions.
import { MESSAGES } from '../shared/messages';
import { productCents, toCents } from '../offers/pay';

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
  schedule?: { start_date?: unknown; end_date?: unknown } | undefined;
}

/** The date rule of a job's or an offer's terms: the end date on or after the start date. */
export function termDateIssues(terms: DatedTerms | null | undefined): TermIssue[] {
  return endsBeforeStart(terms?.schedule?.start_date, terms?.schedule?.end_date)
    ? [{ path: ['schedule', 'end_date'], message: MESSAGES.validation.endBeforeStart }]
    : [];
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

/** The date rule of a worker profile's availability (start may be "asap", which no end precedes). */
export function profileScheduleIssues(
  s: { start_date_setting?: unknown; end_date_setting?: unknown } | null | undefined,
): TermIssue[] {
  return endsBeforeStart(s?.start_date_setting, s?.end_date_setting)
    ? [{ path: ['shiftAndScheduling', 'end_date_setting'], message: MESSAGES.validation.endBeforeStart }]
    : [];
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
