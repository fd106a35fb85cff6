// Routes of saved searches and job alerts: the worker's CRUD and the signed unsubscribe link (no login needed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/domain/shared';
import { createSavedSearchInput, savedSearchList, savedSearchSchema, updateSavedSearchInput } from '@/domain/jobs';
import { contentResponse } from '../../plugins/openapi';
import { authorize } from '../../policies';
import { listSavedSearches, savedSearchToApi } from './queries';
import { createSavedSearch, deleteSavedSearch, unsubscribeSavedSearch, updateSavedSearch } from './saved-searches';
import { registerJobAlerts } from './run-job-alerts';
import { verifyUnsubscribe } from './unsubscribe-signature';

const idParams = z.object({ id: z.uuid() });
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><main style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${body}</p><p><a href="/explore-jobs">Explore jobs</a></p></main></html>`;

const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerJobAlerts(app);

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
      return reply.code(201).send(savedSearchToApi(await createSavedSearch(app.db, worker, request.body)));
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
      return savedSearchToApi(await updateSavedSearch(app.db, worker, request.params.id, request.body));
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
      await deleteSavedSearch(app.db, authorize(request, 'profile.editOwn'), request.params.id);
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
      if (z.uuid().safeParse(id).success) await unsubscribeSavedSearch(app.db, id);
      return reply
        .type('text/html')
        .send(page('Unsubscribed', 'You will not get emails for this saved search any more.'));
    },
  );
};

export default alertsRoutes;
