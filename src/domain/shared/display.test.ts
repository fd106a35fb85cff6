import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DESCRIPTION_CLAMP_CHARS,
  DESCRIPTION_CLAMP_LINES,
  DEFAULT_AVATAR,
  appliedBadge,
  avatarUrl,
  formatDate,
  formatHoursPerWeek,
  formatHoursRange,
  formatBadgeCount,
  formatMoney,
  formatHourlyRate,
  formatCount,
  fullName,
  shouldClampDescription,
  showsAskRecruiterForDescription,
} from './display';

describe('hours per week', () => {
  it.each([
    [0, '0'],
    [40, '40'],
    [60, '60'],
    [60.5, '60+'],
    [61, '60+'],
    [168, '60+'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s → %j', (n, s) => {
    expect(formatHoursPerWeek(n)).toBe(s);
  });
  it('property: above 60 always shows 60+', () => {
    fc.assert(
      fc.property(fc.double({ min: 60.0001, max: 1e6, noNaN: true }), (n) => {
        expect(formatHoursPerWeek(n)).toBe('60+');
      }),
    );
  });
  it.each([
    [{ min: 36, max: 48 }, '36 - 48'],
    [{ min: 40, max: 72 }, '40 - 60+'],
    [{ min: 40, max: 40 }, '40'],
    [{ min: 40 }, '40'],
    [null, ''],
  ])('range %j → %j', (r, s) => {
    expect(formatHoursRange(r)).toBe(s);
  });
});

describe('dates as MMM d, yyyy', () => {
  it.each([
    ['2026-01-05', 'Jan 5, 2026'],
    ['2025-09-30', 'Sep 30, 2025'],
    ['2026-12-31T23:59:59Z', 'Dec 31, 2026'],
    ['2026-03-01T00:00:00.000Z', 'Mar 1, 2026'],
    [new Date(Date.UTC(2024, 1, 29)), 'Feb 29, 2024'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
  ])('%s → %j', (v, s) => expect(formatDate(v)).toBe(s));
});

describe('description clamp', () => {
  it('is 200 characters and 3 lines', () => {
    expect([DESCRIPTION_CLAMP_CHARS, DESCRIPTION_CLAMP_LINES]).toEqual([200, 3]);
  });
  it.each([
    [0, false],
    [199, false],
    [200, false],
    [201, true],
    [5000, true],
  ])('%i characters clamps: %s', (n, c) => {
    expect(shouldClampDescription('x'.repeat(n))).toBe(c);
  });
  it.each([
    [null, true],
    ['', true],
    ['   ', true],
    ['Great job', false],
  ])('no description %j shows Ask Recruiter: %s', (d, s) => {
    expect(showsAskRecruiterForDescription(d)).toBe(s);
  });
});

describe('money, names, badges', () => {
  it.each([
    [1246, '$1,246.00'],
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234567.891, '$1,234,567.89'],
    [null, ''],
    [-12.5, '-$12.50'],
    [1.005, '$1.01'],
    [0.995, '$1.00'],
    [999999.995, '$1,000,000.00'],
    [-0, '-$0.00'],
    [-0.001, '-$0.00'],
    [5e-7, '$0.00'],
  ])('%s → %s', (n, s) => expect(formatMoney(n)).toBe(s));
  // formatMoney writes what Intl's US-dollar formatter writes, without building one (its first construction is slow).
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  it('money reads as Intl.NumberFormat en-US USD writes it, for any amount', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 }).map((c) => c / 100);
    const thousandths = fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 1000);
    const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 });
    fc.assert(
      fc.property(fc.oneof(cents, thousandths, anyDouble), (n) => {
        expect(formatMoney(n)).toBe(usd.format(n));
      }),
      { numRuns: 5000 },
    );
  });
  it('counts read as toLocaleString en-US writes them', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.integer({ min: 0, max: 1_000_000 })), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
  it.each([
    [0, null],
    [1, '+ 1 Applied'],
    [12, '+ 12 Applied'],
    [null, null],
  ])('applied %s → %s', (n, s) => expect(appliedBadge(n)).toBe(s));
  it.each([
    [['Ann', 'Lee'], 'Ann Lee'],
    [[' Ann ', null], 'Ann'],
    [[null, 'Lee'], 'Lee'],
    [[{ first_name: 'Ann', last_name: 'Lee' }], 'Ann Lee'],
    [[null], ''],
  ] as const)('fullName(%j) → %j', (args, s) => expect(fullName(...(args as [never, never]))).toBe(s));
  it('avatar falls back to the default image', () => {
    expect(avatarUrl(null, 'https://cdn.example/')).toBe(DEFAULT_AVATAR);
    expect(avatarUrl('/u/1.png', 'https://cdn.example/')).toBe('https://cdn.example/u/1.png');
  });
});

describe('formatHourlyRate', () => {
  it.each([
    [50, '$50.00/hr'],
    [82.5, '$82.50/hr'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s → %s', (n, s) => expect(formatHourlyRate(n)).toBe(s));
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %s', (n, s) => expect(formatBadgeCount(n)).toBe(s));
});
