// The notification centre (issue 22): items written by the existing use cases in their own transaction, scoped to
// their person, paged newest first, read one by one or all at once, delivered live across two instances on one
// database, and emailed only when the person chose email for the kind.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKindsFor } from '@/domain/notifications';
import { MESSAGES, routes } from '@/domain/shared';
import { outbox } from '../../db/schema';
import { notifyUser } from '../../queue/notify-user';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app';
import { openTestSocket } from '../../test/test-socket';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TERMS = { pay: { hourly_rate: 52 }, hours: { hours_per_week: 36 } };

/** A worker with an application in `status` to a job of a fresh team's recruiter (no auto-offer). */
async function setup(status: 'New' | 'Screening' | 'Submitted' = 'Submitted') {
  const team = await buildOrgWithTeam(t.app);
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    requirements: { auto_offer: false },
  });
  const worker = await buildWorker(t.app);
  const application = await buildApplication(t.app, worker.id, job, { status });
  return { ...team, job, worker, application };
}

const list = async (who: TestUser, query = '') => {
  const res = await injectAs(t.app, who).get(`/api/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { id: number; kind: string; text: string; link: string; read: boolean; createdAt: string }[];
    nextCursor: string | null;
    unread: number;
  };
};
const unread = async (who: TestUser) => (await injectAs(t.app, who).get('/api/notifications/unread')).json().unread;
const mailsTo = async (email: string) =>
  t.app.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->>'to' = ${email}`));

describe('items from the use cases', () => {
  it("a recruiter's offer puts one unread item under the worker's bell, linking to the job in the work journey", async () => {
    const s = await setup();
    expect(await unread(s.worker)).toBe(0);
    const res = await injectAs(t.app, s.recruiter).post('/api/offers', {
      applicationId: s.application.id,
      terms: TERMS,
    });
    expect(res.statusCode).toBe(201);
    const page = await list(s.worker);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        kind: 'offer',
        text: MESSAGES.notifications.text.offer('Test recruiter', `${s.job.title} (${s.job.gwJobId})`),
        link: routes.workJourneyDetail('Offered', s.application.id),
        createdAt: expect.any(String),
        read: false,
      },
    ]);
    // The recruiter who made it hears nothing of their own move.
    expect((await list(s.recruiter)).items).toEqual([]);
  });

  it("a worker's counter reaches the recruiter, linking to the application detail", async () => {
    const s = await setup();
    await injectAs(t.app, s.recruiter).post('/api/offers', { applicationId: s.application.id, terms: TERMS });
    const res = await injectAs(t.app, s.worker).post('/api/offers', {
      applicationId: s.application.id,
      terms: { pay: { hourly_rate: 58 } },
    });
    expect(res.statusCode).toBe(201);
    const [item] = (await list(s.recruiter)).items;
    expect(item).toMatchObject({
      kind: 'counter',
      link: routes.applicationDetail({
        status: 'Offered',
        workerId: s.worker.id,
        gwJobId: s.job.gwJobId,
        applicationId: s.application.id,
      }),
    });
  });

  it('a status move through PATCH /api/application-journey tells the worker, with the new status', async () => {
    const s = await setup('New');
    const res = await injectAs(t.app, s.recruiter).patch('/api/application-journey', {
      status: 'Screening',
      applicationId: s.application.id,
    });
    expect(res.statusCode).toBe(200);
    const [item] = (await list(s.worker)).items;
    expect(item.kind).toBe('status');
    expect(item.text).toBe(MESSAGES.notifications.text.status(`${s.job.title} (${s.job.gwJobId})`, 'Screening'));
    expect(item.link).toBe(routes.workJourneyDetail('Screening', s.application.id));
  });

  it("a chat's unread messages are one item with a count, and reading the chat reads it", async () => {
    const s = await setup();
    const ask = await injectAs(t.app, s.worker).post('/api/ask-recruiter', {
      organization_id: s.job.organizationId,
      job_id: s.job.id,
      gw_job_id: s.job.gwJobId,
      message: 'Hello',
    });
    const { chatId } = ask.json();
    const sent = await injectAs(t.app, s.worker).post(`/api/chats/${chatId}/messages`, {
      body: 'Are nights paid more?',
    });
    expect(sent.statusCode).toBe(201);
    const page = await list(s.recruiter);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ kind: 'message', link: routes.messages(chatId) });
    expect(page.items[0].text).toBe(
      MESSAGES.notifications.text.message('Test worker', `${s.job.title} (${s.job.gwJobId})`, 2),
    );
    const read = await injectAs(t.app, s.recruiter).post(`/api/chats/${chatId}/read`, {
      lastReadMessageId: sent.json().message.id,
    });
    expect(read.statusCode).toBe(200);
    expect(await unread(s.recruiter)).toBe(0);
  });
});

