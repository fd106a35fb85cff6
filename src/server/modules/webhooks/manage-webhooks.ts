// Use cases of an organization's webhooks: register an HTTPS URL for events (its target checked now and at every
// delivery), resume one the circuit breaker paused (what it held is due again), delete one. The routes authorize
// webhooks.manage through policies.ts; another organization's webhook is answered 404.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  DASHBOARD_MESSAGES,
  isAllowedWebhookUrl,
  MAX_WEBHOOKS_PER_ORG,
  type webhookInput,
} from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
import type { Db, DbOrTx } from '../../db/client';
import { webhooks } from '../../db/schema';
import { AppError } from '../../errors';
import { releaseHeld } from '../../queue/org-events';
import { resolveWebhookTarget, WebhookTargetError } from '../../security/webhook-target';
import { announceWebhooks } from './deliver-webhook';

export type WebhookRow = typeof webhooks.$inferSelect;

/** The organization's webhook, or 404. */
export async function findWebhook(db: DbOrTx, organizationId: string, id: string): Promise<WebhookRow> {
  const [w] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.organizationId, organizationId)))
    .limit(1);
  if (!w) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return w;
}

/**
 * Registers a webhook: 400 for a URL that is not HTTPS or points at a private address, 409 past the organization's
 * limit. Returns the row and its signing secret (shown once).
 */
export async function registerWebhook(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  organizationId: string,
  input: z.output<typeof webhookInput>,
): Promise<{ row: WebhookRow; secret: string }> {
  const allowPrivate = app.config.webhookAllowPrivate;
  const refuse = (message: string) => new AppError('BAD_REQUEST', message, { url: message });
  if (!isAllowedWebhookUrl(input.url, allowPrivate)) throw refuse(DASHBOARD_MESSAGES.errors.webhookUrl);
  try {
    await resolveWebhookTarget(input.url, { allowPrivate });
  } catch (err) {
    // A name that does not resolve yet is accepted: every delivery resolves and checks it again.
    if (!(err instanceof WebhookTargetError)) throw err;
    if (err.reason === 'protocol' || err.reason === 'invalid' || err.reason === 'credentials')
      throw refuse(DASHBOARD_MESSAGES.errors.webhookUrl);
    if (err.reason !== 'unresolvable') throw refuse(DASHBOARD_MESSAGES.errors.webhookTarget);
  }
  const [{ count }] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.organizationId, organizationId));
  if (count >= MAX_WEBHOOKS_PER_ORG)
    throw new AppError('CONFLICT', DASHBOARD_MESSAGES.errors.webhookLimit(MAX_WEBHOOKS_PER_ORG));
  const secret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
  const [row] = await app.db
    .insert(webhooks)
    .values({ organizationId, url: input.url, secret, events: [...new Set(input.events)] })
    .returning();
  return { row, secret };
}

/** Resumes a paused webhook: failures reset, and what it held while paused is due now, in the order it was raised. */
export async function resumeWebhook(db: Db, organizationId: string, id: string): Promise<WebhookRow> {
  const w = await findWebhook(db, organizationId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set({ pausedAt: null, consecutiveFailures: 0 })
      .where(eq(webhooks.id, w.id))
      .returning();
    // Deliveries and retries queued before the pause, events raised since; a delivery that fails again backs off as
    // usual (its attempts are kept).
    await releaseHeld(tx, w.id);
    await announceWebhooks(tx, organizationId);
    return row;
  });
}

/** Deletes the organization's webhook. */
export async function deleteWebhook(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  const w = await findWebhook(db, organizationId, id);
  await db.delete(webhooks).where(eq(webhooks.id, w.id));
}
