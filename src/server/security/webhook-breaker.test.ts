// Issue 34 "a fair outbox": webhooks are delivered several at a time but at most WEBHOOK_PER_GROUP per organization
// (so one organization's hanging receivers use only its share), failed deliveries are retried with back-off, a
// receiver that keeps failing is paused after WEBHOOK_PAUSE_AFTER failures in a row (the organization's users are told;
// the webhook is resumed from its settings, and what it kept meanwhile is then delivered in order), and two instances on one database deliver each job exactly once.
import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_MESSAGES, WEBHOOK_EVENTS, WEBHOOK_HELD_MAX, WEBHOOK_PAUSE_AFTER } from '@/domain/organizations';
import { notificationText } from '@/domain/notifications';
import { createSecondInstance, createTestApp, type TestApp } from '../test/test-app';
import { buildOrgWithTeam } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { notifications, outbox, sentEmails, webhooks } from '../db/schema';
import { emitOrgEvent, releaseHeld, undeliveredCount } from '../queue/org-events';
import { enqueue, NotNow, OUTBOX_DEFAULTS } from '../queue/outbox';
import { createWebhookDeliverer } from '../modules/webhooks/deliver-webhook';

let t: TestApp;
let second: { app: FastifyInstance; close: () => Promise<void> } | null = null;

/** A receiver on loopback whose answer each test chooses; it counts requests and the most open at once. */
interface Receiver {
  url: string;
  hits: number;
  open: number;
  peak: number;
  bodies: string[];
  answer: (path: string) => number | 'hang' | Promise<number>;
  close: () => Promise<void>;
}
const receivers: Receiver[] = [];
async function receiver(answer: Receiver['answer']): Promise<Receiver> {
  const sockets: Socket[] = [];
  const r: Receiver = { url: '', hits: 0, open: 0, peak: 0, bodies: [], answer, close: async () => {} };
  const srv = http.createServer((req, res) => {
    r.hits++;
    r.open++;
    r.peak = Math.max(r.peak, r.open);
    // Open until answered, or until the deliverer gives up on it (its connection closes).
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      r.open--;
    };
    res.on('close', end);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      r.bodies.push(body);
      const a = await r.answer(req.url ?? '');
      if (a === 'hang') return; // never answers; the delivery times out (5 s)
      end();
      res.writeHead(a).end();
    });
  });
  srv.on('connection', (s) => sockets.push(s));
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  r.url = `http://127.0.0.1:${(srv.address() as { port: number }).port}/hook`;
  r.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => srv.close(resolve));
  };
  receivers.push(r);
  return r;
}

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  t.app.outbox.stop();
  second?.app.outbox.stop();
  for (const r of receivers) await r.close();
  await second?.close();
  await t.close();
});

async function addHooks(orgId: string, url: string, n: number) {
  return t.app.db
    .insert(webhooks)
    .values(
      Array.from({ length: n }, (_, i) => ({
        organizationId: orgId,
        url: `${url}?n=${i}`,
        secret: `whsec_${i}`,
        events: [...WEBHOOK_EVENTS],
      })),
    )
    .returning();
}

