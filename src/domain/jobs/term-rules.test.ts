// The rules of dates and hours kept by jobs, offers and profiles (term-rules.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '../shared/messages';
import {
  counterIssues,
  derivedHoursPerWeek,
  endsBeforeStart,
  profileScheduleIssues,
  termRuleIssues,
} from './term-rules';

describe('endsBeforeStart', () => {
  it.each([
    ['2026-11-17', '2026-10-01', true],
    ['2026-11-17', '2026-11-17', false],
    ['2026-11-17', '2026-11-18', false],
    ['asap', '2026-10-01', false],
    [undefined, '2026-10-01', false],
    ['2026-11-17', undefined, false],
  ])('start %s, end %s → %s', (start, end, expected) => {
    expect(endsBeforeStart(start, end)).toBe(expected);
  });

  it('agrees with comparing the days for any two dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        expect(endsBeforeStart(day(a), day(b))).toBe(b < a);
      }),
    );
  });
});

describe('termRuleIssues', () => {
  it('refuses the offer that was sent with End Oct 1 after Start Nov 17', () => {
    expect(termRuleIssues({ schedule: { start_date: '2026-11-17', end_date: '2026-10-01' } })).toEqual([
      { path: ['schedule', 'end_date'], message: MESSAGES.validation.endBeforeStart },
    ]);
  });

  it('refuses 40 hours a week with 3 shifts of 12 hours, and names the 36 they make', () => {
    expect(termRuleIssues({ hours: { hours_per_week: 40, hours_per_shift: 12, shifts_per_week: 3 } })).toEqual([
      { path: ['hours', 'hours_per_week'], message: MESSAGES.validation.hoursPerWeekMismatch(36) },
    ]);
    expect(termRuleIssues({ hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3 } })).toEqual([]);
    expect(termRuleIssues({ hours: { hours_per_week: 40, hours_per_shift: 12 } })).toEqual([]);
  });

  it('works out hours per week exactly (7.5 × 5 = 37.5)', () => {
    expect(derivedHoursPerWeek(7.5, 5)).toBe(37.5);
    expect(derivedHoursPerWeek(12, undefined)).toBeNull();
  });
});

describe('profileScheduleIssues and counterIssues', () => {
  it('refuses an availability that ends before it starts; "asap" has no end before it', () => {
    expect(profileScheduleIssues({ start_date_setting: '2027-03-01', end_date_setting: '2027-02-01' })).toEqual([
      { path: ['shiftAndScheduling', 'end_date_setting'], message: MESSAGES.validation.endBeforeStart },
    ]);
    expect(profileScheduleIssues({ start_date_setting: 'asap', end_date_setting: '2027-02-01' })).toEqual([]);
  });

  it('a counter may not name the facility or its location', () => {
    expect(counterIssues({ location: { city: 'Austin', facility: 'Dell Seton' } })).toEqual([
      { path: ['location', 'city'], message: MESSAGES.validation.counterFixedTerm },
      { path: ['location', 'facility'], message: MESSAGES.validation.counterFixedTerm },
    ]);
    expect(counterIssues({})).toEqual([]);
  });
});
