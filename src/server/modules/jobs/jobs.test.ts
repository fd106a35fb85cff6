// The job board, one job's detail and applying, through the real app and database.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { JobSearchResponse } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrg,
  buildUser,
  buildWorker,
  type TestUser,
} from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { applications, jobs, statusHistory } from '../../db/schema';
import { fakeJob } from '../../db/seed';
import type { JobDetail } from '@/domain/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => `zq${crypto.randomBytes(4).toString('hex')}`;
const get = (url: string, user?: TestUser) =>
  user ? injectAs(t.app, user).get(url) : t.app.inject({ method: 'GET', url });
const search = async (user: TestUser, params: Record<string, string | number>) => {
  const res = await get(
    `/api/jobs?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    user,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobSearchResponse;
};
const apply = (user: TestUser, job: typeof jobs.$inferSelect, extra: Record<string, unknown> = {}) =>
  injectAs(t.app, user).post('/api/worker-job-apply', {
    status: 'New',
    job_id: job.id,
    recruiter_id: job.recruiterId,
    organization_id: job.organizationId,
    gw_job_id: job.gwJobId,
    auto_offer_consent: false,
    ...extra,
  });

async function setPosted(id: string, iso: string) {
  await t.app.db
    .update(jobs)
    .set({ datePosted: new Date(iso) })
    .where(eq(jobs.id, id));
}

describe('GET /api/jobs', () => {
  it('finds open jobs by full-text prefix on title, facility and city, never closed or paused ones', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app);
    const word = token();
    const open = await buildJob(t.app, org.id, { title: `Registered Nurse ${word}` });
    await buildJob(t.app, org.id, { title: `Registered Nurse ${word}`, status: 'closed' });
    await buildJob(t.app, org.id, { title: `Registered Nurse ${word}`, status: 'paused' });
    const byFacility = await buildJob(t.app, org.id, {
      title: 'Night shift',
      location: { state: 'GA', city: 'Atlanta', facility: `${word}ville Medical Center` },
    });

    const r = await search(worker, { q: word.slice(0, 7) });
    expect(r.items.map((i) => i._id).sort()).toEqual([open.id, byFacility.id].sort());
    expect(r.total).toBe(2);
    expect(r.totalCapped).toBe(false);
    // Operators and punctuation are plain words, never a query syntax error.
    expect((await search(worker, { q: `${word} & | ! (:*` })).items.map((i) => i._id).sort()).toEqual(
      [open.id, byFacility.id].sort(),
    );
    expect((await search(worker, { q: `${word}ville` })).items.map((i) => i._id)).toEqual([byFacility.id]);
  });

  it('applies each filter: profession, specialty, state, city, terms, shift, minimum weekly pay, start date', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app);
    const word = token();
    const base = {
      title: `Travel ${word}`,
      profession: 'Registered Nurse',
      specialty: 'ICU',
      terms: 'Travel Contract',
    };
    const a = await buildJob(t.app, org.id, {
      ...base,
      location: { state: 'GA', city: 'Atlanta' },
      schedule: { shift_time: 'Nights', start_date: '2027-01-10' },
      pay: { hourly_rate: 50 }, // weekly total 50 × 60 = 3000 (pay model)
      hours: { hours_per_week: 60 },
    });
    const b = await buildJob(t.app, org.id, {
      ...base,
      profession: 'Pharmacist',
      specialty: 'Retail',
      terms: 'Per Diem',
      location: { state: 'TX', city: 'Austin' },
      schedule: { shift_time: 'Days', start_date: '2026-12-01' },
      pay: { hourly_rate: 50 }, // 50 × 30 = 1500
      hours: { hours_per_week: 30 },
    });
    const ids = async (p: Record<string, string | number>) =>
      (await search(worker, { q: word, ...p })).items.map((i) => i._id);

    expect((await ids({})).sort()).toEqual([a.id, b.id].sort());
    expect(await ids({ profession: 'Pharmacist' })).toEqual([b.id]);
    expect(await ids({ specialty: 'ICU' })).toEqual([a.id]);
    expect(await ids({ state: 'TX' })).toEqual([b.id]);
    expect(await ids({ city: 'atlanta' })).toEqual([a.id]);
    expect(await ids({ terms: 'Per Diem' })).toEqual([b.id]);
    expect(await ids({ shift: 'Nights' })).toEqual([a.id]);
    expect(await ids({ min_weekly_pay: 2000 })).toEqual([a.id]);
    expect(await ids({ start_from: '2027-01-01' })).toEqual([a.id]);
    // Neither job is in Texas at night. A search that finds nothing is relaxed to the nearest open jobs under the same
    // filters (any other test's job in Texas at night, by the factories' seed), and says so: it never lists a or b.
    const none = await search(worker, { q: word, state: 'TX', shift: 'Nights' });
    expect(none.items.map((i) => i._id)).not.toContain(a.id);
    expect(none.items.map((i) => i._id)).not.toContain(b.id);
    for (const item of none.items) expect([item.state, item.shift_time]).toEqual(['TX', 'Nights']);
    expect(none.relaxed ?? null).toBe(none.items.length > 0 ? MESSAGES.searchRelaxedAll(word) : null);
  });

  it('refuses bad filters with 400 and the single error shape', async () => {
    const worker = await buildWorker(t.app);
    for (const qs of [
      'state=ZZ',
      'sort=cheapest',
      'pageSize=51',
      'pageSize=0',
      'min_weekly_pay=abc',
      'start_from=tomorrow',
    ]) {
      const res = await get(`/api/jobs?${qs}`, worker);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error).toBe('BAD_REQUEST');
    }
  });

  it('sorts by newest and by highest pay, and pages with a cursor without gaps or repeats', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app);
    const word = token();
    const made = [];
    for (let i = 0; i < 5; i++) {
      const j = await buildJob(t.app, org.id, {
        title: `Pay ${word}`,
        pay: { hourly_rate: 25 + ((i * 3) % 5) * 12.5 }, // weekly total 1000 … 3000 at 40 hours
        hours: { hours_per_week: 40 },
      });
      await setPosted(j.id, `2026-10-0${i + 1}T10:00:00.123456Z`);
      made.push(j);
    }
    const newest = await search(worker, { q: word, sort: 'newest' });
    expect(newest.items.map((i) => i._id)).toEqual([...made].reverse().map((j) => j.id));

    const pay = await search(worker, { q: word, sort: 'highest-pay' });
    const rates = pay.items.map((i) => i.weekly_rate);
    expect(rates).toEqual([3000, 2500, 2000, 1500, 1000]);

    for (const sort of ['newest', 'highest-pay', 'best-match', 'relevance']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const p: JobSearchResponse = await search(worker, {
          q: word,
          sort,
          pageSize: 2,
          ...(cursor ? { cursor } : {}),
        });
        expect(p.items.length).toBeLessThanOrEqual(2);
        seen.push(...p.items.map((i) => i._id));
        if (pages > 0) expect(p.total).toBeNull();
        cursor = p.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages, sort).toBe(3);
      expect(new Set(seen).size, sort).toBe(5);
      expect(seen.sort()).toEqual(made.map((j) => j.id).sort());
    }
  });

  it('gives each card the worker match indicator and applied state; best match puts the worker profession first', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app, { profession: 'Registered Nurse', state: 'GA' });
    const word = token();
    // The same job but for the profession, so the nurse job has the higher match percent (Best match's order).
    const base = fakeJob(1);
    const nurse = await buildJob(t.app, org.id, { ...base, title: `Match ${word}`, profession: 'Registered Nurse' });
    const pharm = await buildJob(t.app, org.id, { ...base, title: `Match ${word}`, profession: 'Pharmacist' });
    await setPosted(nurse.id, '2020-01-01T00:00:00Z');
    await buildApplication(t.app, worker.id, pharm);

    const r = await search(worker, { q: word, sort: 'best-match' });
    expect(r.items.map((i) => i._id)).toEqual([nurse.id, pharm.id]);
    const [n, p] = r.items;
    expect(n.already_applied).toBe(false);
    expect(p.already_applied).toBe(true);
    expect(n.match!.percent).toBeGreaterThan(p.match!.percent);
    for (const c of r.items) {
      expect(c.match!.total).toBeGreaterThan(0);
      expect(c.match!.percent).toBe(Math.round((c.match!.matched / c.match!.total) * 100));
    }

    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const asRecruiter = await search(recruiter, { q: word });
    expect(asRecruiter.items.every((i) => i.match === null && i.already_applied === false)).toBe(true);
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers the job, comparison rows in every section, the application and the worker state', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app, { profession: 'Registered Nurse' });
    const job = await buildJob(t.app, org.id, { title: 'Detail', profession: 'Registered Nurse' });
    const res = await get(`/api/jobs/${job.id}`, worker);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as JobDetail;
    expect(d.job._id).toBe(job.id);
    expect(d.job.gw_job_id).toBe(job.gwJobId);
    expect(d.email_verified).toBe(true);
    expect(d.application).toBeNull();
    expect(new Set(d.comparison!.map((c) => c.tab)).size).toBe(5);
    expect(d.comparison!.find((c) => c.key === 'profession')!.state).toBe('match');
    expect(d.comparison!.some((c) => c.key === 'nabp_id')).toBe(false);

    const a = await buildApplication(t.app, worker.id, job, { status: 'Offered', offerStatus: 'Offered' });
    const again = (await get(`/api/jobs/${job.gwJobId}`, worker)).json() as JobDetail;
    expect(again.application).toEqual({ id: a.id, status: 'Offered', offer_status: 'Offered' });
  });

  it('shows the NABP row to a pharmacist', async () => {
    const org = await buildOrg(t.app);
    const pharmacist = await buildWorker(t.app, { profession: 'Pharmacist' });
    const job = await buildJob(t.app, org.id, { profession: 'Pharmacist', requirements: { nabp_id: true } });
    const d = (await get(`/api/jobs/${job.id}`, pharmacist)).json() as JobDetail;
    expect(d.comparison!.find((c) => c.key === 'nabp_id')).toMatchObject({
      title: 'NABP e-Profile ID',
      state: 'match',
    });
  });

  it('lists the requiredToApply mismatches for the worker', async () => {
    const org = await buildOrg(t.app, { preferences: { requiredToApply: ['profession', 'professional_licensure'] } });
    const worker = await buildWorker(t.app, { profession: 'Registered Nurse', state: 'GA' });
    const job = await buildJob(t.app, org.id, {
      profession: 'Pharmacist',
      requirements: { professional_licensure: ['GA'] },
    });
    const d = (await get(`/api/jobs/${job.id}`, worker)).json() as JobDetail;
    expect(d.required_mismatches).toEqual([{ key: 'profession', title: 'Profession', component: 'profession' }]);
  });

  it('answers 404 for an unknown job, a malformed id, and a closed job the worker never applied to', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app);
    const closed = await buildJob(t.app, org.id, { status: 'closed' });
    for (const id of [crypto.randomUUID(), 'not-a-job', closed.id]) {
      const res = await get(`/api/jobs/${id}`, worker);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound });
    }
  });
});

describe('POST /api/worker-job-apply', () => {
  it('creates the application as New with a history row, counts it, and answers its _id', async () => {
    const org = await buildOrg(t.app);
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, { recruiterId: recruiter.id });
    const worker = await buildWorker(t.app);
    const res = await apply(worker, job);
    expect(res.statusCode, res.body).toBe(201);
    const { _id } = res.json() as { _id: string };
    const [a] = await t.app.db.select().from(applications).where(eq(applications.id, _id));
    expect(a).toMatchObject({
      workerId: worker.id,
      jobId: job.id,
      status: 'New',
      recruiterId: recruiter.id,
      organizationId: org.id,
      gwJobId: job.gwJobId,
    });
    const history = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, _id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'New', byUserId: worker.id }]);
    const [j] = await t.app.db.select({ n: jobs.appliedCount }).from(jobs).where(eq(jobs.id, job.id));
    expect(j.n).toBe(job.appliedCount + 1);
    const detail = (await get(`/api/jobs/${job.id}`, worker)).json() as JobDetail;
    expect(detail.application).toEqual({ id: _id, status: 'New', offer_status: null });
  });

  it('refuses a second apply: 409 Already applied for this job.', async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    const worker = await buildWorker(t.app);
    expect((await apply(worker, job)).statusCode).toBe(201);
    const res = await apply(worker, job);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', message: 'Already applied for this job.' });
  });

  it('lets exactly one of two concurrent applies through', async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    const worker = await buildWorker(t.app);
    const results = await Promise.all([apply(worker, job), apply(worker, job), apply(worker, job)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.workerId, worker.id), eq(applications.jobId, job.id)));
    expect(rows).toHaveLength(1);
    const [j] = await t.app.db.select({ n: jobs.appliedCount }).from(jobs).where(eq(jobs.id, job.id));
    expect(j.n).toBe(job.appliedCount + 1);
  });

  it('refuses callers who are not workers, and signed-out visitors', async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    for (const role of ['recruiter', 'organization', 'admin'] as const) {
      const user = await buildUser(t.app, role, role === 'admin' ? {} : { organizationId: org.id });
      const res = await apply(user, job);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.errors.forbidden });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/worker-job-apply',
      payload: { job_id: job.id, organization_id: org.id, gw_job_id: job.gwJobId },
    });
    expect(res.statusCode).toBe(401);
  });

  it('holds the application of a worker whose email is not verified (202): no application exists yet', async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    const worker = await buildWorker(t.app, { verified: false });
    const res = await apply(worker, job);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ held: true });
    expect(await t.app.db.select().from(applications).where(eq(applications.workerId, worker.id))).toHaveLength(0);
  });

  it('refuses a job that is not open', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app);
    for (const status of ['closed', 'paused'] as const) {
      const job = await buildJob(t.app, org.id, { status });
      const res = await apply(worker, job);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'CONFLICT', message: MESSAGES.errors.jobClosed });
    }
  });

  it('refuses when requiredToApply fields do not match, naming them', async () => {
    const org = await buildOrg(t.app, { preferences: { requiredToApply: ['profession', 'certifications'] } });
    const job = await buildJob(t.app, org.id, { profession: 'Pharmacist', requirements: { certifications: ['ACLS'] } });
    const worker = await buildWorker(t.app, { profession: 'Registered Nurse' });
    const res = await apply(worker, job);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'UNPROCESSABLE',
      message: 'This organization requires these fields to match before applying:',
      fields: { profession: 'Profession', certifications: 'Certifications' },
    });
  });

  it('refuses unknown jobs (404) and payloads that do not describe the job or carry extra fields (400)', async () => {
    const org = await buildOrg(t.app);
    const other = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    const worker = await buildWorker(t.app);
    const unknown = await apply(worker, job, { job_id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.errors.notFound);
    const wrongOrg = await apply(worker, job, { organization_id: other.id });
    expect(wrongOrg.statusCode).toBe(400);
    expect(wrongOrg.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.errors.badRequest });
    expect((await apply(worker, job, { gw_job_id: 'GW-0' })).statusCode).toBe(400);
    expect((await apply(worker, job, { status: 'Offered' })).statusCode).toBe(400);
    expect((await apply(worker, job, { is_admin: true })).statusCode).toBe(400);
    expect(await t.app.db.select().from(applications).where(eq(applications.workerId, worker.id))).toHaveLength(0);
  });

  it('keeps auto_offer_consent only for jobs with auto offer', async () => {
    const org = await buildOrg(t.app);
    const worker = await buildWorker(t.app);
    const auto = await buildJob(t.app, org.id, { requirements: { auto_offer: true } });
    const plain = await buildJob(t.app, org.id, { requirements: { auto_offer: false } });
    const a = (await apply(worker, auto, { auto_offer_consent: true })).json() as { _id: string };
    const b = (await apply(worker, plain, { auto_offer_consent: true })).json() as { _id: string };
    const rows = await t.app.db
      .select({ id: applications.id, c: applications.autoOfferConsent })
      .from(applications)
      .where(eq(applications.workerId, worker.id));
    expect(rows.find((r) => r.id === a._id)!.c).toBe(true);
    expect(rows.find((r) => r.id === b._id)!.c).toBe(false);
  });
});
