import { describe, expect, it } from 'vitest';
import { workerProfileSchema, workerProfileUpdateSchema, WORKER_PROFILE_GROUPS } from './worker-profile-schema';
import { buildProfile } from '../shared/fixtures';

describe('worker profile schema (section 3)', () => {
  it('parses a full profile', () => {
    expect(workerProfileSchema.parse(buildProfile())).toEqual(buildProfile());
  });

  it('an empty profile has every group', () => {
    const p = workerProfileSchema.parse({});
    for (const g of WORKER_PROFILE_GROUPS) expect(p[g]).toEqual({});
  });

  it('has the groups of section 3', () => {
    expect(WORKER_PROFILE_GROUPS).toEqual([
      'summary',
      'documents',
      'workInfo',
      'location',
      'current_address',
      'taxInfo',
      'shiftAndScheduling',
      'pay',
      'certsandlicense',
      'bonus',
    ]);
  });
});

describe('profile update (PUT /api/worker-profile)', () => {
  it.each([
    [
      'the auto-calculation payload',
      { summary: { hours_per_week_range: { min: 36, max: 48 }, min_weekly_pay: 2880, feels_like_hourly: 80 } },
    ],
    ['No Guaranteed Hours', { shiftAndScheduling: { guaranteed_hours_allowed: true, guaranteed_hours_per_week: 0 } }],
    ['guaranteed hours alone', { shiftAndScheduling: { guaranteed_hours_allowed: false } }],
    ['a yes/no answer', { on_call: { value: 'no', label: 'No' } }],
    ['an NABP id', { workInfo: { nabp_id: '1234567' } }],
    ['benefits', { pay: { benefits: [{ value: 'dental', label: 'Dental' }] } }],
    ['start asap', { shiftAndScheduling: { start_date_setting: 'asap' } }],
    ['nothing', {}],
  ])('accepts %s', (_n, body) => {
    expect(workerProfileUpdateSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['an unknown group', { secrets: {} }],
    ['an unknown field in a group', { summary: { profession: 'RN', is_admin: true } }],
    ['a range with min above max', { summary: { hours_per_week_range: { min: 50, max: 40 } } }],
    ['hours above 168', { summary: { hours_per_week_range: { min: 40, max: 200 } } }],
    ['zero weekly pay', { summary: { min_weekly_pay: 0 } }],
    ['negative feels-like', { summary: { feels_like_hourly: -1 } }],
    ['letters in NABP id', { workInfo: { nabp_id: 'AB123' } }],
    ['a yes/no with the wrong label', { float_requirement: { value: 'no', label: 'Yes' } }],
    ['an unknown state', { summary: { states: ['ZZ'] } }],
    ['a bad zip', { current_address: { zip: 'abc' } }],
    ['a document without a file', { documents: { resume: [{ _id: 'd', name: 'cv' }] } }],
  ])('refuses %s', (_n, body) => {
    expect(workerProfileUpdateSchema.safeParse(body).success).toBe(false);
  });

  it('says why a range is refused', () => {
    const r = workerProfileUpdateSchema.safeParse({ summary: { hours_per_week_range: { min: 50, max: 40 } } });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['summary', 'hours_per_week_range', 'max'],
      message: 'The minimum must not be greater than the maximum.',
    });
  });

  it('trims strings', () => {
    expect(workerProfileUpdateSchema.parse({ summary: { profession: '  Pharmacist ' } }).summary?.profession).toBe(
      'Pharmacist',
    );
  });
});
