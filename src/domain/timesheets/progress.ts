// A placement's timesheet status where the recruiter and the organization look (issue 44): the Cleared and Working list
// rows and board cards say which week needs someone (disputed, due, submitted) or how this week is going, with its
// hours. One function reads it from the placement's weeks; the server's list statement selects those weeks.
import { z } from 'zod';
import { HOURS_MESSAGES as M } from '../hours/hours-messages';
import { formatPayHours, formatWeekDate } from '../hours/hours-format';
import type { WeekStatus } from './api-schemas';

/** What a list row says of a placement's timesheets, most pressing first. */
export const TIMESHEET_PROGRESS_STATES = [
  'disputed',
  'due',
  'submitted',
  'in_progress',
  'approved',
  'not_started',
] as const;
export type TimesheetProgressState = (typeof TIMESHEET_PROGRESS_STATES)[number];

/** A list row's or board card's timesheet status (Cleared and Working placements with complete terms). */
export const timesheetProgressSchema = z.object({
  state: z.enum(TIMESHEET_PROGRESS_STATES),
  /** The week it speaks of (the workweek's first day). */
  week_start: z.string(),
  /** That week's minutes recorded so far. */
  minutes: z.number().int(),
  /** "This week: 24.50 h so far", "Timesheet disputed: week of Mar 7, 2027, 36.00 h". */
  summary: z.string(),
});
export type TimesheetProgress = z.infer<typeof timesheetProgressSchema>;

/** One stored week of a placement, as the list reads it. */
export interface WeekBrief {
  week_start: string;
  status: WeekStatus;
  worked_minutes: number;
}

const earliest = (weeks: readonly WeekBrief[]) =>
  weeks.reduce<WeekBrief | null>((a, w) => (a === null || w.week_start < a.week_start ? w : a), null);

/**
 * The timesheet status of a placement from its weeks, seen in the workweek starting `currentWeekStart`: a disputed
 * week first (the worker must fix it), then a past week with hours never submitted (due), then a week waiting for
 * approval; otherwise this week's hours so far, or the last approved week when this one has none yet.
 */
export function timesheetProgress(weeks: readonly WeekBrief[], currentWeekStart: string): TimesheetProgress {
  const of = (state: TimesheetProgressState, w: WeekBrief): TimesheetProgress => {
    const week = formatWeekDate(w.week_start);
    const hours = formatPayHours(w.worked_minutes);
    const summary =
      state === 'in_progress'
        ? M.listStatus.inProgress(hours)
        : state === 'not_started'
          ? M.listStatus.notStarted
          : M.listStatus[state](week, hours);
    return { state, week_start: w.week_start, minutes: w.worked_minutes, summary };
  };
  const disputed = earliest(weeks.filter((w) => w.status === 'disputed'));
  if (disputed) return of('disputed', disputed);
  const due = earliest(
    weeks.filter((w) => w.status === 'draft' && w.week_start < currentWeekStart && w.worked_minutes > 0),
  );
  if (due) return of('due', due);
  const submitted = earliest(weeks.filter((w) => w.status === 'submitted'));
  if (submitted) return of('submitted', submitted);
  const current = weeks.find((w) => w.week_start === currentWeekStart);
  if (current && current.worked_minutes > 0)
    return of(current.status === 'approved' ? 'approved' : 'in_progress', current);
  const approved = weeks
    .filter((w) => w.status === 'approved' && w.week_start < currentWeekStart)
    .reduce<WeekBrief | null>((a, w) => (a === null || w.week_start > a.week_start ? w : a), null);
  if (approved) return of('approved', approved);
  return of('not_started', { week_start: currentWeekStart, status: 'draft', worked_minutes: 0 });
}
