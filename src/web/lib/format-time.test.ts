import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLocalDateTime, formatLocalTime } from './format-time';

/** What the chat showed before, with the browser's own formatters. */
function viaIntl(iso: string, now: Date): string {
  const d = new Date(iso);
  const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (d.toDateString() === now.toDateString()) return time;
  const date = d.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(d.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date} ${time}`;
}

describe('formatLocalTime', () => {
  const now = new Date(2026, 10, 26, 14, 30);
  it.each([
    [new Date(2026, 10, 26, 15, 5), '3:05 PM'],
    [new Date(2026, 10, 26, 0, 7), '12:07 AM'],
    [new Date(2026, 10, 26, 12, 0), '12:00 PM'],
    [new Date(2026, 0, 5, 9, 41), 'Jan 5 9:41 AM'],
    [new Date(2025, 11, 31, 23, 59), 'Dec 31, 2025 11:59 PM'],
  ])('%s → %s', (d, text) => expect(formatLocalTime(d.toISOString(), now)).toBe(text));

  it('reads as the en-US date and time formatters write it, for any moment and any day', () => {
    const moment = fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true });
    fc.assert(
      fc.property(moment, moment, fc.boolean(), (d, other, sameDay) => {
        // Half the runs read "now" on the message's own day (the time alone), half on any other.
        const today = sameDay ? new Date(d.getFullYear(), d.getMonth(), d.getDate(), other.getHours()) : other;
        expect(formatLocalTime(d.toISOString(), today)).toBe(viaIntl(d.toISOString(), today));
      }),
      { numRuns: 400 },
    );
  });
});

describe('formatLocalDateTime', () => {
  it('writes the date and the time in full, as the en-US formatters write them, for any moment', () => {
    const moment = fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true });
    fc.assert(
      fc.property(moment, (d) => {
        const date = d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
        const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
        expect(formatLocalDateTime(d.toISOString())).toBe(`${date} ${time}`);
      }),
      { numRuns: 400 },
    );
  });
});
