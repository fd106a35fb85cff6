// Ending an assignment early (issue 45): the reason codes, the contract's notice period (data, with its source), the
// refusals of an effective date, and what is still owed through the notice period, computed from the signed terms
// and the ledger of recorded weeks. Money in integer cents, durations in whole minutes, dates YYYY-MM-DD in the
// facility's calendar. Each amount names the contract clause it comes from.
import { addDaysToDate, weekStartOfDate } from '../pay';
import { ASSIGNMENT_END_MESSAGES as M } from './messages';

/** Why an assignment ends early. */
export const TERMINATION_REASONS = ['low_census', 'facility_closure', 'cause', 'worker_request', 'other'] as const;
export type TerminationReason = (typeof TERMINATION_REASONS)[number];
/** The reasons a worker gives notice with. */
export const WORKER_NOTICE_REASONS = ['worker_request', 'other'] as const satisfies readonly TerminationReason[];
/**
 * The reason the worker's standing preview reckons with, before any end is confirmed: what the organization ending the
 * assignment today would still owe her. Every reason of the organization but cause owes the same (terminationOwed).
 */
export const ORGANIZATION_END_PREVIEW_REASON: TerminationReason = 'low_census';
/** Reasons that need a note saying what they are. */
export const REASONS_NEEDING_NOTE: readonly TerminationReason[] = ['other'];

export type TerminationSide = 'organization' | 'worker';

/**
 * The notice period each contract termination policy states (the job's "Contract termination policy" term, spec
 * options), in calendar days. "Two weeks of guaranteed pay" is two weeks' notice paid in lieu: the same figure.
 */
export const NOTICE_POLICIES: Record<string, number> = {
  'Two weeks notice': 14,
  'Two weeks of guaranteed pay': 14,
  'One week notice': 7,
  'Termination without notice': 0,
};
/**
 * The notice period when the agreed terms state no termination policy: the organization's default termination policy
 * printed in every such contract ("Either side may end the assignment with two weeks' written notice",
 * onboarding/contract-content.ts DEFAULT_TERMINATION_POLICY).
 */
export const DEFAULT_NOTICE_DAYS = 14;

/** The contract's notice term: days and where it comes from. */
export interface NoticeTerm {
  days: number;
  /** The contract's wording it was read from. */
  source: string;
}

/** The notice term of the agreed terms (their termination policy), else the default with its source. */
export function noticeTermOf(terms: { location?: Record<string, unknown> } | null | undefined): NoticeTerm {
  const policy = terms?.location?.contract_termination_policy;
  if (typeof policy === 'string' && policy in NOTICE_POLICIES) return { days: NOTICE_POLICIES[policy], source: policy };
  return { days: DEFAULT_NOTICE_DAYS, source: M.clauses.defaultSource };
}

/** The terms of record the computation reads (a subset of the pay engine's AssignmentTerms). */
export interface TerminationTerms {
  start_date: string;
  end_date: string;
  workweek_starts_on: number;
  hourly_rate_cents: number;
  guaranteed_minutes_per_week: number;
  stipend_weekly_cents: number;
  scheduled_minutes_per_week: number;
  missed_shift_penalty_cents_per_hour: number;
}

/** One week of the ledger: its first day, status and the minutes recorded in it. */
export interface LedgerWeek {
  week_start: string;
  status: 'draft' | 'submitted' | 'approved' | 'disputed';
  worked_minutes: number;
}

export type OwedCode = 'GUARANTEE' | 'STIPEND' | 'NOTICE_PENALTY';

/** One amount still owed, with who owes it and the clause it comes from. */
export interface OwedLine {
  code: OwedCode;
  /** Who pays it: the organization (to the worker) or the worker (a penalty). */
  payer: TerminationSide;
  minutes: number;
  rate_cents: number;
  amount_cents: number;
  clause: string;
  /** The weeks (first days) the amount covers. */
  weeks: string[];
}

export interface TerminationOwed {
  notice_date: string;
  effective_date: string;
  notice_days: number;
  notice_source: string;
  /** The last day the notice period protects (never after the assignment's end). */
  protected_through: string;
  /** The notice days the ending falls short of (0 when notice was given in full). */
  short_days: number;
  lines: OwedLine[];
  owed_to_worker_cents: number;
  owed_by_worker_cents: number;
  /** Why nothing is owed, when the reason sets the notice aside (cause). */
  note: string | null;
}

const DAY_MS = 86_400_000;
/** Whole days from a to b (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The days (inclusive range) of [from, to] falling in each workweek, by week start. */
function daysByWeek(weekStartsOn: number, from: string, to: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let d = from; d <= to; d = addDaysToDate(d, 1)) {
    const w = weekStartOfDate(weekStartsOn, d);
    out.set(w, (out.get(w) ?? 0) + 1);
  }
  return out;
}

/**
 * Refusals of an effective date (the assignment's new last day), by field: before the start, after the end, or on or
 * before the last day of an approved week (nothing already approved changes). Null when the date is allowed.
 */
