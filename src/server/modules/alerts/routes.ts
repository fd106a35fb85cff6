// Routes of saved searches and job alerts: the worker's CRUD and the signed unsubscribe link (no login needed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, errorResponseSchema } from '@/domain/shared';
import {
  MAX_SAVED_SEARCHES,
  createSavedSearchInput,
  savedSearchList,
  savedSearchSchema,
  updateSavedSearchInput,
} from '@/domain/jobs';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../errors';
import { contentResponse } from '../../plugins/openapi';
import { authorize } from '../../policies';
import { countSavedSearches, findSavedSearch, listSavedSearches, savedSearchToApi } from './queries';
import { registerJobAlerts } from './run-job-alerts';
import { verifyUnsubscribe } from './unsubscribe-signature';

const idParams = z.object({ id: z.uuid() });
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><main style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${body}</p><p><a href="/explore-jobs">Explore jobs</a></p></main></html>`;

const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerJobAlerts(app);

  /** The worker's own search, or 404 (others' ids cannot be probed). */
  async function ownSearch(workerId: string, id: string) {
    const row = await findSavedSearch(app.db, id);
    if (!row || row.workerId !== workerId) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    return row;
  }

  app.get(
    '/api/saved-searches',
    {
      schema: {
        summary: "The worker's saved searches",
        tags: ['alerts'],
        response: { 200: savedSearchList, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const worker = authorize(request, 'profile.editOwn');
      return (await listSavedSearches(app.db, worker.id)).map(savedSearchToApi);
    },
  );

  app.post(
    '/api/saved-searches',
    {
      schema: {
        summary: 'Save a search (job alert)',
        tags: ['alerts'],
        body: createSavedSearchInput,
        response: { 201: savedSearchSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const worker = authorize(request, 'profile.editOwn');
      if ((await countSavedSearches(app.db, worker.id)) >= MAX_SAVED_SEARCHES) {
        throw new AppError(
          'CONFLICT',
          `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
        );
      }
      const [row] = await app.db
        .insert(savedSearches)
        .values({ workerId: worker.id, ...request.body })
        .returning();
      return reply.code(201).send(savedSearchToApi(row));
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      schema: {
        summary: 'Edit a saved search',
        tags: ['alerts'],
        params: idParams,
        body: updateSavedSearchInput,
        response: { 200: savedSearchSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const worker = authorize(request, 'profile.editOwn');
      const row = await ownSearch(worker.id, request.params.id);
      if (Object.keys(request.body).length === 0) return savedSearchToApi(row);
      const [updated] = await app.db
        .update(savedSearches)
        .set(request.body)
        .where(and(eq(savedSearches.id, row.id), eq(savedSearches.workerId, worker.id)))
        .returning();
      return savedSearchToApi(updated);
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      schema: {
        summary: 'Delete a saved search',
        tags: ['alerts'],
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const worker = authorize(request, 'profile.editOwn');
      const row = await ownSearch(worker.id, request.params.id);
      await app.db.delete(savedSearches).where(eq(savedSearches.id, row.id));
      return reply.code(204).send(null);
    },
  );

  // The link in every alert email: a valid signature deletes the search; no session is needed (or used).
  app.get(
    '/api/saved-searches/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe from a job alert (signed email link)',
        tags: ['alerts'],
        querystring: z.object({ id: z.string().max(64), sig: z.string().max(128) }),
        response: {
          200: contentResponse('A page saying the search is deleted', { 'text/html': z.string() }),
          400: contentResponse('A page saying the link is not valid, or a refused parameter', {
            'text/html': z.string(),
            'application/json': errorResponseSchema,
          }),
        },
      },
    },
    async (request, reply) => {
      const { id, sig } = request.query;
      if (!verifyUnsubscribe(app.config.sessionSecret, id, sig)) {
        return reply
          .code(400)
          .type('text/html')
          .send(
            page('Link not valid', 'This unsubscribe link is not valid. Manage your saved searches on your profile.'),
          );
      }
      if (z.uuid().safeParse(id).success) await app.db.delete(savedSearches).where(eq(savedSearches.id, id));
      return reply
        .type('text/html')
        .send(page('Unsubscribed', 'You will not get emails for this saved search any more.'));
    },
  );
};

export default alertsRoutes;
