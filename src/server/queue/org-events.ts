// Webhook events: a change that an organization subscribes to queues one outbox job per active webhook,
// in the same transaction as the change, so the event is sent exactly when the change commits.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_HELD_MAX, type WebhookEvent } from '@/domain/organizations';
import type { DbOrTx } from '../db/client';
import { outbox, webhooks } from '../db/schema';
import { enqueue } from './outbox';

/** The outbox kind of a webhook delivery. */
export const WEBHOOK_JOB = 'webhook';

/** Deliveries of a webhook not yet done (sent or given up). */
export async function undeliveredCount(tx: DbOrTx, webhookId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(eq(outbox.kind, WEBHOOK_JOB), isNull(outbox.doneAt), sql`${outbox.payload}->>'webhookId' = ${webhookId}`),
    );
  return row?.n ?? 0;
}

/**
 * Queues `event` for every active webhook of the organization subscribed to it. A paused one keeps it for its resume
 * (the outbox claims nothing of a paused webhook), up to WEBHOOK_HELD_MAX undelivered events.
 * Call it inside the transaction of the change (application created, status changed).
 */
export async function emitOrgEvent(
  tx: DbOrTx,
  organizationId: string,
  event: WebhookEvent,
  payload: Record<string, unknown>,
): Promise<number> {
  const hooks = await tx
    .select({ id: webhooks.id, events: webhooks.events, pausedAt: webhooks.pausedAt })
    .from(webhooks)
    .where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.active, true)));
  const occurredAt = new Date().toISOString();
  let queued = 0;
  for (const hook of hooks) {
    if (!hook.events.includes(event)) continue;
    if (hook.pausedAt && (await undeliveredCount(tx, hook.id)) >= WEBHOOK_HELD_MAX) continue;
    // The organization is the job's group: its deliveries use its own share of the webhook lane (queue/outbox.ts).
    await enqueue(
      tx,
      WEBHOOK_JOB,
      { webhookId: hook.id, event, occurredAt, data: payload },
      { groupKey: organizationId },
    );
    queued++;
  }
  return queued;
}

/**
 * Makes what a paused webhook kept due now (call it in the transaction that resumes it): its deliveries then run in the
 * order their events were raised (same run_at, so by id), each with its attempts so far, so one that fails again backs
 * off as usual. Jobs held by a runner at this moment are left to it.
 */
export async function releaseHeld(tx: DbOrTx, webhookId: string) {
  await tx
    .update(outbox)
    .set({ runAt: sql`now()` })
    .where(
      and(
        eq(outbox.kind, WEBHOOK_JOB),
        isNull(outbox.doneAt),
        isNull(outbox.leasedUntil),
        sql`${outbox.payload}->>'webhookId' = ${webhookId}`,
      ),
    );
}
