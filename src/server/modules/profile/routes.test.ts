// GET/PUT /api/worker-profile through the real app: merge, strict validation, field messages, ownership.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrg, buildMember, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (u: TestUser) => injectAs(t.app, u).get('/api/worker-profile');
const put = (u: TestUser, payload: unknown) => injectAs(t.app, u).put('/api/worker-profile', payload as object);

describe('GET /api/worker-profile', () => {
  it('answers the own profile with version, completeness and the pharmacy flag', async () => {
    const w = await buildWorker(t.app, { profession: 'Pharmacist' });
    const res = await get(w);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile.summary.profession).toBe('Pharmacist');
    expect(body.profile.user_id).toBe(w.id);
    expect(body.isPharmacy).toBe(true);
    expect(body.version).toBe(1);
    expect(body.completeness.percent).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(body.completeness.missing)).toBe(true);
  });

  it('lists what is missing and the completeness percentage', async () => {
    const w = await buildWorker(t.app, { completeness: 0.2 });
    const res = await injectAs(t.app, w).get('/api/worker-profile/completeness');
    expect(res.statusCode).toBe(200);
    const keys = res.json().missing.map((m: { key: string }) => m.key);
    expect(keys).toContain('resume');
    expect(keys).not.toContain('nabp_id');
    expect(res.json().percent).toBeLessThan(100);
  });

  it('refuses a signed-out caller (401) and a recruiter (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/worker-profile' })).statusCode).toBe(401);
    const org = await buildOrg(t.app);
    const r = await buildMember(t.app, 'recruiter', org.id);
    const res = await get(r);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.errors.forbidden });
  });
});

describe('PUT /api/worker-profile', () => {
  it('saves the auto-calculation payload, merging the summary group and bumping the version', async () => {
    const w = await buildWorker(t.app);
    const before = (await get(w)).json();
    const payload = {
      summary: { hours_per_week_range: { min: 40, max: 48 }, min_weekly_pay: 2200, feels_like_hourly: 55 },
    };
    const res = await put(w, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(before.version + 1);
    expect(body.profile.summary).toMatchObject(payload.summary);
    // fields of the group that were not sent are kept
    expect(body.profile.summary.profession).toBe(before.profile.summary.profession);
    expect(body.profile.summary.states).toEqual(before.profile.summary.states);
    // other groups are untouched
    expect(body.profile.taxInfo).toEqual(before.profile.taxInfo);
    expect((await get(w)).json().profile.summary.min_weekly_pay).toBe(2200);
  });

  it('saves No Guaranteed Hours exactly as the spec payload', async () => {
    const w = await buildWorker(t.app);
    const res = await put(w, { shiftAndScheduling: { guaranteed_hours_allowed: true, guaranteed_hours_per_week: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.shiftAndScheduling).toMatchObject({
      guaranteed_hours_allowed: true,
      guaranteed_hours_per_week: 0,
    });
  });

  it('updates the stored profession column when the profession changes', async () => {
    const w = await buildWorker(t.app, { profession: 'Registered Nurse' });
    const res = await put(w, { summary: { profession: 'Pharmacist' }, workInfo: { nabp_id: '1234567' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().isPharmacy).toBe(true);
    expect(res.json().profile.workInfo.nabp_id).toBe('1234567');
    const { profileRow } = await import('../../data/worker-profiles');
    expect((await profileRow(t.app.db, w.id))?.profession).toBe('Pharmacist');
  });

  it('clears a field sent as null (an emptied Weekly pay) and keeps the rest of its group', async () => {
    const w = await buildWorker(t.app);
    expect((await put(w, { summary: { min_weekly_pay: 2000, min_per_hour_rate: 50 } })).statusCode).toBe(200);
    expect((await put(w, { summary: { min_weekly_pay: null } })).statusCode).toBe(200);
    const summary = (await get(w)).json().profile.summary;
    expect(summary).not.toHaveProperty('min_weekly_pay');
    expect(summary.min_per_hour_rate).toBe(50);
  });

  it('replaces top-level fields', async () => {
    const w = await buildWorker(t.app);
    const res = await put(w, { on_call: { value: 'yes', label: 'Yes' }, emr: ['Epic'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.on_call).toEqual({ value: 'yes', label: 'Yes' });
    expect(res.json().profile.emr).toEqual(['Epic']);
  });

  it('refuses an unknown field with 400 and changes nothing', async () => {
    const w = await buildWorker(t.app);
    const before = (await get(w)).json();
    const res = await put(w, { summary: { feels_like_hourly: 60, salary: 10 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
    expect(res.json().fields).toEqual({ summary: MESSAGES.validation.notAccepted('salary') });
    const res2 = await put(w, { hobbies: ['golf'] });
    expect(res2.statusCode).toBe(400);
    expect((await get(w)).json().version).toBe(before.version);
  });

  it('refuses a NABP id that is not digits with the field message', async () => {
    const w = await buildWorker(t.app, { profession: 'Pharmacist' });
    const res = await put(w, { workInfo: { nabp_id: '12ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['workInfo.nabp_id']).toBe(MESSAGES.errors.nabpDigits);
  });

  // Issue 46: the year of a date is in a sane range (a start from 1900, at most 10 years ahead of the clock, set here).
  it('refuses an availability start in 0015 and in 2099 with the field message, and keeps the profile', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const w = await buildWorker(t.app);
      for (const [value, message] of [
        ['0015-12-01', MESSAGES.validation.dateYearFrom(1900)],
        ['2099-01-01', MESSAGES.validation.dateYearUpTo(2036)],
      ]) {
        const res = await put(w, { shiftAndScheduling: { start_date_setting: value } });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields['shiftAndScheduling.start_date_setting']).toBe(message);
      }
      const ok = await put(w, { shiftAndScheduling: { start_date_setting: '2027-01-15' } });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a range whose minimum is above its maximum with the field message', async () => {
    const w = await buildWorker(t.app);
    const res = await put(w, { summary: { hours_per_week_range: { min: 50, max: 40 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['summary.hours_per_week_range.max']).toBe(MESSAGES.errors.rangeOrder);
  });

  it('refuses values not above 0 and documents (they go through upload)', async () => {
    const w = await buildWorker(t.app);
    expect((await put(w, { summary: { feels_like_hourly: 0 } })).statusCode).toBe(400);
    const res = await put(w, { documents: { resume: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.errors.documentsViaUpload);
  });

  it('only ever writes the caller’s own profile; recruiters cannot write', async () => {
    const a = await buildWorker(t.app);
    const b = await buildWorker(t.app);
    const bBefore = (await get(b)).json();
    expect((await put(a, { summary: { cities: ['Savannah'] } })).statusCode).toBe(200);
    const bAfter = (await get(b)).json();
    expect(bAfter.version).toBe(bBefore.version);
    expect(bAfter.profile.summary.cities).toEqual(bBefore.profile.summary.cities);
    const org = await buildOrg(t.app);
    const r = await buildMember(t.app, 'recruiter', org.id);
    expect((await put(r, { summary: { cities: ['Savannah'] } })).statusCode).toBe(403);
  });
});
