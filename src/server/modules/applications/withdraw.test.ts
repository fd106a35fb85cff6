// Withdrawn is its own outcome (docs/decisions/0012): stored as Rejected + Withdrawn, shown as such to both sides,
// closed for every further move, and the worker may apply to the same job again. Real app, real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { JobDetail, JobSearchResponse } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { applyAs, injectAs } from '../../test/inject-as';
import { applications, jobs, statusHistory } from '../../db/schema';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  team = await buildOrgWithTeam(t.app);
});
afterAll(async () => t.close());

const patch = (who: TestUser, payload: object) => injectAs(t.app, who).patch('/api/application-journey', payload);
const apply = (user: TestUser, job: typeof jobs.$inferSelect) => applyAs(t.app, user, job);
const withdraw = (worker: TestUser, applicationId: string) =>
  patch(worker, {
    status: 'Rejected',
    outcome: 'Withdrawn',
    applicationId,
    decision_maker: 'Worker',
    decision_reason: 'Found another job',
    decision_notes: '',
  });

async function rowsOf(workerId: string, jobId: string) {
  return t.app.db
    .select()
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.jobId, jobId)))
    .orderBy(asc(applications.createdAt));
}

describe('a withdrawal', () => {
  it('is stored and shown as Withdrawn (not Rejected, not Declined) to the worker and the recruiter', async () => {
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    const worker = await buildWorker(t.app);
    const a = await buildApplication(t.app, worker.id, job, { status: 'Screening' });
    const res = await withdraw(worker, a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Rejected');

    const [row] = await rowsOf(worker.id, job.id);
    expect([row.status, row.offerStatus, row.decisionMaker, row.decisionReason]).toEqual([
      'Rejected',
      'Withdrawn',
      'Worker',
      'Found another job',
    ]);
    const [h] = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, a.id));
    expect([h.kind, h.toStatus, h.offerStatus]).toEqual(['withdraw', 'Rejected', 'Withdrawn']);

    const detail = await injectAs(t.app, team.recruiter).get(`/api/applications/${a.id}`);
    expect(detail.json().application).toMatchObject({ status: 'Rejected', offer_status: 'Withdrawn' });
    const list = await injectAs(t.app, team.recruiter).get('/api/applications?status=rejected');
    expect(list.json().items.find((i: { applicationId: string }) => i.applicationId === a.id)).toMatchObject({
      status: 'Rejected',
      offer_status: 'Withdrawn',
    });
  });

  it('from Offered, named Withdrawn, is a withdrawal; unnamed it stays a decline', async () => {
    const worker = await buildWorker(t.app);
    const terms = { pay: { hourly_rate: 52, taxable_weekly: 1872 }, hours: { hours_per_week: 36 } };
    const offered = async () => {
      const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
      const a = await buildApplication(t.app, worker.id, job, { status: 'Submitted' });
      const r = await injectAs(t.app, team.recruiter).post('/api/offers', { applicationId: a.id, terms });
      expect(r.statusCode, r.body).toBe(201);
      return { job, a };
    };
    const w = await offered();
    expect((await withdraw(worker, w.a.id)).statusCode).toBe(200);
    expect((await rowsOf(worker.id, w.job.id))[0].offerStatus).toBe('Withdrawn');

    const d = await offered();
    const declined = await patch(worker, {
      status: 'Rejected',
      applicationId: d.a.id,
      decision_maker: 'Worker',
      decision_reason: 'Pay too low',
      decision_notes: '',
    });
    expect(declined.statusCode).toBe(200);
    expect((await rowsOf(worker.id, d.job.id))[0].offerStatus).toBe('Declined');
  });

  it('closes the application: no one moves it again (409), and only a worker names an outcome (403)', async () => {
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    const worker = await buildWorker(t.app);
    const a = await buildApplication(t.app, worker.id, job, { status: 'New' });
    const byRecruiter = await patch(team.recruiter, { status: 'Rejected', outcome: 'Withdrawn', applicationId: a.id });
    expect(byRecruiter.statusCode).toBe(403);
    expect(byRecruiter.json().message).toBe(MESSAGES.errors.outcomeWorkerOnly);

    expect((await withdraw(worker, a.id)).statusCode).toBe(200);
    const revive = await patch(team.recruiter, { status: 'Screening', applicationId: a.id });
    expect(revive.statusCode).toBe(409);
    expect(revive.json().message).toBe(MESSAGES.errors.withdrawn);
    expect((await rowsOf(worker.id, job.id))[0].status).toBe('Rejected');
  });

  it('lets the worker apply to the same job again: a new New application; the job no longer says Already Applied', async () => {
    const word = `zq${Math.random().toString(36).slice(2, 10)}`;
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id, title: `Withdrawn ${word}` });
    const worker = await buildWorker(t.app);
    const first = await apply(worker, job);
    expect(first.statusCode).toBe(201);
    expect((await apply(worker, job)).statusCode).toBe(409);
    expect((await withdraw(worker, first.json()._id)).statusCode).toBe(200);

    const detail = (await injectAs(t.app, worker).get(`/api/jobs/${job.id}`)).json() as JobDetail;
    expect(detail.application).toEqual({ id: first.json()._id, status: 'Rejected', offer_status: 'Withdrawn' });
    const board = (await injectAs(t.app, worker).get(`/api/jobs?q=${word}`)).json() as JobSearchResponse;
    expect(board.items.map((j) => [j._id, j.already_applied])).toEqual([[job.id, false]]);

    const again = await apply(worker, job);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()._id).not.toBe(first.json()._id);
    const rows = await rowsOf(worker.id, job.id);
    expect(rows.map((r) => [r.id, r.status, r.offerStatus])).toEqual([
      [first.json()._id, 'Rejected', 'Withdrawn'],
      [again.json()._id, 'New', null],
    ]);
    const after = (await injectAs(t.app, worker).get(`/api/jobs/${job.id}`)).json() as JobDetail;
    expect(after.application).toEqual({ id: again.json()._id, status: 'New', offer_status: null });
    // The new application stands: applying a third time is refused.
    const third = await apply(worker, job);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(MESSAGES.alreadyApplied);
  });

  it('a rejection by the recruiter still counts as applied', async () => {
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    const worker = await buildWorker(t.app);
    await buildApplication(t.app, worker.id, job, { status: 'Rejected' });
    expect((await apply(worker, job)).statusCode).toBe(409);
  });
});
