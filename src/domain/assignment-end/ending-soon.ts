// "Ending soon" (issue 45): one rule for the worker's next-job suggestions and the recruiter's list.
import { addDaysToDate } from '../pay';

/** Days before the end date when an assignment is "ending soon" (four weeks). */
export const ENDING_SOON_DAYS = 28;

/**
 * True when the assignment ends within ENDING_SOON_DAYS of `today` (and has not ended), or at once when it was ended
 * early (a termination or the worker's notice).
 */
export function isEndingSoon(f: { endDate: string | null | undefined; today: string; terminated: boolean }): boolean {
  if (f.terminated) return true;
  if (!f.endDate) return false;
  return f.today <= f.endDate && f.today >= addDaysToDate(f.endDate, -ENDING_SOON_DAYS);
}

/**
 * True when an assignment is finished: past its end date, with the week holding the end date approved (and every
 * recorded week approved), so it moves to Done through the one writer.
 */
export function isFinished(f: {
  endDate: string;
  today: string;
  lastWeekStart: string;
  weeks: readonly { week_start: string; status: string }[];
}): boolean {
  if (f.today <= f.endDate) return false;
  const last = f.weeks.find((w) => w.week_start === f.lastWeekStart);
  return Boolean(last && last.status === 'approved' && f.weeks.every((w) => w.status === 'approved'));
}
