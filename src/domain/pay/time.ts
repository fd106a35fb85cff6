// Days and weeks in the facility's time zone, through @date-fns/tz (no hand-written offset arithmetic).
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { PAY_ERRORS } from './pay-messages';
import type { AssignmentTerms } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A YYYY-MM-DD date as a Date at local midnight (what date-fns's parseISO gives for a date, without its cost). */
const calendar = (date: string) =>
  new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** YYYY-MM-DD of a date's own calendar fields (a TZDate's are the zone's). */
const ymd = (d: Date) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local calendar date (YYYY-MM-DD) an instant falls on in the zone. */
export function localDateOf(time_zone: string, instant: string): string {
  return ymd(new TZDate(Date.parse(instant), time_zone));
}

/** Calendar arithmetic on a YYYY-MM-DD date (no zone involved). */
export function addDaysToDate(date: string, days: number): string {
  return ymd(addDays(calendar(date), days));
}

/** Whole days from a to b (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The first day (local YYYY-MM-DD) of the workweek an instant falls in. */
export function weekStartFor(
  terms: Pick<AssignmentTerms, 'workweek_starts_on' | 'time_zone'>,
  instant: string,
): string {
  const local = new TZDate(Date.parse(instant), terms.time_zone);
  const back = (local.getDay() - terms.workweek_starts_on + 7) % 7;
  return addDaysToDate(ymd(local), -back);
}

/** The workweek start of a local date. */
export function weekStartOfDate(workweek_starts_on: number, date: string): string {
  const day = calendar(date).getDay();
  return addDaysToDate(date, -((day - workweek_starts_on + 7) % 7));
}

function localInstant(time_zone: string, date: string, hhmm: string): number {
  const d = calendar(date);
  const m = HHMM.exec(hhmm);
  if (!m) throw new RangeError(PAY_ERRORS.badTime(hhmm));
  const local = new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), Number(m[1]), Number(m[2]), time_zone);
  // A wall time skipped when clocks move forward does not exist; refuse it rather than guess. A repeated wall time
  // (clocks move back) is its first occurrence.
  if (local.getHours() !== Number(m[1]) || local.getMinutes() !== Number(m[2]))
    throw new RangeError(PAY_ERRORS.nonexistentTime(hhmm, date, time_zone));
  return local.getTime();
}

/**
 * A shift given as local wall-clock times on a local date, as UTC instants. The end is on the next day when it is at
 * or before the start (a night shift crossing midnight); the minutes between are real minutes, so a shift across a
 * daylight-saving change counts one hour more or less than its wall-clock span. Throws a RangeError for a wall time
 * that does not exist that day (skipped when clocks move forward).
 */
export function localShiftToInstants(
  time_zone: string,
  date: string,
  start: string,
  end: string,
): { start: string; end: string } {
  if (!DATE.test(date)) throw new RangeError(PAY_ERRORS.badDate(date));
  const s = localInstant(time_zone, date, start);
  const endDate = end <= start ? addDaysToDate(date, 1) : date;
  const e = localInstant(time_zone, endDate, end);
  return { start: new Date(s).toISOString(), end: new Date(e).toISOString() };
}

/** Whole minutes between two instants (rounded down: seconds are not paid). */
export function minutesBetween(start: string, end: string): number {
  return Math.floor((Date.parse(end) - Date.parse(start)) / 60_000);
}
