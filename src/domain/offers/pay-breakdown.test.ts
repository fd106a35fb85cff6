import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payBreakdown } from './pay';

describe('payBreakdown', () => {
  it('derives taxable weekly, feels like and overtime from hourly, hours and stipend (rounded to cents)', () => {
    expect(payBreakdown({ hourly_rate: 45.555, non_taxable_weekly: 1246 }, 36, '2026-01-05')).toEqual({
      taxableHourly: 45.555,
      taxableWeekly: 1639.98,
      stipendWeekly: 1246,
      weeklyTotal: 2885.98,
      hoursPerWeek: 36,
      feelsLikeHourly: 80.17,
      overtimeRate: 68.33,
      overtimeMinimum: 68.33,
      overtimeBelowMinimum: false,
      stipendFlag: null,
      gsaWeeklyMaximum: 1246,
    });
  });
  it('flags a stipend above the GSA weekly maximum ($1,246), not one at it', () => {
    expect(payBreakdown({ hourly_rate: 50, non_taxable_weekly: 1246.01 }, 40).stipendFlag).toBe(
      'above the standard federal per-diem limit',
    );
    expect(payBreakdown({ hourly_rate: 50, non_taxable_weekly: 1246 }, 40).stipendFlag).toBeNull();
  });
  it('flags a stated overtime rate below 1.5 × taxable hourly (never the feels-like rate)', () => {
    const b = payBreakdown({ hourly_rate: 40, non_taxable_weekly: 1200, overtime_rate: 59.99 }, 40);
    expect(b).toMatchObject({
      overtimeRate: 59.99,
      overtimeMinimum: 60,
      overtimeBelowMinimum: true,
      feelsLikeHourly: 70,
    });
  });
  it('ignores stored derived values: taxable weekly, weekly total and feels like come from the inputs', () => {
    expect(
      payBreakdown(
        { hourly_rate: 60, taxable_weekly: 1872, non_taxable_weekly: 900, weekly_rate: 3601, feels_like_hourly: 999 },
        36,
      ),
    ).toMatchObject({ taxableHourly: 60, taxableWeekly: 2160, weeklyTotal: 3060, feelsLikeHourly: 85 });
    // A taxable weekly without an hourly rate is not an input: nothing is derived from it.
    expect(payBreakdown({ taxable_weekly: 1800, non_taxable_weekly: 900 }, 36)).toMatchObject({
      taxableHourly: null,
      taxableWeekly: null,
      weeklyTotal: null,
      feelsLikeHourly: null,
    });
  });
  it('is empty without pay or hours', () => {
    expect(payBreakdown({}, 36)).toMatchObject({
      taxableWeekly: null,
      weeklyTotal: null,
      feelsLikeHourly: null,
      overtimeRate: null,
    });
    expect(payBreakdown({ hourly_rate: 50 }, 0)).toMatchObject({
      taxableWeekly: null,
      feelsLikeHourly: null,
      overtimeMinimum: 75,
    });
  });
  it('property: feels like × hours equals the weekly total within a cent per hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 0, max: 300000 }),
        fc.integer({ min: 1, max: 84 }),
        (cents, stipendCents, hours) => {
          const b = payBreakdown({ hourly_rate: cents / 100, non_taxable_weekly: stipendCents / 100 }, hours);
          expect(Math.abs((b.feelsLikeHourly ?? 0) * hours - (b.weeklyTotal ?? 0))).toBeLessThanOrEqual(
            0.005 * hours + 0.01,
          );
          expect(b.overtimeMinimum).toBeGreaterThanOrEqual((cents / 100) * 1.5 - 0.005);
        },
      ),
    );
  });
});

describe('comparison rows use derived pay', () => {
  it('a typed feels-like rate on a job does not beat the one derived from its parts', async () => {
    const { compareJobToProfile } = await import('../jobs/comparison');
    const job = {
      pay: { hourly_rate: 40, non_taxable_weekly: 560, feels_like_hourly: 99 },
      hours: { hours_per_week: 40 },
    };
    const row = compareJobToProfile(job, { summary: { feels_like_hourly: 60 } } as never).find(
      (r) => r.row.key === 'feels_like_hourly',
    );
    expect(row).toMatchObject({ jobValue: 54, state: 'mismatch' });
  });
});
