// The figures of hours and pay (issue 44): each formatted by one function, exactly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  facilityDate,
  facilityHhmm,
  formatCents,
  formatFacilityDateTime,
  formatFacilityTime,
  formatLocalTime,
  formatPayHours,
  formatRateCents,
  formatShiftDay,
  formatShiftLength,
  formatWeekDate,
} from './hours-format';

describe('hours and pay formatters', () => {
  it.each([
    [38250, '$382.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [123456789, '$1,234,567.89'],
    [-1250, '-$12.50'],
  ])('formatCents(%i) = %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it('formats a rate per hour', () => expect(formatRateCents(6750)).toBe('$67.50/h'));

  it.each([
    [510, '8.50'],
    [20, '0.33'],
    [480, '8.00'],
    [2400, '40.00'],
    [1, '0.02'],
  ])('formatPayHours(%i) = %s', (minutes, text) => expect(formatPayHours(minutes)).toBe(text));

  it.each([
    [510, '8 h 30 min'],
    [30, '30 min'],
    [480, '8 h'],
  ])('formatShiftLength(%i) = %s', (minutes, text) => expect(formatShiftLength(minutes)).toBe(text));

  it('shows instants in the facility zone, across a daylight-saving change', () => {
    // 2027-03-14 is the spring-forward Sunday in Los Angeles: 10:00 UTC is 3:00 AM PDT.
    expect(formatFacilityTime('2027-03-14T10:00:00Z', 'America/Los_Angeles')).toBe('3:00 AM');
    expect(formatFacilityTime('2027-03-13T10:00:00Z', 'America/Los_Angeles')).toBe('2:00 AM');
    expect(facilityHhmm('2027-03-14T22:05:00Z', 'America/Los_Angeles')).toBe('15:05');
    expect(facilityDate('2027-03-14T06:30:00Z', 'America/Los_Angeles')).toBe('2027-03-13');
  });

  it.each([
    ['00:05', '12:05 AM'],
    ['07:00', '7:00 AM'],
    ['12:30', '12:30 PM'],
    ['23:59', '11:59 PM'],
  ])('formatLocalTime(%s) = %s', (hhmm, text) => expect(formatLocalTime(hhmm)).toBe(text));

  it('shows a local date without a zone shift', () => expect(formatShiftDay('2027-03-01')).toBe('Mon, Mar 1'));

  it('writes every date and facility time as the en-US formatters do, from formatters built once', () => {
    const zones = ['America/New_York', 'America/Phoenix', 'Pacific/Honolulu', 'America/Los_Angeles'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 11, 31) }),
        fc.constantFrom(...zones),
        (ms, timeZone) => {
          const instant = new Date(ms).toISOString();
          const date = instant.slice(0, 10);
          const noon = new Date(`${date}T12:00:00Z`);
          expect(formatShiftDay(date)).toBe(
            noon.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }),
          );
          expect(formatWeekDate(date)).toBe(
            noon.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }),
          );
          const at = new Date(instant);
          expect(formatFacilityTime(instant, timeZone)).toBe(
            at.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
          );
          expect(facilityHhmm(instant, timeZone)).toBe(
            at.toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }),
          );
          expect(facilityDate(instant, timeZone)).toBe(at.toLocaleDateString('en-CA', { timeZone }));
          expect(formatFacilityDateTime(instant, timeZone)).toBe(
            at.toLocaleString('en-US', {
              timeZone,
              weekday: 'short',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
