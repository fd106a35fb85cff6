// Delivers one queued webhook event: signs the body with the webhook's secret (HMAC-SHA256), POSTs it, logs the
// attempt in webhook_deliveries and throws on failure so the outbox retries it with back-off.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  WEBHOOK_FAILURES,
  WEBHOOK_PAUSE_AFTER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@/domain/organizations';
import { notificationEmail } from '@/domain/notifications';
import { routes } from '@/domain/shared';
import { resolveWebhookTarget, WebhookTargetError, type Lookup } from '../../security/webhook-target';
import { users, webhookDeliveries, webhooks } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { emailWanted, notifyUser } from '../../queue/notify-user';
import { announceChange } from '../../queue/live-changes';
import { NotNow } from '../../queue/outbox';

/** The signature of a delivery: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>` with the webhook's secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Checks a received signature in constant time (what a receiver does; used by the tests). */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const got = Buffer.from(signature);
  return expected.length === got.length && crypto.timingSafeEqual(expected, got);
}

/** A delivery must answer within this time (connect, TLS and response headers together). */
const TIMEOUT_MS = 5_000;
/** The largest body a delivery sends, and the largest response header block it accepts. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;
const MAX_RESPONSE_HEADER_BYTES = 16 * 1024;

export interface PostOptions {
  /** WEBHOOK_ALLOW_PRIVATE: accept plain HTTP and private addresses (development and tests). */
  allowPrivate: boolean;
  timeoutMs?: number;
  lookup?: Lookup;
}

/**
 * POSTs a body and resolves with the response status. The URL is resolved and checked first
 * (security/webhook-target.ts) and the connection goes to the checked address (Host header and TLS server name stay
 * the URL's host). The receiver's response body is never read nor decoded (node:http does no content decoding,
 * unlike fetch): an organization-chosen URL cannot feed the process a compressed body
 * (docs/security/dependency-audit.md, the Brotli decoder advisory). No redirects are followed; one deadline covers
 * the whole exchange.
 */
export async function postWithoutReading(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: PostOptions,
): Promise<number> {
  const bytes = Buffer.byteLength(body);
  if (bytes > MAX_WEBHOOK_BODY_BYTES) throw new Error('webhook body too large');
  const target = await resolveWebhookTarget(url, { allowPrivate: opts.allowPrivate, lookup: opts.lookup });
  const client = target.url.protocol === 'https:' ? https : http;
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: target.url.protocol,
        host: target.address,
        family: target.family,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: 'POST',
        servername: net.isIP(target.hostname) ? undefined : target.hostname,
        headers: {
          ...headers,
          host: target.url.host,
          'content-length': bytes,
          'accept-encoding': 'identity',
        },
        maxHeaderSize: MAX_RESPONSE_HEADER_BYTES,
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        clearTimeout(deadline);
        resolve(res.statusCode ?? 0);
        res.destroy();
      },
    );
    const deadline = setTimeout(
      () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err) => {
      clearTimeout(deadline);
      reject(err);
    });
    req.end(body);
  });
}

/** The class of a failed delivery, the only thing recorded and shown (WEBHOOK_FAILURES). */
export function failureClass(err: unknown): string {
  if (err instanceof WebhookTargetError)
    return err.reason === 'unresolvable' ? WEBHOOK_FAILURES.dns : WEBHOOK_FAILURES.blocked;
  const code = String((err as { code?: unknown })?.code ?? '');
  const message = err instanceof Error ? err.message : '';
  if (code === 'ECONNREFUSED') return WEBHOOK_FAILURES.refused;
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT' || message === 'timeout') return WEBHOOK_FAILURES.timeout;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return WEBHOOK_FAILURES.dns;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return WEBHOOK_FAILURES.reset;
  if (
    /^(EPROTO|ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_OSSL)/.test(code) ||
    /certificate|ssl|tls/i.test(message)
  )
    return WEBHOOK_FAILURES.tls;
  return WEBHOOK_FAILURES.network;
}

/** Anything already stored that is not a failure class (rows written before classes existed) is shown as one. */
export function shownFailure(stored: string | null): string | null {
  if (stored === null) return null;
  const known: unknown[] = Object.values(WEBHOOK_FAILURES);
  return known.includes(stored) || /^HTTP \d{3}$/.test(stored) ? stored : WEBHOOK_FAILURES.network;
}

