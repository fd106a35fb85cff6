// Delivers one queued webhook event: signs the body with the webhook's secret (HMAC-SHA256), POSTs it, logs the
// attempt in webhook_deliveries and throws on failure so the outbox retries it with back-off.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@/domain/organizations';
import { webhookDeliveries, webhooks } from '../../db/schema';

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

const TIMEOUT_MS = 10_000;

/**
 * POSTs a body and resolves with the response status. The receiver's response body is never read nor decoded
 * (node:http does no content decoding, unlike fetch): an organization-chosen URL cannot feed the process a
 * compressed body (docs/security/dependency-audit.md, the Brotli decoder advisory). No redirects are followed.
 */
export function postWithoutReading(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = TIMEOUT_MS,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!client) return reject(new Error(`unsupported protocol ${target.protocol}`));
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body), 'accept-encoding': 'identity' },
        timeout: timeoutMs,
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        res.destroy();
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Outbox handler for kind 'webhook'. */
export function createWebhookDeliverer(app: FastifyInstance) {
  return async (payload: Record<string, unknown>, attempt: number) => {
    const { webhookId, event, occurredAt, data } = payload as {
      webhookId: string;
      event: string;
      occurredAt: string;
      data: unknown;
    };
    const [hook] = await app.db.select().from(webhooks).where(eq(webhooks.id, webhookId)).limit(1);
    if (!hook || !hook.active) return; // removed since: nothing to send
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
      );
      if (responseStatus < 200 || responseStatus >= 300) error = `HTTP ${responseStatus}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    await app.db
      .insert(webhookDeliveries)
      .values({ webhookId: hook.id, event, attempt, responseStatus, error: error?.slice(0, 500) ?? null });
    if (error) throw new Error(`webhook ${hook.id} ${event}: ${error}`);
  };
}
