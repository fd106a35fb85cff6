// The years a date field may hold, by what the date is (issue 46: a date typed into WebKit's date field as 2027-01-15
// was saved as 0015-12-01, since every date field took any year). One rule here, used by the domain schemas that the
// forms and the server both validate with.
import { MESSAGES } from './messages';
import { isoDateSchema } from './common-schemas';

/** What a date is: work (a start, an end, a day off, a search's start), an expiry, or a past event (an issue date). */
export type DateKind = 'work' | 'expiry' | 'past';

/** The first year any date may be in, and how many years after this one a date of each kind may reach. */
export const DATE_RANGES: Record<DateKind, { minYear: number; yearsAhead: number; notAfterToday?: boolean }> = {
  work: { minYear: 1900, yearsAhead: 10 },
  expiry: { minYear: 1900, yearsAhead: 30 },
  past: { minYear: 1900, yearsAhead: 0, notAfterToday: true },
};

/** Today's date (UTC) as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * The words for a YYYY-MM-DD `value` outside its kind's range on `today`, or null (null also for a value that is not a
 * date: the format has its own message).
 */
export function dateRangeIssue(value: unknown, kind: DateKind, today: string = todayIso()): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const range = DATE_RANGES[kind];
  const year = Number(value.slice(0, 4));
  if (year < range.minYear) return MESSAGES.validation.dateYearFrom(range.minYear);
  if (range.notAfterToday && value.slice(0, 10) > today) return MESSAGES.validation.dateNotFuture;
  const lastYear = Number(today.slice(0, 4)) + range.yearsAhead;
  if (year > lastYear) return MESSAGES.validation.dateYearUpTo(lastYear);
  return null;
}

/** A YYYY-MM-DD date of `kind`, refused outside its range with the catalogue's words. */
export const datedSchema = (kind: DateKind) =>
  isoDateSchema.superRefine((value, ctx) => {
    const message = dateRangeIssue(value, kind);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
