// Routes of the onboarding checklist (issue 31): read an application's checklist (its worker and its organization),
// the worker fulfils an item, the organization's side verifies or rejects it, an organization user clears with items
// missing (with a reason), and the organization's own items (templates). Thin: authorize, one use case, answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistSchema,
  itemChangedSchema,
  onboardingTemplateInput,
  onboardingTemplateListSchema,
  onboardingTemplateQuery,
  onboardingTemplateSchema,
  reviewItemInput,
  submitItemInput,
} from '@/domain/onboarding';
import { errorResponseSchema } from '@/domain/shared';
import { isoDay } from '@/domain/profile';
import { moveDeps } from '../../pipeline/move-application';
import { assertApplicationAccess, authorize, authorizeOrg, requireUser } from '../../policies';
import { applicationForChecklist, loadChecklist } from '../../data/onboarding-checklist';
import { reviewItem } from './review-item';
import { submitItem } from './submit-item';
import { addTemplate, archiveTemplate, listTemplates } from './templates';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const idParams = z.object({ id: z.uuid() });
const tags = ['onboarding'];
const today = () => isoDay(new Date());

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/applications/:id/onboarding',
    {
      schema: {
        tags,
        summary: "An application's onboarding checklist, progress and what blocks Cleared",
        params: idParams,
        response: { 200: checklistSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const application = assertApplicationAccess(user, await applicationForChecklist(app.db, request.params.id));
      return loadChecklist(app.db, application, today());
    },
  );

  app.post(
    '/api/onboarding-items/:id/submit',
    {
      schema: {
        tags,
        summary: 'Fulfil a checklist item with one of your documents',
        params: idParams,
        body: submitItemInput,
        response: { 200: itemChangedSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorize(request, 'documents.uploadOwn');
      return { item: await submitItem(app.db, moveDeps(app), user, request.params.id, request.body, today()) };
    },
  );

  app.post(
    '/api/onboarding-items/:id/review',
    {
      schema: {
        tags,
        summary: 'Verify a checklist item, or reject it with a reason',
        params: idParams,
        body: reviewItemInput,
        response: { 200: itemChangedSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorize(request, 'applications.changeStatus');
      return { item: await reviewItem(app.db, moveDeps(app), user, request.params.id, request.body, today()) };
    },
  );

  app.get(
    '/api/onboarding-templates',
    {
      schema: {
        tags,
        summary: "The organization's onboarding items (for all jobs, and a job's own)",
        querystring: onboardingTemplateQuery,
        response: { 200: onboardingTemplateListSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'jobs.manage');
      return { items: await listTemplates(app.db, user.organizationId, request.query.jobId) };
    },
  );

  app.post(
    '/api/onboarding-templates',
    {
      schema: {
        tags,
        summary: 'Add an onboarding item for one job or for all jobs',
        body: onboardingTemplateInput,
        response: { 201: onboardingTemplateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = authorizeOrg(request, 'jobs.manage');
      return reply.code(201).send(await addTemplate(app.db, user.organizationId, request.body));
    },
  );

  app.delete(
    '/api/onboarding-templates/:id',
    {
      schema: {
        tags,
        summary: 'Remove an onboarding item (placements already started keep theirs)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = authorizeOrg(request, 'jobs.manage');
      await archiveTemplate(app.db, user.organizationId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default onboardingRoutes;