describe('webhook delivery', () => {
  it("runs deliveries side by side, at most its share per organization: a hanging one's do not delay another's", async () => {
    const hanging = await receiver(() => 'hang');
    const quick = await receiver(() => 204);
    const slow = await buildOrgWithTeam(t.app);
    const other = await buildOrgWithTeam(t.app);
    await addHooks(slow.org.id, hanging.url, 10);
    await addHooks(other.org.id, quick.url, 1);
    // Three events: 30 deliveries in the hanging organization's line, two at a time, each given up after 5 s (75 s).
    const line = 30;
    for (let n = 0; n < line / 10; n++) await emitOrgEvent(t.app.db, slow.org.id, WEBHOOK_EVENTS[0], { n });
    t.app.outbox.start(50);
    try {
      await vi.waitFor(() =>
        expect(hanging.hits, 'the hanging deliveries').toBeGreaterThanOrEqual(OUTBOX_DEFAULTS.webhookPerGroup),
      );
      await emitOrgEvent(t.app.db, other.org.id, WEBHOOK_EVENTS[0], { n: 100 });
      let startedBefore = 0;
      await vi.waitFor(() => {
        expect(quick.hits, "the other organization's delivery").toBe(1);
        startedBefore = hanging.hits;
      });
      // Delivered without waiting for the hanging line: fewer than half of its deliveries had started (their pace is
      // two per 5 s timeout). Measured against the line's own progress, not a number of milliseconds, which a busy
      // machine stretches (issue 46: it was "under 4 s").
      expect(startedBefore, "the hanging organization's deliveries started before the other's").toBeLessThan(line / 2);
      // Never more than its share at once (a delivery given up closes its connection and is no longer open).
      expect(hanging.peak).toBeLessThanOrEqual(OUTBOX_DEFAULTS.webhookPerGroup);
    } finally {
      t.app.outbox.stop();
      // The hanging organization's queued deliveries end at once for the next tests: no webhooks left to send to.
      await t.app.db.delete(webhooks).where(eq(webhooks.organizationId, slow.org.id));
      await hanging.close();
    }
  });

  it('retries a failed delivery with back-off and resets the failure count on success', async () => {
    let calls = 0;
    const flaky = await receiver(() => (++calls === 1 ? 500 : 200));
    const { org } = await buildOrgWithTeam(t.app);
    const [hook] = await addHooks(org.id, flaky.url, 1);
    await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: 1 });
    const now = Date.now() + 60_000; // past every earlier test's leases and retries
    await t.app.outbox.drain(new Date(now));
    expect(flaky.hits).toBe(1);
    let [row] = await t.app.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row.consecutiveFailures).toBe(1);
    const [job] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook'), eq(outbox.groupKey, org.id)));
    expect(job.attempts).toBe(1);
    expect(job.runAt.getTime()).toBe(now + 2_000); // 2^1 s
    expect(job.leasedUntil).toBeNull();
    await t.app.outbox.drain(new Date(now + 1_000));
    expect(flaky.hits).toBe(1); // not yet due
    await t.app.outbox.drain(new Date(now + 2_500));
    expect(flaky.hits).toBe(2);
    [row] = await t.app.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row.consecutiveFailures).toBe(0);
  });

  it('pauses a webhook after repeated failures, tells the organization, sends nothing more until resumed', async () => {
    let status = 503;
    const down = await receiver(() => status);
    const { org, orgUser, recruiter } = await buildOrgWithTeam(t.app);
    const res = await injectAs(t.app, orgUser).post('/api/org/webhooks', {
      url: down.url,
      events: [WEBHOOK_EVENTS[0]],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    for (let i = 0; i < WEBHOOK_PAUSE_AFTER; i++) await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: i });
    const now = Date.now() + 120_000;
    await t.app.outbox.drain(new Date(now));
    expect(down.hits).toBe(WEBHOOK_PAUSE_AFTER);

    // Paused, shown as such, and the organization's user told in the bell and by email (the recruiter is not).
    const list = await injectAs(t.app, orgUser).get('/api/org/webhooks');
    const view = list.json().find((w: { id: string }) => w.id === id);
    expect(view.pausedAt).not.toBeNull();
    expect(view.consecutiveFailures).toBe(WEBHOOK_PAUSE_AFTER);
    expect(DASHBOARD_MESSAGES.webhookPaused(view.consecutiveFailures)).toBe(
      `Paused after ${WEBHOOK_PAUSE_AFTER} failed deliveries`,
    );
    const bell = await t.app.db.select().from(notifications).where(eq(notifications.userId, orgUser.id));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ kind: 'webhook', link: '/dashboard/api-keys' });
    expect(notificationText('webhook', bell[0].data)).toContain(down.url);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, recruiter.id))).toEqual([]);
    const mail = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, orgUser.email));
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('paused')]);

    // The earlier failures' retries and the events raised meanwhile send nothing while paused, and are kept.
    await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: 98 });
    await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: 99 });
    await t.app.outbox.drain(new Date(now + 600_000));
    expect(down.hits).toBe(WEBHOOK_PAUSE_AFTER);
    expect(await undeliveredCount(t.app.db, id)).toBe(WEBHOOK_PAUSE_AFTER + 2);

    // Resumed from the settings (the organization's user only): what it kept is delivered, in the order raised, then
    // what comes after.
    expect((await injectAs(t.app, recruiter).post(`/api/org/webhooks/${id}/resume`)).statusCode).toBe(403);
    const resumed = await injectAs(t.app, orgUser).post(`/api/org/webhooks/${id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ id, pausedAt: null, consecutiveFailures: 0 });
    status = 200;
    await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: 100 });
    await t.app.outbox.drain(new Date(now + 700_000));
    const sent = down.bodies.slice(WEBHOOK_PAUSE_AFTER).map((b) => (JSON.parse(b) as { data: { n: number } }).data.n);
    expect(sent).toEqual([...Array.from({ length: WEBHOOK_PAUSE_AFTER }, (_, i) => i), 98, 99, 100]);
    expect(await undeliveredCount(t.app.db, id)).toBe(0);
  });

  it('a resumed webhook that fails again backs off as usual, keeping its attempts', async () => {
    const down = await receiver(() => 503);
    const { org } = await buildOrgWithTeam(t.app);
    const [hook] = await addHooks(org.id, down.url, 1);
    for (let i = 0; i < WEBHOOK_PAUSE_AFTER; i++) await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: i });
    const now = Date.now() + 800_000; // past every earlier test's leases and retries
    await t.app.outbox.drain(new Date(now));
    expect(down.hits).toBe(WEBHOOK_PAUSE_AFTER);
    await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: 50 });
    await t.app.db.update(webhooks).set({ pausedAt: null, consecutiveFailures: 0 }).where(eq(webhooks.id, hook.id));
    await t.app.db.transaction((tx) => releaseHeld(tx, hook.id));
    // Still failing: each kept delivery is tried once more and rescheduled 2^attempt s later (the first-time one 2 s, the
    // others, on their second attempt, 4 s), until the breaker pauses the webhook again.
    const at = Date.now() + 900_000;
    await t.app.outbox.drain(new Date(at));
    expect(down.hits).toBe(2 * WEBHOOK_PAUSE_AFTER);
    const jobs = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook'), eq(outbox.groupKey, org.id)))
      .orderBy(outbox.id);
    expect(jobs.map((j) => j.attempts)).toEqual([2, 2, 2, 2, 2, 0]);
    expect(jobs.slice(0, WEBHOOK_PAUSE_AFTER).every((j) => j.runAt.getTime() === at + 4_000)).toBe(true);
    const [row] = await t.app.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row.pausedAt).not.toBeNull();
    // Nothing was lost: the six are still kept for the next resume.
    expect(jobs.every((j) => j.doneAt === null)).toBe(true);
  });

  it('a paused webhook keeps at most WEBHOOK_HELD_MAX undelivered events', async () => {
    // The clock (Date only) is set: events are queued at this instant, and drained well after it.
    const now = new Date('2026-11-02T15:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const { org } = await buildOrgWithTeam(t.app);
    const [hook] = await addHooks(org.id, 'http://127.0.0.1:9/hook', 1);
    await t.app.db.update(webhooks).set({ pausedAt: now }).where(eq(webhooks.id, hook.id));
    // Kept while paused (never claimed), up to the cap.
    expect(await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: 0 })).toBe(1);
    await t.app.outbox.drain(new Date(now.getTime() + 1_000_000));
    expect(await undeliveredCount(t.app.db, hook.id)).toBe(1);
    await t.app.db.execute(
      sql`insert into outbox (kind, payload, group_key) select 'webhook', jsonb_build_object('webhookId', ${hook.id}::text, 'event', ${WEBHOOK_EVENTS[0]}::text, 'data', jsonb_build_object('n', g)), ${org.id}::text from generate_series(1, ${WEBHOOK_HELD_MAX - 1}::int) g`,
    );
    expect(await undeliveredCount(t.app.db, hook.id)).toBe(WEBHOOK_HELD_MAX);
    expect(await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n: 'past the cap' })).toBe(0);
    expect(await undeliveredCount(t.app.db, hook.id)).toBe(WEBHOOK_HELD_MAX);
    // Out of the later tests' way.
    await t.app.db.delete(outbox).where(eq(outbox.groupKey, org.id));
    await t.app.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it('a delivery claimed just before its webhook was paused waits for the resume, not counted as an attempt', async () => {
    // The clock (Date only) is set: events are queued at this instant, and drained well after it.
    const now = new Date('2026-11-02T15:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const down = await receiver(() => 200);
    const { org } = await buildOrgWithTeam(t.app);
    const [hook] = await addHooks(org.id, down.url, 1);
    const deliver = createWebhookDeliverer(t.app);
    await t.app.db.update(webhooks).set({ pausedAt: now }).where(eq(webhooks.id, hook.id));
    const payload = { webhookId: hook.id, event: WEBHOOK_EVENTS[0], occurredAt: now.toISOString(), data: {} };
    await expect(deliver(payload, 1)).rejects.toBeInstanceOf(NotNow);
    expect(down.hits).toBe(0);
    // The outbox puts such a job back, due at once, with its attempts unchanged.
    let calls = 0;
    t.app.outbox.register('not-now-probe', async () => {
      if (++calls === 1) throw new NotNow();
    });
    await enqueue(t.app.db, 'not-now-probe', {});
    await t.app.outbox.drain(new Date(now.getTime() + 1_000_000), ['other']);
    const [job] = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'not-now-probe'));
    expect(calls).toBe(2);
    expect(job).toMatchObject({ attempts: 1, lastError: null });
    expect(job.doneAt).not.toBeNull();
    await t.app.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it('two instances on one database deliver each job once, keeping the per-organization share between them', async () => {
    const seen = new Map<number, number>();
    const paced = await receiver(async () => {
      await new Promise((r) => setTimeout(r, 150));
      return 200;
    });
    paced.answer = async () => {
      const body = JSON.parse(paced.bodies.at(-1)!) as { data: { n: number } };
      seen.set(body.data.n, (seen.get(body.data.n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 150));
      return 200;
    };
    const { org } = await buildOrgWithTeam(t.app);
    await addHooks(org.id, paced.url, 1);
    const jobs = 16;
    for (let n = 0; n < jobs; n++) await emitOrgEvent(t.app.db, org.id, WEBHOOK_EVENTS[0], { n });
    second = await createSecondInstance(t);
    t.app.outbox.start(30);
    second.app.outbox.start(30);
    const busy = { first: 0, second: 0 };
    const sample = setInterval(() => {
      busy.first = Math.max(busy.first, t.app.outbox.running().webhook);
      busy.second = Math.max(busy.second, second!.app.outbox.running().webhook);
    }, 5);
    try {
      await vi.waitFor(() => expect(seen.size, 'every job delivered').toBe(jobs));
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      clearInterval(sample);
      t.app.outbox.stop();
      second.app.outbox.stop();
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(paced.peak).toBeLessThanOrEqual(OUTBOX_DEFAULTS.webhookPerGroup);
    expect(busy.first + busy.second).toBeGreaterThanOrEqual(2);
  });
});
