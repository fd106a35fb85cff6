// Statements of an assignment's weeks through the domain's pay engine (issue 44). The engine is pure; this file gives
// it what a week needs from its neighbours: the call-offs already used in the allowance's window and, for "8 and 80",
// the 14-day period's earlier week, and the terms in force that week (an accepted extension's from its effective date). An approved week's statement is stored with its version and never recomputed.
import {
  addDaysToDate,
  computeWeekStatement,
  weekStartOfDate,
  type AssignmentTerms,
  type WeekStatement,
  type WorkEntry,
} from '@/domain/pay';
import { termsInForce, type TermsAmendment } from '@/domain/offers';
import { daysBetweenDates } from './week-dates';

/** The workweek index of a week in the assignment (0: the week the start date falls in). */
export const weekIndex = (terms: AssignmentTerms, weekStart: string) =>
  Math.floor(daysBetweenDates(weekStartOfDate(terms.workweek_starts_on, terms.start_date), weekStart) / 7);

/**
 * Statements of weeks given by their entries (weekStart → entries), each computed on its own, in order, so the
 * allowance's window carries the call-offs of earlier weeks. Weeks not given count as having no entries.
 */
export function statementsOf(
  terms: AssignmentTerms,
  weeks: ReadonlyMap<string, WorkEntry[]>,
  /** Accepted extensions: from its effective date, a week is paid on the amended terms (domain termsInForce). */
  amendments: readonly TermsAmendment<AssignmentTerms>[] = [],
): Map<string, WeekStatement> {
  const out = new Map<string, WeekStatement>();
  const starts = [...weeks.keys()].sort();
  if (starts.length === 0) return out;
  const per = Math.max(1, terms.call_off_allowance.per_weeks);
  const first = weekStartOfDate(terms.workweek_starts_on, terms.start_date);
  // Every week from the window's first week of the earliest asked week, so used call-offs are counted.
  const from = addDaysToDate(first, Math.floor(Math.max(0, weekIndex(terms, starts[0])) / per) * per * 7);
  const last = starts[starts.length - 1];
  let used = 0;
  let windowOf = -1;
  for (let w = from; w <= last; w = addDaysToDate(w, 7)) {
    const idx = weekIndex(terms, w);
    const win = Math.floor(Math.max(0, idx) / per);
    if (win !== windowOf) {
      windowOf = win;
      used = 0;
    }
    const entries = weeks.get(w) ?? [];
    // "8 and 80": fixed 14-day periods from the assignment's first week; the second week reads the first.
    const prev = idx % 2 === 1 ? weeks.get(addDaysToDate(w, -7)) : undefined;
    const s = computeWeekStatement({
      terms: termsInForce(terms, amendments, w),
      week_start: w,
      entries,
      ...(terms.rule_set === 'federal_8_80' && prev ? { previous_entries: prev } : {}),
      call_offs_used_before: used,
    });
    used = Math.max(used, s.ledger.call_offs_used);
    if (weeks.has(w)) out.set(w, s);
  }
  return out;
}
