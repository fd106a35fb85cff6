// The rules of dates, hours and counter offers are kept once, in the domain's schemas (jobs/term-rules.ts): fast-check
// sends the same generated payloads to the schema a form validates with and to the server, and both must accept the
// same payloads and refuse the others with the same first message (a job, an offer, a counter offer, a profile).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { jobInputSchema } from '@/domain/jobs';
import { counterOfferInput, makeOfferInput } from '@/domain/offers';
import { workerProfileUpdateSchema } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../server/test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../server/test/factories';
import { injectAs } from '../server/test/inject-as';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;
let worker: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await buildOrgWithTeam(t.app);
  worker = await buildWorker(t.app);
}, 120_000);
afterAll(async () => t.close());

/** How often each verdict came out: every property must see its rules refuse, not only agree on accepting. */
const seen = new Map<string, number>();

/** 'ok', or the first message a schema refuses with. */
function schemaVerdict(schema: ZodType, payload: unknown): string {
  const r = schema.safeParse(payload);
  const verdict = r.success ? 'ok' : r.error.issues[0].message;
  seen.set(verdict, (seen.get(verdict) ?? 0) + 1);
  return verdict;
}

/** Asserts that `messages` were among the verdicts since the last call, then forgets them. */
function expectRefusedWith(...messages: string[]) {
  for (const m of [...messages, 'ok']) expect(seen.get(m) ?? 0, m).toBeGreaterThan(0);
  seen.clear();
}

/** 'ok', or the message the server refuses with. */
function serverVerdict(res: { statusCode: number; json: () => { message?: string } }): string {
  return res.statusCode < 300 ? 'ok' : (res.json().message ?? `status ${res.statusCode}`);
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
// Dates within a year; end before start about half of the time.
const datePair = fc.tuple(fc.integer({ min: 0, max: 365 }), fc.integer({ min: -60, max: 60 })).map(([s, delta]) => {
  const start = new Date(Date.UTC(2027, 0, 1) + s * 86_400_000);
  return { start_date: iso(start), end_date: iso(new Date(start.getTime() + delta * 86_400_000)) };
});
// Hours per shift × shifts per week, and hours per week equal to their product or not.
const hours = fc
  .tuple(fc.constantFrom(8, 10, 12), fc.integer({ min: 1, max: 6 }), fc.boolean(), fc.integer({ min: 1, max: 20 }))
  .map(([perShift, shifts, agree, off]) => ({
    hours_per_shift: perShift,
    shifts_per_week: shifts,
    hours_per_week: agree ? perShift * shifts : perShift * shifts + off,
  }));

const RUNS = { numRuns: 30 };

describe(
  'the domain schema and the server refuse the same payloads with the same message',
  { timeout: 240_000 },
  () => {
    it('a job: end date before start, hours per week against hours per shift × shifts', async () => {
      await fc.assert(
        fc.asyncProperty(datePair, hours, async (dates, h) => {
          const payload = {
            title: 'Night ICU RN',
            profession: 'Registered Nurse',
            pay: { hourly_rate: 55 },
            hours: h,
            schedule: dates,
          };
          const expected = schemaVerdict(jobInputSchema, payload);
          const res = await injectAs(t.app, team.orgUser).post('/api/org/jobs', payload);
          expect(serverVerdict(res)).toBe(expected);
        }),
        RUNS,
      );
      expect([...seen.keys()].some((m) => m.startsWith('Hours per week must equal'))).toBe(true);
      expectRefusedWith(MESSAGES.validation.endBeforeStart);
    });

    it('an offer: end date before start, hours per week against hours per shift × shifts', async () => {
      const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
      const a = await buildApplication(t.app, worker.id, job, { status: 'Screening' });
      await fc.assert(
        fc.asyncProperty(datePair, hours, async (dates, h) => {
          const payload = { applicationId: a.id, terms: { pay: { hourly_rate: 60 }, hours: h, schedule: dates } };
          const expected = schemaVerdict(makeOfferInput, payload);
          const res = await injectAs(t.app, team.recruiter).post('/api/offers', payload);
          expect(serverVerdict(res)).toBe(expected);
        }),
        RUNS,
      );
    });

    it('a counter offer: dates as an offer, and never the facility, state, city or address', async () => {
      const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
      const a = await buildApplication(t.app, worker.id, job, { status: 'Screening' });
      const offered = await injectAs(t.app, team.recruiter).post('/api/offers', {
        applicationId: a.id,
        terms: { pay: { hourly_rate: 60 }, hours: { hours_per_week: 36 } },
      });
      expect(offered.statusCode).toBe(201);
      const location = fc.subarray([
        ['state', 'TX'],
        ['city', 'Austin'],
        ['address', '1 Main St'],
        ['facility', 'Dell Seton'],
      ] as const);
      await fc.assert(
        fc.asyncProperty(datePair, location, async (dates, loc) => {
          const terms = {
            pay: { hourly_rate: 64 },
            schedule: dates,
            ...(loc.length > 0 ? { location: Object.fromEntries(loc) } : {}),
          };
          const payload = { applicationId: a.id, terms };
          const expected = schemaVerdict(counterOfferInput, payload);
          const res = await injectAs(t.app, worker).post('/api/offers', payload);
          expect(serverVerdict(res)).toBe(expected);
        }),
        RUNS,
      );
      expectRefusedWith(MESSAGES.validation.endBeforeStart, MESSAGES.validation.counterFixedTerm);
    });

    it('a profile: the end of availability before its start', async () => {
      await fc.assert(
        fc.asyncProperty(datePair, async (dates) => {
          const payload = {
            shiftAndScheduling: { start_date_setting: dates.start_date, end_date_setting: dates.end_date },
          };
          const expected = schemaVerdict(workerProfileUpdateSchema, payload);
          const res = await injectAs(t.app, worker).put('/api/worker-profile', payload);
          expect(serverVerdict(res)).toBe(expected);
        }),
        RUNS,
      );
    });
  },
);

describe('the server judges the dates left in force with the same words', { timeout: 120_000 }, () => {
  it('refuses a profile end date before the stored start date', async () => {
    const w = await buildWorker(t.app);
    const put = (body: object) => injectAs(t.app, w).put('/api/worker-profile', body);
    expect((await put({ shiftAndScheduling: { start_date_setting: '2027-11-17' } })).statusCode).toBe(200);
    const res = await put({ shiftAndScheduling: { end_date_setting: '2027-10-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.validation.endBeforeStart,
      fields: { 'shiftAndScheduling.end_date_setting': MESSAGES.validation.endBeforeStart },
    });
  });

  it('refuses an offer whose new end date falls before the start date already offered', async () => {
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    const a = await buildApplication(t.app, worker.id, job, { status: 'Screening' });
    const send = (terms: object) => injectAs(t.app, team.recruiter).post('/api/offers', { applicationId: a.id, terms });
    const first = await send({
      pay: { hourly_rate: 60 },
      hours: { hours_per_week: 36 },
      schedule: { start_date: '2027-11-17', end_date: '2028-02-15' },
    });
    expect(first.statusCode).toBe(201);
    const res = await send({ schedule: { end_date: '2027-10-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.validation.endBeforeStart,
      fields: { 'terms.schedule.end_date': MESSAGES.validation.endBeforeStart },
    });
  });
});
