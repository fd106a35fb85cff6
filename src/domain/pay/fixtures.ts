// Terms and entries for examples and tests of the pay engine (issue 44): plain data, no rule of its own.
import { addDaysToDate, localShiftToInstants } from './time';
import type { AssignmentTerms, BreakInput, EntryKind, WorkEntry } from './types';

/** Assignment terms with everything extra switched off: a plain hourly W-2 contract under the federal rule. */
export function termsFor(overrides: Partial<AssignmentTerms> = {}): AssignmentTerms {
  return {
    rule_set: 'federal',
    workweek_starts_on: 0,
    time_zone: 'America/Los_Angeles',
    start_date: '2025-01-05',
    end_date: '2027-12-31',
    hourly_rate_cents: 1200,
    overtime_rate_cents: null,
    double_time_rate_cents: null,
    holiday_rate_cents: null,
    holidays: [],
    on_call_rate_cents: 0,
    on_call_restricted: false,
    call_back_rate_cents: 0,
    call_back_minimum_minutes: 0,
    orientation_rate_cents: null,
    guaranteed_minutes_per_week: 0,
    guarantee_excludes: { first_week: false, last_week: false, time_off_weeks: [], orientation_weeks: false },
    call_off_allowance: { shifts: 0, per_weeks: 13 },
    cancellation_notice_hours: 0,
    cancellation_pay_minutes: 0,
    missed_shift_penalty_cents_per_hour: 0,
    stipend_weekly_cents: 0,
    stipend_prorated: false,
    scheduled_minutes_per_week: 2400,
    classification: 'w2',
    auto_approve_hours: null,
    ...overrides,
  };
}

let counter = 0;

/** A shift from local HH:MM to HH:MM on a local date in the zone (crossing midnight when end <= start). */
export function shiftOn(
  date: string,
  start: string,
  end: string,
  extra: Partial<Omit<WorkEntry, 'start' | 'end'>> & { kind?: EntryKind; zone?: string; meal?: [string, string] } = {},
): WorkEntry {
  const { zone = 'America/Los_Angeles', meal, ...rest } = extra;
  const span = localShiftToInstants(zone, date, start, end);
  const breaks: BreakInput[] = [];
  if (meal) {
    const m = localShiftToInstants(zone, date, meal[0], meal[1]);
    // A meal after midnight of a night shift is on the next day.
    if (Date.parse(m.start) < Date.parse(span.start)) {
      const next = localShiftToInstants(zone, addDaysToDate(date, 1), meal[0], meal[1]);
      breaks.push({ ...next, kind: 'meal' });
    } else breaks.push({ ...m, kind: 'meal' });
  }
  counter += 1;
  return { id: `e${counter}`, kind: 'worked', ...span, breaks, ...rest };
}
