// /api/org/jobs: the opportunities manager (organization users and admins of an organization).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobInputSchema } from '@/domain/jobs';
import { JOB_STATUSES, jobStatusInput, orgJobPage, orgJobSchema } from '@/domain/organizations';
import { paginationQuery } from '@/domain/shared';
import { authorizeOrg, authorizeVerifiedOrg } from '../../policies';
import { findOrgJob, createJob, duplicateJob, setJobStatus, updateJob } from './save-job';
import { jobsToApi } from '../../data/job-mapper';
import { listOrgJobs } from './queries';

const params = z.object({ id: z.uuid() });
const tags = ['organization jobs'];

const orgJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/org/jobs',
    {
      schema: {
        summary: "List the organization's jobs",
        tags,
        querystring: paginationQuery.extend({ status: z.enum(JOB_STATUSES).optional() }),
        response: {
          200: orgJobPage,
        },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'jobs.manage');
      return listOrgJobs(app.db, user.organizationId, request.query);
    },
  );

  app.get(
    '/api/org/jobs/:id',
    { schema: { summary: "One of the organization's jobs", tags, params, response: { 200: orgJobSchema } } },
    async (request) => {
      const user = authorizeOrg(request, 'jobs.manage');
      const [job] = await jobsToApi(app.db, [await findOrgJob(app.db, user.organizationId, request.params.id)]);
      return job;
    },
  );

  app.post(
    '/api/org/jobs',
    { schema: { summary: 'Create a job', tags, body: jobInputSchema, response: { 201: orgJobSchema } } },
    async (request, reply) => {
      const user = authorizeVerifiedOrg(request, 'jobs.manage');
      const [job] = await jobsToApi(app.db, [await createJob(app, user.organizationId, request.body)]);
      return reply.code(201).send(job);
    },
  );

  app.patch(
    '/api/org/jobs/:id',
    { schema: { summary: 'Edit a job', tags, params, body: jobInputSchema, response: { 200: orgJobSchema } } },
    async (request) => {
      const user = authorizeOrg(request, 'jobs.manage');
      const [job] = await jobsToApi(app.db, [
        await updateJob(app, user.organizationId, request.params.id, request.body),
      ]);
      return job;
    },
  );

  app.post(
    '/api/org/jobs/:id/duplicate',
    { schema: { summary: 'Duplicate a job', tags, params, response: { 201: orgJobSchema } } },
    async (request, reply) => {
      const user = authorizeVerifiedOrg(request, 'jobs.manage');
      const [job] = await jobsToApi(app.db, [await duplicateJob(app, user.organizationId, request.params.id)]);
      return reply.code(201).send(job);
    },
  );

  app.post(
    '/api/org/jobs/:id/status',
    {
      schema: { summary: "Change a job's status", tags, params, body: jobStatusInput, response: { 200: orgJobSchema } },
    },
    async (request) => {
      const user =
        request.body.status === 'open'
          ? authorizeVerifiedOrg(request, 'jobs.manage')
          : authorizeOrg(request, 'jobs.manage');
      const [job] = await jobsToApi(app.db, [
        await setJobStatus(app, user.organizationId, request.params.id, request.body.status),
      ]);
      return job;
    },
  );
};

export default orgJobsRoutes;