/** The organization's users (who manage webhooks): told when one is paused, and their open pages refreshed. */
async function webhookManagers(tx: DbOrTx, organizationId: string) {
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'organization'), eq(users.active, true)));
}

/** Tells the organization's users that `hook` was paused (the bell, email unless they chose the app only). */
async function announcePaused(
  app: FastifyInstance,
  tx: DbOrTx,
  hook: { id: string; url: string; organizationId: string },
  failures: number,
) {
  const managers = await webhookManagers(tx, hook.organizationId);
  const link = routes.dashboard('api-keys');
  const data = { url: hook.url, failures };
  for (const m of managers) {
    await notifyUser(tx, { userId: m.id, kind: 'webhook', data, link });
    if (await emailWanted(tx, m.id, 'webhook'))
      await app.mailer.queue(
        tx,
        { to: m.email, ...notificationEmail('webhook', data, `${app.config.publicUrl}${link}`) },
        `mail:webhook-paused:${hook.id}:${m.id}:${Date.now()}`,
      );
  }
  await announceChange(
    tx,
    managers.map((m) => m.id),
    { kind: 'webhooks' },
  );
}

/** Announces to the organization's users that its webhooks changed (resumed). */
export async function announceWebhooks(tx: DbOrTx, organizationId: string) {
  const managers = await webhookManagers(tx, organizationId);
  await announceChange(
    tx,
    managers.map((m) => m.id),
    { kind: 'webhooks' },
  );
}

/**
 * Outbox handler for kind 'webhook'. A failed delivery is retried with back-off (the outbox's), and counts towards the
 * circuit breaker: after WEBHOOK_PAUSE_AFTER failures in a row the webhook is paused (nothing is sent to it; its queued
 * deliveries and retries, and events raised meanwhile, wait for the resume) and the organization's users are told; a
 * success resets the count.
 */
export function createWebhookDeliverer(app: FastifyInstance, opts: { timeoutMs?: number } = {}) {
  return async (payload: Record<string, unknown>, attempt: number) => {
    const { webhookId, event, occurredAt, data } = payload as {
      webhookId: string;
      event: string;
      occurredAt: string;
      data: unknown;
    };
    const [hook] = await app.db.select().from(webhooks).where(eq(webhooks.id, webhookId)).limit(1);
    if (!hook || !hook.active) return; // removed or switched off since: nothing to send
    if (hook.pausedAt) throw new NotNow(); // paused since it was claimed: kept for the resume, not an attempt
    const body = JSON.stringify({ event, occurred_at: occurredAt, organization_id: hook.organizationId, data });
    const timestamp = String(Math.floor(Date.now() / 1000));
    let responseStatus: number | null = null;
    let error: string | null = null;
    try {
      responseStatus = await postWithoutReading(
        hook.url,
        {
          'content-type': 'application/json',
          'user-agent': 'CareLink-Webhooks/1',
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(hook.secret, timestamp, body),
        },
        body,
        { allowPrivate: app.config.webhookAllowPrivate, timeoutMs: opts.timeoutMs },
      );
      if (responseStatus < 200 || responseStatus >= 300) error = WEBHOOK_FAILURES.http(responseStatus);
    } catch (err) {
      error = failureClass(err);
    }
    await app.db.insert(webhookDeliveries).values({ webhookId: hook.id, event, attempt, responseStatus, error });
    if (!error) {
      await app.db
        .update(webhooks)
        .set({ consecutiveFailures: 0 })
        .where(and(eq(webhooks.id, hook.id), gt(webhooks.consecutiveFailures, 0)));
      return;
    }
    // One more failure in a row; the one that reaches the threshold pauses the webhook and tells the organization.
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(webhooks)
        .set({
          consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
          pausedAt: sql`case when ${webhooks.consecutiveFailures} + 1 >= ${WEBHOOK_PAUSE_AFTER} then coalesce(${webhooks.pausedAt}, now()) else ${webhooks.pausedAt} end`,
        })
        .where(eq(webhooks.id, hook.id))
        .returning({ failures: webhooks.consecutiveFailures });
      if (row?.failures === WEBHOOK_PAUSE_AFTER) await announcePaused(app, tx, hook, row.failures);
    });
    // Retried with back-off as usual; while the webhook is paused the retry is not claimed (queue/outbox.ts), so it waits
    // for the resume with the events raised meanwhile.
    throw new Error(`webhook ${hook.id} ${event}: ${error}`); // the class only, as stored
  };
}
