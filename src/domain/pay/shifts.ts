// A workweek's entries as the engine sees them (issue 44): placed on their workday (the local date each starts in),
// reduced to hours worked, and priced at their straight-time rate.
import { PAY_CLAUSES as C, PAY_ERRORS, PAY_RULES as R } from './pay-messages';
import type { RuleSetData } from './rules';
import type { Shift } from './tiers';
import { daysBetween, localDateOf, weekStartOfDate } from './time';
import type { AssignmentTerms, PayLineCode, WeekInput, WorkEntry } from './types';
import { roundDiv } from './money';

export interface WorkedShift extends Shift {
  entry: WorkEntry;
  code: PayLineCode;
  /** What the shift's straight time pays an hour. */
  rate: number;
  /** What enters the regular rate for it an hour (a holiday premium of at least 1.5x does not). */
  rr_rate: number;
  rule: string;
  clause: string;
  holiday: boolean;
}

export const NO_RULES = (rule_set: RuleSetData['id']): RuleSetData => ({ id: rule_set, overtime: [], premiums: [] });

/** The minutes of an entry less its unpaid meal breaks (rest breaks are paid, 29 CFR 785.18-19). */
export function workedMinutes(entry: WorkEntry): number {
  const s = Date.parse(entry.start);
  const e = Date.parse(entry.end);
  let meal = 0;
  for (const b of entry.breaks) {
    if (b.kind !== 'meal') continue;
    meal += Math.max(0, Math.min(e, Date.parse(b.end)) - Math.max(s, Date.parse(b.start)));
  }
  return Math.floor((e - s - meal) / 60_000);
}

export function spanMinutes(entry: WorkEntry): number {
  return Math.floor((Date.parse(entry.end) - Date.parse(entry.start)) / 60_000);
}

export function isWorked(entry: WorkEntry, terms: AssignmentTerms): boolean {
  if (entry.kind === 'on_call') return entry.restricted ?? terms.on_call_restricted;
  return ['worked', 'sent_home_early', 'orientation', 'called_back'].includes(entry.kind);
}

export function toShift(
  entry: WorkEntry,
  day: number,
  date: string,
  terms: AssignmentTerms,
  contractor: boolean,
): WorkedShift {
  const base = { id: entry.id, entry, day, minutes: workedMinutes(entry), holiday: false };
  const hourly = terms.hourly_rate_cents;
  const straight = contractor ? R.contractor : R.straight;
  switch (entry.kind) {
    case 'orientation': {
      const rate = terms.orientation_rate_cents ?? hourly;
      return { ...base, code: 'ORIENT', rate, rr_rate: rate, rule: R.orientation, clause: C.orientation };
    }
    case 'called_back': {
      const rate = terms.call_back_rate_cents;
      const clause = C.callBack(terms.call_back_minimum_minutes);
      return { ...base, code: 'CALLBACK', rate, rr_rate: rate, rule: R.call_back, clause };
    }
    case 'on_call': {
      const rate = terms.on_call_rate_cents;
      return { ...base, code: 'ONCALL', rate, rr_rate: rate, rule: R.on_call_restricted, clause: C.onCall };
    }
    default: {
      if (terms.holidays.includes(date)) {
        const rate = terms.holiday_rate_cents ?? roundDiv(3 * hourly, 2);
        // A premium of at least 1.5x the straight rate is excluded from the regular rate (29 CFR 778.203).
        const rr_rate = 2 * rate >= 3 * hourly ? hourly : rate;
        return { ...base, code: 'HOL', rate, rr_rate, rule: R.holiday, clause: C.holiday, holiday: true };
      }
      return { ...base, code: 'REG', rate: hourly, rr_rate: hourly, rule: straight, clause: C.hourly };
    }
  }
}

export function guaranteeApplies(input: WeekInput): boolean {
  const { terms, week_start, entries } = input;
  const ex = terms.guarantee_excludes;
  if (terms.guaranteed_minutes_per_week <= 0) return false;
  if (ex.first_week && weekStartOfDate(terms.workweek_starts_on, terms.start_date) === week_start) return false;
  if (ex.last_week && weekStartOfDate(terms.workweek_starts_on, terms.end_date) === week_start) return false;
  if (ex.time_off_weeks.includes(week_start)) return false;
  if (ex.orientation_weeks && entries.some((e) => e.kind === 'orientation')) return false;
  return true;
}

/** Rest periods due for a span worked: one per 4 hours or major fraction, from 3.5 hours (Brinker, 2012). */
export function restPeriodsDue(minutes: number, rule: NonNullable<RuleSetData['rest_period']>): number {
  return minutes < rule.from ? 0 : 1 + Math.floor((minutes - 1 - rule.per / 2) / rule.per);
}

export interface Placed {
  entry: WorkEntry;
  day: number;
  date: string;
}

export function place(
  entries: readonly WorkEntry[],
  terms: AssignmentTerms,
  week_start: string,
  check: boolean,
): Placed[] {
  const placed = entries.map((entry) => {
    if (!(Date.parse(entry.end) > Date.parse(entry.start))) throw new RangeError(PAY_ERRORS.endBeforeStart(entry.id));
    const date = localDateOf(terms.time_zone, entry.start);
    const day = daysBetween(week_start, date);
    if (check && (day < 0 || day > 6)) throw new RangeError(PAY_ERRORS.outsideWeek(entry.id, week_start));
    return { entry, day, date };
  });
  return placed.sort((a, b) => Date.parse(a.entry.start) - Date.parse(b.entry.start));
}
