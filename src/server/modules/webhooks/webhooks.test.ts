import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DASHBOARD_MESSAGES, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@/domain/organizations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { applications, outbox, webhookDeliveries } from '../../db/schema';
import { emitOrgEvent } from '../../queue/org-events';
import { verifyWebhookSignature } from './deliver-webhook';
import type { ApplicationStatus } from '@/domain/applications';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
let t: TestApp;
let server: http.Server;
let base: string;
const received: Record<string, Received[]> = { ok: [], fail: [] };

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const which = req.url === '/fail' ? 'fail' : 'ok';
      received[which].push({ headers: req.headers, body });
      res.statusCode = which === 'fail' ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

async function register(
  orgUser: TestUser,
  path: string,
  events = ['application.created', 'application.status_changed'],
) {
  const res = await injectAs(t.app, orgUser).post('/api/org/webhooks', { url: `${base}${path}`, events });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; secret: string };
}

/** What the status-change use case does: the change and the event in one transaction. */
async function changeStatus(applicationId: string, organizationId: string, to: ApplicationStatus) {
  await t.app.db.transaction(async (tx) => {
    await tx.update(applications).set({ status: to }).where(eq(applications.id, applicationId));
    await emitOrgEvent(tx, organizationId, 'application.status_changed', {
      application_id: applicationId,
      to_status: to,
    });
  });
}

