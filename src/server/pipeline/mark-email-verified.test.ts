// One writer of "email verified": whichever link proves the worker's mailbox — the verification link, a password
// reset link or an email change confirmation — the application held while unverified is submitted, exactly once,
// and a second path afterwards submits nothing more. Real app, real database.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { JobDetail } from '@/domain/jobs';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildJob, buildOrgWithTeam, buildWorker, TEST_PASSWORD } from '../test/factories';
import { applyAs, injectAs } from '../test/inject-as';
import { pastMailCooldown } from '../test/clock';
import { applications, emailTokens, heldApplications, sentEmails, statusHistory } from '../db/schema';

let t: TestApp;
let team: Awaited<ReturnType<typeof buildOrgWithTeam>>;

beforeAll(async () => {
  // Each reset request stands for another client address (the forgot-password route is rate-limited per IP).
  t = await createTestApp({ trustProxy: 1 });
  team = await buildOrgWithTeam(t.app);
});
afterAll(async () => t.close());

let ip = 1;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': `203.0.113.${ip++}` } });

/** The token of the newest mail sent to `to` with `subject` (the outbox delivered first: a reset is mailed by a job). */
async function tokenMailed(to: string, subject: string) {
  await t.app.outbox.drain();
  const rows = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, to)).orderBy(sentEmails.id);
  const mail = rows.filter((r) => r.subject === subject).at(-1);
  expect(mail, `a mail "${subject}" to ${to}`).toBeDefined();
  return /token=([\w-]+)/.exec(mail!.text)![1];
}

/** The worker as the paths change them: a reset changes the password and the session, an email change the address. */
interface Account {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** The verification link mailed at Apply (to the address of that moment). */
  verifyToken: string;
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The three paths that prove the mailbox, each by its HTTP routes as the user would take them. */
const paths = {
  verification: async (who: Account) => post('/api/auth/verify-email', { token: who.verifyToken }),
  'password reset': async (who: Account) => {
    expect((await post('/api/auth/forgot-password', { email: who.email })).statusCode).toBe(200);
    const token = await tokenMailed(who.email, MESSAGES.account.resetSubject);
    who.password = `a-new-password-${ip}`;
    const res = await post('/api/auth/reset-password', { token, password: who.password });
    // Every session was revoked; the answer signs this browser in.
    if (res.statusCode === 200) who.cookie = cookieOf(res.headers['set-cookie']);
    return res;
  },
  'email change': async (who: Account) => {
    const next = `moved-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const req = await injectAs(t.app, who).post('/api/me/email', { email: next, password: who.password });
    expect(req.statusCode, req.body).toBe(202);
    const res = await post('/api/auth/confirm-email', {
      token: await tokenMailed(next, MESSAGES.account.emailChangeSubject),
    });
    if (res.statusCode === 200) who.email = next;
    return res;
  },
} as const;
type Path = keyof typeof paths;

/** An unverified worker who pressed Apply on a new job (held, 202). */
async function workerWithHeldApplication() {
  const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id });
  const worker = await buildWorker(t.app, { verified: false });
  const res = await applyAs(t.app, worker, job);
  expect(res.statusCode, res.body).toBe(202);
  const account: Account = {
    id: worker.id,
    email: worker.email,
    password: TEST_PASSWORD,
    cookie: worker.cookie,
    verifyToken: await tokenMailed(worker.email, 'Verify your email address'),
  };
  return { job, worker: account };
}

/** The worker's applications to the job with their history kinds, and whether anything is still held. */
async function stateOf(workerId: string, jobId: string) {
  const rows = await t.app.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.jobId, jobId)));
  const history = await Promise.all(
    rows.map((r) =>
      t.app.db.select({ kind: statusHistory.kind }).from(statusHistory).where(eq(statusHistory.applicationId, r.id)),
    ),
  );
  const held = await t.app.db.select().from(heldApplications).where(eq(heldApplications.workerId, workerId));
  return { statuses: rows.map((r) => r.status), history: history.map((h) => h.map((x) => x.kind)), held: held.length };
}

const allPaths = Object.keys(paths) as Path[];

describe('markEmailVerified: every path that proves the mailbox submits the held application exactly once', () => {
  it.each(allPaths)(
    'after the %s, the held application is New, once, and the job page no longer says held',
    async (path) => {
      const { job, worker } = await workerWithHeldApplication();
      expect(await stateOf(worker.id, job.id)).toEqual({ statuses: [], history: [], held: 1 });

      const res = await paths[path](worker);
      expect(res.statusCode, res.body).toBe(200);

      expect(await stateOf(worker.id, job.id)).toEqual({ statuses: ['New'], history: [['apply']], held: 0 });
      const me = await injectAs(t.app, worker).get('/api/auth/me');
      expect(me.json().email_verified).toBe(true);
      const detail = (await injectAs(t.app, worker).get(`/api/jobs/${job.id}`)).json() as JobDetail;
      expect(detail.application_held).toBe(false);
      expect(detail.application?.status).toBe('New');
    },
  );

  it.each(allPaths.flatMap((first) => allPaths.filter((p) => p !== first).map((second) => [first, second] as const)))(
    'the %s and then the %s: still one application with one history row',
    async (first, second) => {
      const { job, worker } = await workerWithHeldApplication();
      // Both links exist before either is used (the verification link was mailed at Apply).
      const firstRes = await paths[first](worker);
      expect(firstRes.statusCode, firstRes.body).toBe(200);
      const secondRes = await paths[second](worker);
      // The verification link ended with the first proof; the other paths work but have nothing left to submit.
      expect(secondRes.statusCode, secondRes.body).toBe(second === 'verification' ? 400 : 200);
      expect(await stateOf(worker.id, job.id)).toEqual({ statuses: ['New'], history: [['apply']], held: 0 });
    },
  );

  it('ends the account’s pending verification links', async () => {
    const { worker } = await workerWithHeldApplication();
    // A minute after the first link (issue 41's cooldown between two emails to one address).
    await pastMailCooldown(async () =>
      expect((await injectAs(t.app, worker).post('/api/auth/resend-verification', {})).statusCode).toBe(200),
    );
    expect((await paths['password reset'](worker)).statusCode).toBe(200);
    const pending = await t.app.db
      .select()
      .from(emailTokens)
      .where(
        and(eq(emailTokens.userId, worker.id), eq(emailTokens.purpose, 'verify'), sql`${emailTokens.usedAt} is null`),
      );
    expect(pending).toEqual([]);
  });
});
