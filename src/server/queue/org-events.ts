// Webhook events: a change that an organization subscribes to queues one outbox job per active webhook,
// in the same transaction as the change, so the event is sent exactly when the change commits.
import { and, eq, isNull } from 'drizzle-orm';
import type { WebhookEvent } from '@/domain/organizations';
import type { DbOrTx } from '../db/client';
import { webhooks } from '../db/schema';
import { enqueue } from './outbox';

/** The outbox kind of a webhook delivery. */
export const WEBHOOK_JOB = 'webhook';

/**
 * Queues `event` for every active webhook of the organization subscribed to it (a paused one is skipped).
 * Call it inside the transaction of the change (application created, status changed).
 */
export async function emitOrgEvent(
  tx: DbOrTx,
  organizationId: string,
  event: WebhookEvent,
  payload: Record<string, unknown>,
): Promise<number> {
  const hooks = await tx
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.active, true), isNull(webhooks.pausedAt)));
  const occurredAt = new Date().toISOString();
  let queued = 0;
  for (const hook of hooks) {
    if (!hook.events.includes(event)) continue;
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
