// Spec section 5: an unverified worker's Apply holds the application, sends the verification link at once, and the
// verification submits it (status New) through the one writer of moves — exactly once. Real app, real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import type { JobDetail } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { applyAs, injectAs } from '../../test/inject-as';
import { pastMailCooldown } from '../../test/clock';
import { applications, heldApplications, jobs, outbox, statusHistory, webhooks } from '../../db/schema';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  team = await buildOrgWithTeam(t.app);
  await t.app.db.insert(webhooks).values({
    organizationId: team.org.id,
    url: 'https://hooks.example.com/carelink',
    secret: 'secret-for-tests-only',
    events: ['application.created', 'application.status_changed'],
  });
});
afterAll(async () => t.close());

const apply = (user: TestUser, job: typeof jobs.$inferSelect) => applyAs(t.app, user, job);

/** The verification emails queued for `email` (outbox rows), oldest first. */
async function verificationMails(email: string) {
  const rows = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->>'to' = ${email}`))
    .orderBy(outbox.id);
  return rows.filter((r) => (r.payload as { subject: string }).subject === 'Verify your email address');
}

const tokenOf = (row: { payload: unknown }) => /token=([\w-]+)/.exec((row.payload as { text: string }).text)![1];
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

async function applicationsOf(workerId: string, jobId: string) {
  return t.app.db
    .select()
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.jobId, jobId)));
}

async function recordedFor(applicationId: string) {
  const history = await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, applicationId));
  const hooks = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'webhook'), sql`${outbox.payload}->'data'->>'application_id' = ${applicationId}`))
    .orderBy(outbox.id);
  const mail = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), like(outbox.dedupeKey, `move:${applicationId}:%`)))
    .orderBy(outbox.id);
  return { history, hooks, mail: mail.map((m) => (m.payload as { to: string }).to) };
}

describe('an unverified worker presses Apply', () => {
  it('holds the application (202), sends the verification link at once, once, and the organization sees nothing', async () => {
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    const worker = await buildWorker(t.app, { verified: false });

    const res = await apply(worker, job);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ held: true });
    // Pressing Apply again changes nothing: one held application, one verification email.
    expect((await apply(worker, job)).statusCode).toBe(202);
    expect(await t.app.db.select().from(heldApplications).where(eq(heldApplications.workerId, worker.id))).toHaveLength(
      1,
    );
    const mails = await verificationMails(worker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].dedupeKey).toMatch(/^verify:held:/);

    expect(await applicationsOf(worker.id, job.id)).toEqual([]);
    const detail = (await injectAs(t.app, worker).get(`/api/jobs/${job.id}`)).json() as JobDetail;
    expect([detail.application, detail.application_held]).toEqual([null, true]);

    // Not in the organization's lists or counts before verification.
    for (const who of [team.recruiter, team.orgUser]) {
      const list = await injectAs(t.app, who).get('/api/applications?status=new');
      expect(list.statusCode).toBe(200);
      expect(list.json().items.filter((i: { worker_id: string }) => i.worker_id === worker.id)).toEqual([]);
      const counts = await injectAs(t.app, who).get('/api/applications/counts');
      expect(counts.json().counts.New ?? 0).toBe(0);
    }
  });

  it('verifying submits exactly one New application with one history row, one webhook and the recruiter’s email; verifying again submits nothing', async () => {
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    const worker = await buildWorker(t.app, { verified: false });
    const appliedBefore = job.appliedCount;
    expect((await apply(worker, job)).statusCode).toBe(202);
    // A second link (Resend, a minute later: issue 41's cooldown) before verifying: both links are valid.
    const [mail, second] = await pastMailCooldown(async () => {
      expect((await injectAs(t.app, worker).post('/api/auth/resend-verification', {})).statusCode).toBe(200);
      return verificationMails(worker.email);
    });
    expect(second).toBeDefined();

    const ok = await verify(tokenOf(mail));
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await applicationsOf(worker.id, job.id);
    expect(rows.map((r) => [r.status, r.organizationId, r.recruiterId])).toEqual([
      ['New', team.org.id, team.recruiter.id],
    ]);
    const r = await recordedFor(rows[0].id);
    expect(r.history.map((h) => [h.kind, h.fromStatus, h.toStatus, h.byUserId])).toEqual([
      ['apply', null, 'New', worker.id],
    ]);
    expect(r.hooks.map((h) => (h.payload as { event: string }).event)).toEqual(['application.created']);
    expect(r.mail).toEqual([team.recruiter.email]);
    expect(await t.app.db.select().from(heldApplications).where(eq(heldApplications.workerId, worker.id))).toEqual([]);
    const [j] = await t.app.db.select({ n: jobs.appliedCount }).from(jobs).where(eq(jobs.id, job.id));
    expect(j.n).toBe(appliedBefore + 1);

    // The same link again is refused, and so is the second one (verifying ends every pending link): nothing more.
    expect((await verify(tokenOf(mail))).statusCode).toBe(400);
    expect((await verify(tokenOf(second))).statusCode).toBe(400);
    expect(await applicationsOf(worker.id, job.id)).toHaveLength(1);
    expect((await recordedFor(rows[0].id)).history).toHaveLength(1);
    expect((await recordedFor(rows[0].id)).hooks).toHaveLength(1);

    const list = await injectAs(t.app, team.recruiter).get('/api/applications?status=new');
    expect(list.json().items.map((i: { applicationId: string }) => i.applicationId)).toContain(rows[0].id);
  });

  it('a held application whose job closed before verification is dropped, not submitted', async () => {
    const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
    const worker = await buildWorker(t.app, { verified: false });
    expect((await apply(worker, job)).statusCode).toBe(202);
    await t.app.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    const [mail] = await verificationMails(worker.email);
    expect((await verify(tokenOf(mail))).statusCode).toBe(200);
    expect(await applicationsOf(worker.id, job.id)).toEqual([]);
    expect(await t.app.db.select().from(heldApplications).where(eq(heldApplications.workerId, worker.id))).toEqual([]);
  });
});
