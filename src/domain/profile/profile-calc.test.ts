import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTO_CALC_DEBOUNCE_MS,
  COMPLETENESS_ITEMS,
  autoCalculateSummary,
  isProfileComplete,
  noGuaranteedHoursPatch,
  profileCompleteness,
  widenRange,
} from './profile-calc';
import { round2 } from '../offers/pay';
import { buildJob, buildProfile } from '../shared/fixtures';
import { COMPARISON_ROWS } from '../jobs/comparison-rows';
import { compareJobToProfile } from '../jobs/comparison';
import { fieldLabel, type FieldKey } from '../fields/catalogue';
import { workerProfileUpdateSchema, type WorkerProfile } from './worker-profile-schema';

const base = { feels_like_hourly: 80, hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 2880 };

describe('summary auto-calculation (section 4)', () => {
  it('runs 300 ms after a change', () => expect(AUTO_CALC_DEBOUNCE_MS).toBe(300));

  it.each([
    [
      'feels-like changes',
      { ...base, feels_like_hourly: 85.555 },
      { hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 3079.98, feels_like_hourly: 85.555 },
    ],
    [
      'minimum hours change',
      { ...base, hours_per_week_range: { min: 40, max: 48 } },
      { hours_per_week_range: { min: 40, max: 48 }, min_weekly_pay: 3200, feels_like_hourly: 80 },
    ],
    [
      'maximum hours change',
      { ...base, hours_per_week_range: { min: 36, max: 60 } },
      { hours_per_week_range: { min: 36, max: 60 }, min_weekly_pay: 2880, feels_like_hourly: 80 },
    ],
    [
      'weekly pay inside the range',
      { ...base, min_weekly_pay: 3200 },
      { hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 3200, feels_like_hourly: 80 },
    ],
    [
      'weekly pay widens the range up',
      { ...base, min_weekly_pay: 4400 },
      { hours_per_week_range: { min: 36, max: 55 }, min_weekly_pay: 4400, feels_like_hourly: 80 },
    ],
    [
      'weekly pay widens the range down',
      { ...base, min_weekly_pay: 1600 },
      { hours_per_week_range: { min: 20, max: 48 }, min_weekly_pay: 1600, feels_like_hourly: 80 },
    ],
    [
      'derived hours clamp at 168',
      { ...base, min_weekly_pay: 100000 },
      { hours_per_week_range: { min: 36, max: 168 }, min_weekly_pay: 100000, feels_like_hourly: 80 },
    ],
    [
      'derived hours round (2900/80 = 36.25 → 36)',
      { ...base, min_weekly_pay: 2900 },
      { hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 2900, feels_like_hourly: 80 },
    ],
    [
      'no range yet: weekly pay sets it',
      { feels_like_hourly: 50, min_weekly_pay: 2000 },
      { hours_per_week_range: { min: 40, max: 40 }, min_weekly_pay: 2000, feels_like_hourly: 50 },
    ],
  ])('%s', (_n, next, summary) => {
    const prev = _n.startsWith('no range') ? { feels_like_hourly: 50 } : base;
    expect(autoCalculateSummary(prev, next)).toEqual({ summary });
  });

  it.each([
    ['nothing changed', base],
    ['feels-like emptied', { ...base, feels_like_hourly: null }],
    ['feels-like zero', { ...base, feels_like_hourly: 0 }],
    ['feels-like negative', { ...base, feels_like_hourly: -5 }],
    ['minimum hours zero', { ...base, hours_per_week_range: { min: 0, max: 48 } }],
    ['weekly pay emptied', { ...base, min_weekly_pay: null }],
    ['weekly pay zero', { ...base, min_weekly_pay: 0 }],
  ])('%s → nothing to save', (_n, next) => {
    expect(autoCalculateSummary(base, next as never)).toBeNull();
  });

  it('weekly pay with no feels-like rate saves nothing', () => {
    expect(autoCalculateSummary({ min_weekly_pay: 1 }, { min_weekly_pay: 2000 })).toBeNull();
  });

  const money = fc.double({ min: 0.01, max: 500, noNaN: true });
  const hours = fc.integer({ min: 1, max: 168 });

  it('property: hourly or hours change → weekly = round2(hourly × min hours), payload is a valid profile update', () => {
    fc.assert(
      fc.property(money, hours, hours, (hourly, a, b) => {
        const range = { min: Math.min(a, b), max: Math.max(a, b) };
        const out = autoCalculateSummary(base, { ...base, feels_like_hourly: hourly, hours_per_week_range: range });
        if (hourly === base.feels_like_hourly && range.min === 36 && range.max === 48) return;
        expect(out!.summary.min_weekly_pay).toBe(round2(hourly * range.min));
        expect(out!.summary.hours_per_week_range).toEqual(range);
        expect(workerProfileUpdateSchema.safeParse(out).success).toBe(true);
      }),
    );
  });

  it('property: weekly pay change → hours in 0..168 and the new range contains the old range and the hours', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), money, hours, hours, (weekly, hourly, a, b) => {
        const prevRange = { min: Math.min(a, b), max: Math.max(a, b) };
        const prev = { feels_like_hourly: hourly, hours_per_week_range: prevRange, min_weekly_pay: -1 };
        const out = autoCalculateSummary(prev, { ...prev, min_weekly_pay: weekly })!;
        const derived = Math.min(168, Math.max(0, Math.round(weekly / hourly)));
        const r = out.summary.hours_per_week_range;
        expect(r.min).toBeGreaterThanOrEqual(0);
        expect(r.max).toBeLessThanOrEqual(168);
        expect(r.min <= derived && derived <= r.max).toBe(true);
        expect(r.min <= prevRange.min && r.max >= prevRange.max).toBe(true);
        expect(out.summary.min_weekly_pay).toBe(weekly);
      }),
    );
  });

  it('widens, ignoring bounds that are empty or not above 0', () => {
    expect(widenRange({ min: 0, max: 0 }, 30)).toEqual({ min: 30, max: 30 });
    expect(widenRange(null, 0)).toEqual({ min: 0, max: 0 });
    expect(widenRange({ min: 40 }, 30)).toEqual({ min: 30, max: 40 });
  });
});

