// Concurrency: parallel duplicate applies make one application; parallel status changes on one
// application leave a consistent history (every winner recorded once, in a chain, matching the row).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '@/domain/applications';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { applications, jobs, statusHistory } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(async () => t.close());

describe('resilience under concurrency', () => {
  it('50 parallel applies to one job by one worker make exactly one application', async () => {
    const { org, recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const payload = {
      status: 'New',
      job_id: job.id,
      recruiter_id: recruiter.id,
      organization_id: org.id,
      gw_job_id: job.gwJobId,
      auto_offer_consent: false,
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => injectAs(t.app, worker).post('/api/worker-job-apply', payload)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c < 300)).toHaveLength(1);
    expect(codes.filter((c) => c >= 300).every((c) => c === 409)).toBe(true);
    const rows = await t.app.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(1);
    const [j] = await t.app.db.select({ applied: jobs.appliedCount }).from(jobs).where(eq(jobs.id, job.id));
    expect(j.applied).toBe(1);
    const history = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, rows[0].id));
    expect(history).toHaveLength(1);
  });

  it('20 parallel status changes on one application leave a consistent history', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const app = await buildApplication(t.app, worker.id, job, { status: 'New' });
    await t.app.db
      .insert(statusHistory)
      .values({ applicationId: app.id, fromStatus: null, toStatus: 'New', byUserId: worker.id });
    const targets = APPLICATION_STATUSES.filter((s) => s !== 'New' && s !== 'Offered');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_x, i) =>
        injectAs(t.app, recruiter).patch('/api/application-journey', {
          applicationId: app.id,
          status: targets[i % targets.length],
          decision_maker: 'Recruiter',
          decision_reason: `change ${i}`,
          decision_notes: '',
          version: 1,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    // All were made against version 1: exactly one wins, the rest are told the application changed.
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, app.id));
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, app.id))
      .orderBy(asc(statusHistory.id));
    expect(history).toHaveLength(2);
    expect(history[1].fromStatus).toBe('New');
    expect(history[1].toStatus).toBe(row.status);
    expect(row.version).toBe(2);
  });

  it('sequential changes racing without versions still chain: each history row starts where the previous ended', async () => {
    const { recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const app = await buildApplication(t.app, worker.id, job, { status: 'New' });
    const targets = ['Screening', 'Submitted', 'Hold', 'Screening', 'Rejected'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_x, i) =>
        injectAs(t.app, recruiter).patch('/api/application-journey', {
          applicationId: app.id,
          status: targets[i % targets.length],
          decision_maker: 'Recruiter',
          decision_reason: 'race',
          decision_notes: '',
        }),
      ),
    );
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const wins = results.filter((r) => r.statusCode === 200).length;
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, app.id));
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, app.id))
      .orderBy(asc(statusHistory.id));
    expect(history).toHaveLength(wins);
    let current = 'New';
    for (const h of history) {
      expect(h.fromStatus).toBe(current);
      current = h.toStatus;
    }
    expect(row.status).toBe(current);
    expect(row.version).toBe(1 + wins);
  });
});