export function effectiveDateRefusal(
  terms: Pick<TerminationTerms, 'start_date' | 'end_date'>,
  weeks: readonly LedgerWeek[],
  effectiveDate: string,
): Record<string, string> | null {
  if (effectiveDate < terms.start_date) return { effective_date: M.errors.beforeStart(terms.start_date) };
  if (effectiveDate > terms.end_date) return { effective_date: M.errors.afterEnd(terms.end_date) };
  const approved = weeks
    .filter((w) => w.status === 'approved')
    .map((w) => w.week_start)
    .sort();
  const last = approved[approved.length - 1];
  if (last) {
    const lastDay = addDaysToDate(last, 6);
    if (effectiveDate <= lastDay) return { effective_date: M.errors.inApprovedWeek(last, lastDay) };
  }
  return null;
}

/**
 * What is still owed when an assignment ends on `effectiveDate` (its last day) after notice given on `noticeDate`.
 * The notice protects the days up to noticeDate + notice days (never past the contract's end); the days after the
 * effective date inside that period are "short".
 * - The organization ends it (any reason but cause or the worker's request): for each workweek touching the short days,
 *   the guaranteed minutes prorated by the week's assignment days up to the protected date, less the minutes already
 *   recorded in that week (the ledger), at the hourly rate; and the weekly stipend prorated by the short days.
 * - Cause: nothing; the notice does not apply.
 * - The worker's request: the contract's missed-shift penalty per hour on the scheduled hours of the short days,
 *   owed by the worker (nothing when the contract states no penalty).
 * Minutes are rounded once per week, cents once per line.
 */
export function terminationOwed(input: {
  terms: TerminationTerms;
  notice: NoticeTerm;
  reason: TerminationReason;
  noticeDate: string;
  effectiveDate: string;
  weeks: readonly LedgerWeek[];
}): TerminationOwed {
  const { terms, notice, reason, effectiveDate } = input;
  const noticeDate = maxDate(input.noticeDate, terms.start_date);
  const protectedThrough = minDate(addDaysToDate(noticeDate, notice.days), terms.end_date);
  const firstShort = addDaysToDate(effectiveDate, 1);
  const shortDays = Math.max(0, daysBetween(effectiveDate, protectedThrough));
  const base = {
    notice_date: input.noticeDate,
    effective_date: effectiveDate,
    notice_days: notice.days,
    notice_source: notice.source,
    protected_through: protectedThrough,
    short_days: shortDays,
  };
  const lines: OwedLine[] = [];
  if (reason === 'cause')
    return { ...base, lines, owed_to_worker_cents: 0, owed_by_worker_cents: 0, note: M.clauses.cause };
  if (shortDays > 0) {
    const short = daysByWeek(terms.workweek_starts_on, firstShort, protectedThrough);
    const weeks = [...short.keys()];
    if (reason === 'worker_request') {
      const minutes = Math.round((terms.scheduled_minutes_per_week * shortDays) / 7);
      if (terms.missed_shift_penalty_cents_per_hour > 0 && minutes > 0)
        lines.push({
          code: 'NOTICE_PENALTY',
          payer: 'worker',
          minutes,
          rate_cents: terms.missed_shift_penalty_cents_per_hour,
          amount_cents: Math.round((minutes * terms.missed_shift_penalty_cents_per_hour) / 60),
          clause: `${M.clauses.penalty(notice.days)}; ${M.clauses.notice(notice.days, notice.source)}`,
          weeks,
        });
    } else {
      const recorded = new Map(input.weeks.map((w) => [w.week_start, w.worked_minutes]));
      // The assignment's days of each touched week up to the protected date: the share of the week guaranteed.
      let minutes = 0;
      for (const w of weeks) {
        const from = maxDate(w, terms.start_date);
        const to = minDate(addDaysToDate(w, 6), protectedThrough);
        const days = daysBetween(from, to) + 1;
        const guaranteed = Math.round((terms.guaranteed_minutes_per_week * days) / 7);
        minutes += Math.max(0, guaranteed - (recorded.get(w) ?? 0));
      }
      if (minutes > 0)
        lines.push({
          code: 'GUARANTEE',
          payer: 'organization',
          minutes,
          rate_cents: terms.hourly_rate_cents,
          amount_cents: Math.round((minutes * terms.hourly_rate_cents) / 60),
          clause: `${M.clauses.guarantee(terms.guaranteed_minutes_per_week, notice.days)}; ${M.clauses.notice(notice.days, notice.source)}`,
          weeks,
        });
      if (terms.stipend_weekly_cents > 0)
        lines.push({
          code: 'STIPEND',
          payer: 'organization',
          minutes: 0,
          rate_cents: terms.stipend_weekly_cents,
          amount_cents: Math.round((terms.stipend_weekly_cents * shortDays) / 7),
          clause: `${M.clauses.stipend(notice.days)}; ${M.clauses.notice(notice.days, notice.source)}`,
          weeks,
        });
    }
  }
  const sum = (payer: TerminationSide) =>
    lines.filter((l) => l.payer === payer).reduce((s, l) => s + l.amount_cents, 0);
  return {
    ...base,
    lines,
    owed_to_worker_cents: sum('organization'),
    owed_by_worker_cents: sum('worker'),
    note: null,
  };
}

/** The reason a side may give, or a refusal naming the field. */
export function reasonRefusal(
  side: TerminationSide,
  reason: TerminationReason,
  note: string | null | undefined,
): Record<string, string> | null {
  if (side === 'worker' && !(WORKER_NOTICE_REASONS as readonly string[]).includes(reason))
    return { reason_code: M.errors.workerReason };
  if (REASONS_NEEDING_NOTE.includes(reason) && !note?.trim()) return { note: M.errors.noteRequired };
  return null;
}
