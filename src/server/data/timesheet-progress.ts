// A placement's timesheet status on list rows and board cards (issue 44), read as one column of the list's own page
// statement (a page still costs one statement): the placement's weeks that still need someone plus its latest week
// (timesheet_weeks_application_week_key), and the assignment's workweek and zone. Only Cleared and Working rows read it.
import { sql } from 'drizzle-orm';
import { weekStartFor, type AssignmentTerms } from '@/domain/pay';
import { timesheetProgress, type TimesheetProgress, type WeekBrief } from '@/domain/timesheets';
import { applications, assignments, timesheetWeeks } from '../db/schema';

const TIMED = sql`${applications.status} in ('Cleared', 'Working')`;

/** The columns a list's page statement selects for each row's timesheet status (the statement reads applications). */
export function timesheetProgressColumns() {
  return {
    timesheetClock: sql<{
      workweek_starts_on: number | null;
      time_zone: string | null;
    } | null>`case when ${TIMED} then (select json_build_object('workweek_starts_on', (asg.terms->>'workweek_starts_on')::int, 'time_zone', asg.terms->>'time_zone') from ${assignments} asg where asg.application_id = ${applications.id} and asg.terms is not null) end`,
    timesheetWeeks: sql<
      WeekBrief[] | null
    >`case when ${TIMED} then (select json_agg(json_build_object('week_start', tw.week_start, 'status', tw.status, 'worked_minutes', tw.worked_minutes)) from ${timesheetWeeks} tw where tw.application_id = ${applications.id} and (tw.status <> 'approved' or tw.week_start = (select max(l.week_start) from ${timesheetWeeks} l where l.application_id = ${applications.id} and l.status = 'approved'))) end`,
  };
}

/** The parts timesheetProgressColumns selects. */
export interface TimesheetProgressParts {
  timesheetClock: { workweek_starts_on: number | null; time_zone: string | null } | null;
  timesheetWeeks: WeekBrief[] | null;
}

/** A row's timesheet status at `now` (null outside Cleared and Working, or while the assignment's terms are open). */
export function timesheetProgressOf(r: TimesheetProgressParts, now: Date): TimesheetProgress | null {
  const c = r.timesheetClock;
  if (!c || c.workweek_starts_on === null || !c.time_zone) return null;
  const starts = c.workweek_starts_on as AssignmentTerms['workweek_starts_on'];
  const current = weekStartFor({ workweek_starts_on: starts, time_zone: c.time_zone }, now.toISOString());
  return timesheetProgress(r.timesheetWeeks ?? [], current);
}
