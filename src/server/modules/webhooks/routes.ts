// Webhooks of an organization: register an HTTPS URL for events, list, resume, remove, read the delivery log. The
// state changes are use cases in manage-webhooks.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdWebhookSchema, webhookDeliveryList, webhookList, webhookSchema } from '@/domain/organizations';
import { desc, eq } from 'drizzle-orm';
import { WEBHOOK_EVENTS, webhookInput } from '@/domain/organizations';
import { authorizeOrg, authorizeVerifiedOrg } from '../../policies';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { createWebhookDeliverer, shownFailure } from './deliver-webhook';
import { WEBHOOK_JOB } from '../../queue/org-events';
import { deleteWebhook, findWebhook, registerWebhook, resumeWebhook } from './manage-webhooks';

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
      const { row: w, secret } = await registerWebhook(app, user.organizationId, request.body);
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
      const resumed = await resumeWebhook(app.db, user.organizationId, request.params.id);
      return toView(resumed);
    },
  );

  app.delete(
    '/api/org/webhooks/:id',
    { schema: { summary: 'Delete a webhook', tags, params, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const user = authorizeOrg(request, 'webhooks.manage');
      await deleteWebhook(app.db, user.organizationId, request.params.id);
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
      const w = await findWebhook(app.db, user.organizationId, request.params.id);
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