describe('webhooks', () => {
  it('delivers signed events that verify with the secret, and only to the organization of the event', async () => {
    const a = await buildOrgWithTeam(t.app);
    const b = await buildOrgWithTeam(t.app);
    const hookA = await register(a.orgUser, '/ok');
    await register(b.orgUser, '/ok-b');
    const app1 = await buildApplication(t.app, (await buildWorker(t.app)).id, a.job);
    received.ok.length = 0;
    await changeStatus(app1.id, a.org.id, 'Screening');
    await t.app.outbox.drain();
    expect(received.ok).toHaveLength(1);
    const got = received.ok[0];
    const sig = String(got.headers[WEBHOOK_SIGNATURE_HEADER]);
    const ts = String(got.headers[WEBHOOK_TIMESTAMP_HEADER]);
    expect(verifyWebhookSignature(hookA.secret, ts, got.body, sig)).toBe(true);
    expect(verifyWebhookSignature(hookA.secret, ts, got.body.replace('Screening', 'Working'), sig)).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({
      event: 'application.status_changed',
      organization_id: a.org.id,
      data: { application_id: app1.id, to_status: 'Screening' },
    });
    const log = (await injectAs(t.app, a.orgUser).get(`/api/org/webhooks/${hookA.id}/deliveries`)).json();
    expect(log).toEqual([
      expect.objectContaining({ event: 'application.status_changed', attempt: 1, responseStatus: 204, error: null }),
    ]);
    // B sees neither A's webhook nor its log.
    expect((await injectAs(t.app, b.orgUser).get(`/api/org/webhooks/${hookA.id}/deliveries`)).statusCode).toBe(404);
    expect(
      (await injectAs(t.app, b.orgUser).get('/api/org/webhooks')).json().map((w: { id: string }) => w.id),
    ).not.toContain(hookA.id);
    expect((await injectAs(t.app, b.orgUser).delete(`/api/org/webhooks/${hookA.id}`)).statusCode).toBe(404);
  });

  it('a failing endpoint is retried with back-off and logged, without blocking the status change', async () => {
    // The clock (Date only) is set: the event is queued, first tried and backed off from this instant.
    const start = new Date('2026-11-02T15:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const { org, orgUser, job } = await buildOrgWithTeam(t.app);
    const hook = await register(orgUser, '/fail', ['application.status_changed']);
    const app1 = await buildApplication(t.app, (await buildWorker(t.app)).id, job);
    received.fail.length = 0;
    await changeStatus(app1.id, org.id, 'Screening');
    const [saved] = await t.app.db.select().from(applications).where(eq(applications.id, app1.id));
    expect(saved.status).toBe('Screening');
    await t.app.outbox.drain(start);
    expect(received.fail).toHaveLength(1);
    const pending = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id)).find(
      (o) => (o.payload as { webhookId: string }).webhookId === hook.id,
    )!;
    expect(pending.attempts).toBe(1);
    expect(pending.doneAt).toBeNull();
    expect(pending.runAt.getTime()).toBeGreaterThan(start.getTime());
    // Not due yet: nothing is sent again until the back-off has passed.
    await t.app.outbox.drain(start);
    expect(received.fail).toHaveLength(1);
    await t.app.outbox.drain(new Date(start.getTime() + 60_000));
    expect(received.fail).toHaveLength(2);
    const log = await t.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id))
      .orderBy(webhookDeliveries.id);
    expect(log.map((d) => [d.attempt, d.responseStatus, d.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 500, 'HTTP 500'],
    ]);
  });

  it('the real status change (PATCH /api/application-journey) answers 200 while its webhook endpoint fails, then retries', async () => {
    // The clock (Date only) is set: the event is queued, first tried and backed off from this instant.
    const start = new Date('2026-11-02T15:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const { orgUser, recruiter, job } = await buildOrgWithTeam(t.app);
    const hook = await register(orgUser, '/fail', ['application.status_changed']);
    const app1 = await buildApplication(t.app, (await buildWorker(t.app)).id, job);
    const res = await injectAs(t.app, recruiter).patch('/api/application-journey', {
      status: 'Screening',
      applicationId: app1.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Screening', applicationId: app1.id });
    received.fail.length = 0;
    await t.app.outbox.drain(start);
    expect(received.fail).toHaveLength(1);
    expect(JSON.parse(received.fail[0].body)).toMatchObject({
      event: 'application.status_changed',
      data: { application_id: app1.id, from_status: 'New', to_status: 'Screening' },
    });
    const [saved] = await t.app.db.select().from(applications).where(eq(applications.id, app1.id));
    expect(saved.status).toBe('Screening');
    await t.app.outbox.drain(new Date(start.getTime() + 60_000));
    const log = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
    expect(log.map((d) => d.attempt).sort()).toEqual([1, 2]);
  });

  it('refuses non-HTTPS URLs outside this machine and events nobody subscribed to are not queued', async () => {
    const { org, orgUser } = await buildOrgWithTeam(t.app);
    const bad = await injectAs(t.app, orgUser).post('/api/org/webhooks', {
      url: 'http://example.com/hook',
      events: ['application.created'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DASHBOARD_MESSAGES.errors.webhookUrl);
    await register(orgUser, '/ok', ['application.created']);
    const queued = await t.app.db.transaction((tx) => emitOrgEvent(tx, org.id, 'application.status_changed', {}));
    expect(queued).toBe(0);
  });
});

describe('postWithoutReading (webhook transport)', () => {
  it('asks for an identity encoding, never decodes or buffers the receiver’s body, and does not follow redirects', async () => {
    const { postWithoutReading } = await import('./deliver-webhook');
    const zlib = await import('node:zlib');
    const seen: http.IncomingHttpHeaders[] = [];
    const bomb = zlib.brotliCompressSync(Buffer.alloc(64 * 1024 * 1024)); // 64 MB of zeros, a few KB compressed
    const receiver = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      if (req.url === '/redirect') {
        res.writeHead(307, { location: '/elsewhere' });
        return res.end();
      }
      res.writeHead(200, { 'content-encoding': 'br', 'content-type': 'application/json' });
      res.end(bomb);
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    try {
      const before = process.memoryUsage().arrayBuffers;
      expect(
        await postWithoutReading(`${url}/hook`, { 'content-type': 'application/json' }, '{"a":1}', {
          allowPrivate: true,
        }),
      ).toBe(200);
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
      expect(seen[0]['accept-encoding']).toBe('identity');
      expect(seen[0]['content-length']).toBe('7');
      expect(await postWithoutReading(`${url}/redirect`, {}, '{}', { allowPrivate: true })).toBe(307);
      expect(seen.map((h) => h.host)).toHaveLength(2); // the redirect was not followed
      await expect(postWithoutReading('ftp://127.0.0.1/x', {}, '{}', { allowPrivate: true })).rejects.toThrow(
        /refused: protocol/,
      );
    } finally {
      await new Promise((r) => receiver.close(r));
    }
  });
});
