import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GSA_PER_DIEM,
  withDerivedPay,
  jobStipendFlag,
  feelsLikeHourly,
  gsaRateOn,
  isStipendAboveGsa,
  overtimeMinimum,
  positive,
  round2,
  stipendFlag,
  weeklyFromHourly,
} from './pay';

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [0, 0],
    [-0, 0],
    [1246, 1246],
    [0.1 + 0.2, 0.3],
    [123.456, 123.46],
    [1e-7, 0],
  ])('%s → %s', (n, r) => {
    expect(Object.is(round2(n), r) || round2(n) === r).toBe(true);
  });
  it('property: at most 2 decimals and within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (n) => {
        const r = round2(n);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(r * 100)) && Math.abs(r * 100 - Math.round(r * 100)) < 1e-6).toBe(true);
      }),
    );
  });
  it('property: idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (n) => {
        expect(round2(round2(n))).toBe(round2(n));
      }),
    );
  });
});

describe('pay arithmetic', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    ['5', null],
    [2, 2],
  ])('positive(%j) = %j', (v, r) => expect(positive(v)).toBe(r));

  it.each([
    [1800, 1246, 36, 84.61],
    [2000, 0, 40, 50],
    [0, 1246, 36, 34.61],
    [1800, 1246, 0, null],
    [null, null, 36, null],
    [1800, 1246, -5, null],
  ])('feels like (%s + %s) / %s = %s', (tw, st, h, r) => expect(feelsLikeHourly(tw, st, h)).toBe(r));

  it.each([
    [50, 36, 1800],
    [33.333, 36, 1199.99],
    [50, 0, null],
    [0, 36, null],
  ])('weekly from %s × %s = %s', (h, hrs, r) => expect(weeklyFromHourly(h, hrs)).toBe(r));
  it.each([
    [40, 60],
    [33.33, 50],
    [0, null],
    [null, null],
  ])('overtime minimum of %s = %s', (h, r) => expect(overtimeMinimum(h)).toBe(r));

  it('property: feels-like × hours recovers the weekly total within rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 168 }),
        (tw, st, h) => {
          const f = feelsLikeHourly(tw, st, h)!;
          expect(Math.abs(f * h - (tw + st))).toBeLessThanOrEqual(0.005 * h + 1e-6);
        },
      ),
    );
  });

  it('property: overtime is never below the taxable hourly rate', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1000, noNaN: true }), (h) => {
        expect(overtimeMinimum(h)!).toBeGreaterThanOrEqual(round2(h));
      }),
    );
  });

  it('derives pay from the inputs only: stored or sent derived values never win', () => {
    expect(
      withDerivedPay({ pay: { hourly_rate: 50, non_taxable_weekly: 1246 }, hours: { hours_per_week: 36 } }),
    ).toEqual({
      pay: {
        hourly_rate: 50,
        non_taxable_weekly: 1246,
        taxable_weekly: 1800,
        weekly_rate: 3046,
        feels_like_hourly: 84.61,
      },
      hours: { hours_per_week: 36 },
    });
    // The audit's case: a counter of 60/h for 36 h carrying a stale taxable weekly of 1872 and weekly pay of 3601.
    const counter = withDerivedPay({
      pay: {
        hourly_rate: 60,
        taxable_weekly: 1872,
        non_taxable_weekly: 1100,
        weekly_rate: 3601,
        feels_like_hourly: 90,
      },
      hours: { hours_per_week: 36 },
    });
    expect(counter.pay).toEqual({
      hourly_rate: 60,
      non_taxable_weekly: 1100,
      taxable_weekly: 2160,
      weekly_rate: 3260,
      feels_like_hourly: 90.56,
    });
    // Without hours nothing can be derived, and a stored derived value is not shown instead.
    expect(withDerivedPay({ pay: { hourly_rate: 50, weekly_rate: 4000 } })).toEqual({ pay: { hourly_rate: 50 } });
    expect(withDerivedPay({})).toEqual({});
  });
});

describe('GSA per-diem flag (issue 12)', () => {
  it('keeps FY2025 and FY2026 standard CONUS rates as dated data with a source', () => {
    expect(GSA_PER_DIEM.rates.map((r) => [r.fiscalYear, r.lodging, r.mie, r.daily, r.weekly])).toEqual([
      ['FY2025', 110, 68, 178, 1246],
      ['FY2026', 110, 68, 178, 1246],
    ]);
    for (const r of GSA_PER_DIEM.rates) expect(r.daily * 7).toBe(r.weekly);
    expect(GSA_PER_DIEM.source).toMatch(/gsa\.gov/);
    expect(GSA_PER_DIEM.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['2024-10-01', 'FY2025'],
    ['2025-09-30', 'FY2025'],
    ['2025-10-01', 'FY2026'],
    ['2030-01-01', 'FY2026'],
    [undefined, 'FY2026'],
  ])('rate on %s is %s', (d, fy) => {
    expect(gsaRateOn(d).fiscalYear).toBe(fy);
  });

  it.each([
    [1246, false],
    [1246.01, true],
    [1500, true],
    [0, false],
    [null, false],
    [-2000, false],
  ])('stipend %s above GSA: %s', (s, above) => {
    expect(isStipendAboveGsa(s)).toBe(above);
    expect(stipendFlag(s)).toBe(above ? 'above the standard federal per-diem limit' : null);
  });

  it('flags a job or offer by its stipend', () => {
    expect(jobStipendFlag({ pay: { non_taxable_weekly: 1400 }, schedule: { start_date: '2026-03-02' } })).toBe(
      'above the standard federal per-diem limit',
    );
    expect(jobStipendFlag({ pay: { non_taxable_weekly: 1246 }, date_posted: '2025-01-01T00:00:00Z' })).toBeNull();
    expect(jobStipendFlag({})).toBeNull();
  });
});
