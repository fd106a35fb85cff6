// Webhooks of an organization: register an HTTPS URL for events, list, remove, read the delivery log.
import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdWebhookSchema, webhookDeliveryList, webhookList, webhookSchema } from '@/domain/organizations';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DASHBOARD_MESSAGES,
  isAllowedWebhookUrl,
  MAX_WEBHOOKS_PER_ORG,
  WEBHOOK_EVENTS,
  webhookInput,
} from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { authorizeOrg, authorizeVerifiedOrg } from '../../policies';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { announceWebhooks, createWebhookDeliverer, shownFailure } from './deliver-webhook';
import { resolveWebhookTarget, WebhookTargetError } from '../../security/webhook-target';
import { releaseHeld, WEBHOOK_JOB } from '../../queue/org-events';

const tags = ['webhooks'];
const toView = (w: typeof webhooks.$inferSelect) => ({
  id: w.id,
  url: w.url,
  events: w.events as (typeof WEBHOOK_EVENTS)[number][],
  active: w.active,
  pausedAt: w.pausedAt?.toISOString() ?? null,
  consecutiveFailures: w.consecutiveFailures,
  createdAt: w.createdAt.toISOString(),
});
const params = z.object({ id: z.uuid() });

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.outbox.register(WEBHOOK_JOB, createWebhookDeliverer(app));

  const findHook = async (organizationId: string, id: string) => {
    const [w] = await app.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.organizationId, organizationId)))
      .limit(1);
    if (!w) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    return w;
  };

  app.get(
    '/api/org/webhooks',
    { schema: { summary: "List the organization's webhooks", tags, response: { 200: webhookList } } },
    async (request) => {
      const user = authorizeOrg(request, 'webhooks.manage');
      const rows = await app.db
        .select()
        .from(webhooks)
        .where(eq(webhooks.organizationId, user.organizationId))
        .orderBy(desc(webhooks.createdAt))
        .limit(100);
      return rows.map(toView);
    },
  );

  app.post(
    '/api/org/webhooks',
    {
      schema: {
        summary: 'Register a webhook',
        tags,
        body: webhookInput,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => {
      const user = authorizeVerifiedOrg(request, 'webhooks.manage');
      const allowPrivate = app.config.webhookAllowPrivate;
      const refuse = (message: string) => new AppError('BAD_REQUEST', message, { url: message });
      if (!isAllowedWebhookUrl(request.body.url, allowPrivate)) throw refuse(DASHBOARD_MESSAGES.errors.webhookUrl);
      try {
        await resolveWebhookTarget(request.body.url, { allowPrivate });
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
        .where(eq(webhooks.organizationId, user.organizationId));
      if (count >= MAX_WEBHOOKS_PER_ORG)
        throw new AppError('CONFLICT', DASHBOARD_MESSAGES.errors.webhookLimit(MAX_WEBHOOKS_PER_ORG));
      const secret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
      const [w] = await app.db
        .insert(webhooks)
        .values({
          organizationId: user.organizationId,
          url: request.body.url,
          secret,
          events: [...new Set(request.body.events)],
        })
        .returning();
      return reply.code(201).send({ ...toView(w), secret });
    },
  );

  app.post(
    '/api/org/webhooks/:id/resume',
    {
      schema: {
        summary: 'Resume a webhook the circuit breaker paused',
        tags,
        params,
        response: { 200: webhookSchema },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'webhooks.manage');
      const w = await findHook(user.organizationId, request.params.id);
      const resumed = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhooks)
          .set({ pausedAt: null, consecutiveFailures: 0 })
          .where(eq(webhooks.id, w.id))
          .returning();
        // What it kept while paused (deliveries and retries queued before the pause, events raised since) is due now,
        // in the order it was raised; a delivery that fails again backs off as usual (its attempts are kept).
        await releaseHeld(tx, w.id);
        await announceWebhooks(tx, user.organizationId);
        return row;
      });
      return toView(resumed);
    },
  );

  app.delete(
    '/api/org/webhooks/:id',
    { schema: { summary: 'Delete a webhook', tags, params, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const user = authorizeOrg(request, 'webhooks.manage');
      const w = await findHook(user.organizationId, request.params.id);
      await app.db.delete(webhooks).where(eq(webhooks.id, w.id));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/org/webhooks/:id/deliveries',
    {
      schema: {
        summary: "A webhook's recent deliveries",
        tags,
        params,
        response: {
          200: webhookDeliveryList,
        },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'webhooks.manage');
      const w = await findHook(user.organizationId, request.params.id);
      const rows = await app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, w.id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(100);
      return rows.map((d) => ({
        id: d.id,
        event: d.event,
        attempt: d.attempt,
        responseStatus: d.responseStatus,
        error: shownFailure(d.error),
        createdAt: d.createdAt.toISOString(),
      }));
    },
  );
};

export default webhookRoutes;
