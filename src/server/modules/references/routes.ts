// Routes of references collected by email (issue 31): the references card of an application (the worker names,
// resends and replaces referees; the organization reads the answers), the public form a referee opens from the emailed
// link, and the organization's questions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canNameReferees,
  referenceAnswersInput,
  referenceFormSchema,
  referenceQuestionsInput,
  referenceQuestionsSchema,
  referenceTokenParams,
  refereeInput,
  refereeParams,
  referencesViewSchema,
  MAX_REFEREES,
} from '@/domain/onboarding';
import { errorResponseSchema, okResponse } from '@/domain/shared';
import type { SessionUser } from '../../plugins/auth';
import {
  assertApplicationAccess,
  authorize,
  authorizeOrg,
  canSeeReferenceAnswers,
  requireUser,
  isWorker,
} from '../../policies';
import { answerReference, readReferenceForm } from './answer-reference';
import { nameReferee, REFEREE_REMINDER_JOB, replaceReferee, resendReferee } from './manage-referees';
import { remindReferee } from './remind-referee';
import { setReferenceQuestions } from './set-reference-questions';
import {
  answeredCount,
  applicationForReferences,
  organizationQuestions,
  refereesOf,
  refereeView,
  referencesItem,
} from './queries';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const applicationParams = z.object({ id: z.uuid() });

const referencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.outbox.register(REFEREE_REMINDER_JOB, async (payload) =>
    remindReferee(app, String(payload.refereeId), Number(payload.expiresAt)),
  );

  /** The references card of an application as `user` may see it: answers for the organization's side only. */
  async function view(user: SessionUser, applicationId: string) {
    const a = assertApplicationAccess(user, await applicationForReferences(app.db, applicationId));
    const [rows, item, answered] = await Promise.all([
      refereesOf(app.db, a.id),
      referencesItem(app.db, a.id),
      answeredCount(app.db, a.id),
    ]);
    const now = new Date();
    const withAnswers = canSeeReferenceAnswers(user, a);
    return {
      application_id: a.id,
      required_count: item?.requiredCount ?? null,
      answered,
      can_edit: isWorker(user) && user.id === a.workerId && canNameReferees(a.status),
      max: MAX_REFEREES as typeof MAX_REFEREES,
      referees: rows.map((r) => refereeView(r, now, withAnswers)),
    };
  }

  app.get(
    '/api/applications/:id/referees',
    {
      schema: {
        summary: "An application's referees (answers for the organization's side only)",
        tags: ['references'],
        params: applicationParams,
        response: { 200: referencesViewSchema, ...errors },
      },
    },
    async (request) => view(requireUser(request), request.params.id),
  );

  app.post(
    '/api/applications/:id/referees',
    {
      schema: {
        summary: 'Name a referee (the worker, while in Onboarding); the referee is emailed a link',
        tags: ['references'],
        params: applicationParams,
        body: refereeInput,
        response: { 201: referencesViewSchema, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = authorize(request, 'applications.viewOwn');
      const id = await nameReferee(app, user, request.params.id, request.body);
      return reply.code(201).send(await view(user, id));
    },
  );

  app.post(
    '/api/referees/:id/resend',
    {
      schema: {
        summary: 'Send a referee who has not answered a new link',
        tags: ['references'],
        params: refereeParams,
        response: { 200: referencesViewSchema, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = authorize(request, 'applications.viewOwn');
      return view(user, await resendReferee(app, user, request.params.id));
    },
  );

  app.put(
    '/api/referees/:id',
    {
      schema: {
        summary: 'Replace a referee who has not answered (a new link is sent)',
        tags: ['references'],
        params: refereeParams,
        body: refereeInput,
        response: { 200: referencesViewSchema, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = authorize(request, 'applications.viewOwn');
      return view(user, await replaceReferee(app, user, request.params.id, request.body));
    },
  );

  // Public: the page opened by the emailed link asks first whether it still works (used and expired said at once).
  app.get(
    '/api/references/:token',
    {
      schema: {
        summary: 'The reference form of an emailed link, or why the link no longer works',
        tags: ['references'],
        params: referenceTokenParams,
        response: { 200: referenceFormSchema, 400: errorResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => readReferenceForm(app.db, request.params.token),
  );

  app.post(
    '/api/references/:token',
    {
      schema: {
        summary: "Send a referee's answers (once)",
        tags: ['references'],
        params: referenceTokenParams,
        body: referenceAnswersInput,
        response: { 200: okResponse, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await answerReference(app, request.params.token, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/org/reference-questions',
    {
      schema: {
        summary: "The organization's reference questions",
        tags: ['organization'],
        response: { 200: referenceQuestionsSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'organization.manage');
      return organizationQuestions(app.db, user.organizationId);
    },
  );

  app.put(
    '/api/org/reference-questions',
    {
      schema: {
        summary: "Set the organization's reference questions",
        tags: ['organization'],
        body: referenceQuestionsInput,
        response: { 200: referenceQuestionsSchema, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'organization.manage');
      await setReferenceQuestions(app.db, user.organizationId, request.body.questions);
      return organizationQuestions(app.db, user.organizationId);
    },
  );
};

export default referencesRoutes;