describe('No Guaranteed Hours', () => {
  it('sets allowed true and hours 0', () => {
    expect(noGuaranteedHoursPatch()).toEqual({
      shiftAndScheduling: { guaranteed_hours_allowed: true, guaranteed_hours_per_week: 0 },
    });
    expect(workerProfileUpdateSchema.safeParse(noGuaranteedHoursPatch()).success).toBe(true);
  });
});

describe('profile completeness (bonus banner): the fields the comparison reads', () => {
  const items = COMPLETENESS_ITEMS.filter((i) => !i.pharmacyOnly);

  it('counts one item per comparison row, titled by the field catalogue', () => {
    expect(COMPLETENESS_ITEMS.map((i) => [i.key, i.title, i.path])).toEqual(
      COMPARISON_ROWS.map((r) => [r.key, fieldLabel(r.key as FieldKey), r.workerKey]),
    );
  });

  it('a profile filling every compared field is 100% complete', () => {
    const p = buildProfile();
    expect(profileCompleteness(p)).toEqual({ percent: 100, missing: [] });
    expect(isProfileComplete(p)).toBe(true);
  });

  it('lists what is missing with the editor to open', () => {
    const p = buildProfile({ documents: { ...buildProfile().documents, resume: [] }, workInfo: {} });
    const c = profileCompleteness(p);
    expect(c.missing).toEqual([
      { key: 'resume', title: 'Resume', component: 'documents' },
      { key: 'experience', title: 'Years of experience', component: 'experience' },
    ]);
    expect(c.percent).toBe(Math.floor(((items.length - 2) / items.length) * 100));
    expect(isProfileComplete(p)).toBe(false);
  });

  it('a profile without on call, float or EMR answers is not complete (the job rows would say Missing)', () => {
    const p = buildProfile({ on_call: undefined, float_requirement: undefined, emr: undefined });
    expect(profileCompleteness(p).missing.map((m) => m.key)).toEqual(['on_call', 'floating', 'emr']);
  });

  it('"Any time off? No" answers Requested time off; "Yes" without dates leaves it missing', () => {
    const base = buildProfile();
    const withTimeOff = (value: 'yes' | 'no') => ({
      ...base,
      shiftAndScheduling: {
        ...base.shiftAndScheduling,
        rto_setting: value === 'yes' ? ({ value, label: 'Yes' } as const) : ({ value, label: 'No' } as const),
        rto_dates: [],
      },
    });
    const rtoItem = COMPLETENESS_ITEMS.find((i) => i.path === 'shiftAndScheduling.rto_dates')!;
    expect(profileCompleteness(withTimeOff('no')).missing).toEqual([]);
    expect(profileCompleteness(withTimeOff('yes')).missing.map((m) => m.key)).toEqual([rtoItem.key]);
  });

  it('pharmacists also need an NABP e-Profile ID', () => {
    const p = buildProfile({ summary: { ...buildProfile().summary, profession: 'Pharmacist' } });
    expect(profileCompleteness(p).missing.map((m) => m.key)).toEqual(['nabp_id']);
    expect(isProfileComplete({ ...p, workInfo: { ...p.workInfo, nabp_id: '1234567' } })).toBe(true);
  });

  it('an empty profile is 0%', () => {
    expect(profileCompleteness({}).percent).toBe(0);
  });

  it('property: every row a job shows as Missing is listed as missing, so a 100% profile shows no Missing row', () => {
    const paths = [...new Set(COMPLETENESS_ITEMS.map((i) => i.path))];
    fc.assert(
      fc.property(
        fc.subarray(paths),
        fc.subarray(COMPARISON_ROWS.map((r) => r.jobKey)),
        fc.constantFrom('Registered Nurse', 'Pharmacist'),
        (blanked, silent, profession) => {
          let profile: WorkerProfile = buildProfile({ summary: { ...buildProfile().summary, profession } });
          for (const path of blanked) profile = setPath(profile, path, undefined);
          let job = buildJob({ profession, requirements: { ...buildJob().requirements, nabp_id: true } });
          for (const path of silent) job = setPath(job, path, undefined);
          const c = profileCompleteness(profile);
          const missing = new Set(c.missing.map((m) => m.key));
          // Without a profession of their own the job's decides the NABP row; the profession is missing then anyway.
          for (const r of compareJobToProfile(job, profile))
            if (r.state === 'missing' && !missing.has('profession')) expect(missing, r.row.key).toContain(r.row.key);
          if (c.percent === 100)
            expect(compareJobToProfile(job, profile).filter((r) => r.state === 'missing')).toEqual([]);
        },
      ),
    );
  });
});

/** A deep copy of `obj` with `path` set to `value` (undefined deletes). */
function setPath<T>(obj: T, path: string, value: unknown): T {
  const copy = structuredClone(obj) as Record<string, unknown>;
  const keys = path.split('.');
  let cur = copy;
  for (const k of keys.slice(0, -1)) cur = (cur[k] ??= {}) as Record<string, unknown>;
  if (value === undefined) delete cur[keys[keys.length - 1]];
  else cur[keys[keys.length - 1]] = value;
  return copy as T;
}