describe('reading and authorization', () => {
  it('a person sees and marks only their own items: another id answers 404 and stays unread', async () => {
    const s = await setup();
    await injectAs(t.app, s.recruiter).post('/api/offers', { applicationId: s.application.id, terms: TERMS });
    const [item] = (await list(s.worker)).items;
    const other = await buildWorker(t.app);
    expect((await list(other)).items).toEqual([]);
    const foreign = await injectAs(t.app, other).post(`/api/notifications/${item.id}/read`, {});
    expect(foreign.statusCode).toBe(404);
    expect((await injectAs(t.app, s.recruiter).post(`/api/notifications/${item.id}/read`, {})).statusCode).toBe(404);
    expect(await unread(s.worker)).toBe(1);
    const own = await injectAs(t.app, s.worker).post(`/api/notifications/${item.id}/read`, {});
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ unread: 0 });
    expect((await list(s.worker)).items[0].read).toBe(true);
  });

  it('signed out: 401; a malformed id: 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const w = await buildWorker(t.app);
    expect((await injectAs(t.app, w).post('/api/notifications/abc/read', {})).statusCode).toBe(400);
  });

  it('mark all read clears every unread item of the person only', async () => {
    const a = await buildWorker(t.app);
    const b = await buildWorker(t.app);
    for (const u of [a, a, b])
      await t.app.db.transaction((tx) =>
        notifyUser(tx, { userId: u.id, kind: 'credential', data: { credential: 'BLS', days: 30 }, link: '/profile' }),
      );
    expect(await unread(a)).toBe(2);
    const res = await injectAs(t.app, a).post('/api/notifications/read-all', {});
    expect(res.json()).toEqual({ unread: 0 });
    expect(await unread(b)).toBe(1);
  });

  it('pages newest first with a cursor: every item once, none skipped', async () => {
    const w = await buildWorker(t.app);
    for (let i = 1; i <= 25; i++)
      await t.app.db.transaction((tx) =>
        notifyUser(tx, { userId: w.id, kind: 'credential', data: { credential: `Licence ${i}`, days: 7 }, link: '/p' }),
      );
    const first = await list(w);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.items[0].text).toBe(MESSAGES.notifications.text.credential('Licence 25', 7));
    expect(first.nextCursor).not.toBeNull();
    const second = await list(w, `?cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.text)).toEqual(
      [5, 4, 3, 2, 1].map((i) => MESSAGES.notifications.text.credential(`Licence ${i}`, 7)),
    );
    expect(second.nextCursor).toBeNull();
  });
});

describe('settings and email', () => {
  it('defaults: offers by email, status moves in the app only; each role lists only the kinds it receives', async () => {
    const w = await buildWorker(t.app);
    const res = await injectAs(t.app, w).get('/api/notifications/settings');
    expect(res.json().settings).toEqual(
      notificationKindsFor('worker').map((kind) => ({ kind, email: kind !== 'status' && kind !== 'review' })),
    );
    expect(res.json().settings.map((s: { kind: string }) => s.kind)).toContain('status');
    const { recruiter } = await buildOrgWithTeam(t.app);
    const staff = await injectAs(t.app, recruiter).get('/api/notifications/settings');
    expect(staff.json().settings).toEqual(
      ['counter', 'accept', 'decline', 'message', 'contract', 'onboarding', 'reference', 'timesheet', 'review'].map(
        (kind) => ({ kind, email: kind !== 'review' }),
      ),
    );
  });

  it('an offer is emailed by default, and not once the worker chose "in the app only" for offers', async () => {
    const s = await setup();
    await injectAs(t.app, s.recruiter).post('/api/offers', { applicationId: s.application.id, terms: TERMS });
    expect(await mailsTo(s.worker.email)).toHaveLength(1);

    const q = await setup();
    const saved = await injectAs(t.app, q.worker).put('/api/notifications/settings', {
      settings: [{ kind: 'offer', email: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toContainEqual({ kind: 'offer', email: false });
    await injectAs(t.app, q.recruiter).post('/api/offers', { applicationId: q.application.id, terms: TERMS });
    expect(await unread(q.worker)).toBe(1);
    expect(await mailsTo(q.worker.email)).toEqual([]);
  });

  it('a status move emails the worker only once they chose email for status changes', async () => {
    const s = await setup('New');
    await injectAs(t.app, s.recruiter).patch('/api/application-journey', {
      status: 'Screening',
      applicationId: s.application.id,
    });
    expect(await mailsTo(s.worker.email)).toEqual([]);
    await injectAs(t.app, s.worker).put('/api/notifications/settings', { settings: [{ kind: 'status', email: true }] });
    await injectAs(t.app, s.recruiter).patch('/api/application-journey', {
      status: 'Submitted',
      applicationId: s.application.id,
    });
    const mails = await mailsTo(s.worker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload.text).toContain(
      MESSAGES.notifications.text.status(`${s.job.title} (${s.job.gwJobId})`, 'Submitted'),
    );
  });

  it('refuses an unknown kind and a kind set twice with a clear 400', async () => {
    const w = await buildWorker(t.app);
    const bad = await injectAs(t.app, w).put('/api/notifications/settings', {
      settings: [{ kind: 'weather', email: true }],
    });
    expect(bad.statusCode).toBe(400);
    const twice = await injectAs(t.app, w).put('/api/notifications/settings', {
      settings: [
        { kind: 'offer', email: true },
        { kind: 'offer', email: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(MESSAGES.notifications.duplicateKind);
  });
});

describe('live delivery', () => {
  it('an offer made through instance A refreshes the bell of a socket on instance B; reading on B tells A', async () => {
    const b = await createSecondInstance(t);
    try {
      const s = await setup();
      const baseA = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const onB = await openTestSocket(baseB, s.worker.cookie);
      const onA = await openTestSocket(baseA, s.worker.cookie);
      const res = await injectAs(t.app, s.recruiter).post('/api/offers', {
        applicationId: s.application.id,
        terms: TERMS,
      });
      expect(res.statusCode).toBe(201);
      await onB.next((f) => f.type === 'notifications');
      await onA.next((f) => f.type === 'notifications');
      const count = onA.frames.filter((f) => f.type === 'notifications').length;
      const [item] = (await list(s.worker)).items;
      expect((await injectAs(b.app, s.worker).post(`/api/notifications/${item.id}/read`, {})).statusCode).toBe(200);
      await onA.next(
        (f) => f.type === 'notifications' && onA.frames.filter((x) => x.type === 'notifications').length > count,
      );
      onA.close();
      onB.close();
    } finally {
      await b.close();
    }
  });
});
