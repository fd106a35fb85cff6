// Routes of the jobs feature: the job board, one job, and applying.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyHeldAnswer, applySubmittedAnswer, applyToJobInput } from '@/domain/applications';
import { errorResponseSchema } from '@/domain/shared';
import { SECURITY } from '../../plugins/openapi';
import { jobDetailSchema, jobSearchQuery, jobSearchResponse } from '@/domain/jobs';
import { authorize, isWorker } from '../../policies';
import { loadWorkerProfileAt } from '../../data/worker-profiles';
import { searchJobs } from './queries';
import { getJobDetail } from './get-job-detail';
import { applyToJob } from './apply-to-job';
import { expensiveRead } from '../../security/read-limit';
import {
  applications,
  documents,
  heldApplications,
  jobs,
  offers,
  organizations,
  searchWords,
  users,
  workerProfiles,
} from '../../db/schema';

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out visitors read the same query and mapper as signed-in users, limited per IP; each session per user.
  const publicRead = expensiveRead(app.config, 'jobs', { perAddress: app.config.nodeEnv === 'test' ? 30 : 120 });

  app.get(
    '/api/jobs',
    {
      schema: {
        summary: 'Search open jobs',
        security: SECURITY.optionalSession,
        tags: ['jobs'],
        querystring: jobSearchQuery,
        response: { 200: jobSearchResponse, 401: errorResponseSchema },
      },
      // The open jobs, their organizations and recruiters, the search's words; for a worker, her profile and
      // applications (response-cache.ts).
      config: {
        ...publicRead,
        cache: { reads: [jobs, organizations, users, searchWords, workerProfiles, documents, applications] },
      },
    },
    async (request) => {
      const user = request.user ? authorize(request, 'jobs.browse') : null;
      const worker =
        user && isWorker(user)
          ? {
              id: user.id,
              profile: await loadWorkerProfileAt(app.db, app.memos, user.id, request.cacheEntry?.versions),
            }
          : null;
      return searchJobs(app.db, app.memos, request.query, worker, request.cacheEntry?.versions);
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        summary: 'One job with its comparison to the worker',
        security: SECURITY.optionalSession,
        tags: ['jobs'],
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        response: { 200: jobDetailSchema, 404: errorResponseSchema },
      },
      config: {
        ...publicRead,
        cache: {
          reads: [jobs, organizations, users, workerProfiles, documents, applications, heldApplications, offers],
        },
      },
    },
    async (request) => {
      const user = request.user ? authorize(request, 'jobs.browse') : null;
      return getJobDetail(app, user, request.params.id, request.cacheEntry?.versions);
    },
  );

  app.post(
    '/api/worker-job-apply',
    {
      schema: {
        summary: 'Apply to a job',
        tags: ['jobs'],
        body: applyToJobInput,
        response: {
          201: applySubmittedAnswer,
          // Pressed while the email is unverified: held, sent on after verification (spec section 5).
          202: applyHeldAnswer,
          403: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const worker = authorize(request, 'applications.apply');
      const result = await applyToJob(app, worker, request.body);
      return result.held ? reply.code(202).send({ held: true }) : reply.code(201).send({ _id: result._id });
    },
  );
};

export default jobsRoutes;
