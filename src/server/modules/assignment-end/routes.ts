// Routes of an assignment's end (issue 45): the preview of what is still owed, the end (the organization's side or the
// worker's notice: the side is the caller's, policies.ts terminationSideOf), the recorded termination, and the
// "ending soon" list. Another organization's or another worker's application answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endingSoonResponse,
  terminationInput,
  terminationParams,
  terminationPreviewQuery,
  terminationPreviewResponse,
  terminationResponse,
  v1TerminationResponse,
} from '@/domain/assignment-end';
import { errorResponseSchema } from '@/domain/shared';
import { requireUser } from '../../policies';
import { endAssignment, getTermination, previewTermination } from './end-assignment';
import { endingSoonList } from './ending-soon';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['assignments'];

const assignmentEndRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/applications/:id/termination-preview',
    {
      schema: {
        summary: 'What ending the assignment on the effective date still owes, in cents, each amount with its clause',
        tags,
        params: terminationParams,
        querystring: terminationPreviewQuery,
        response: { 200: terminationPreviewResponse, ...errors },
      },
    },
    async (request) => previewTermination(app.db, requireUser(request), request.params.id, request.query, new Date()),
  );

  app.post(
    '/api/applications/:id/termination',
    {
      schema: {
        summary:
          'End the assignment early (an organization user or the assigned recruiter) or give notice (the worker)',
        tags,
        params: terminationParams,
        body: terminationInput,
        response: { 200: terminationResponse, ...errors },
      },
    },
    async (request) => endAssignment(app, requireUser(request), request.params.id, request.body, new Date()),
  );

  app.get(
    '/api/applications/:id/termination',
    {
      schema: {
        summary: "An assignment's recorded early end (null when it was not ended early), to either side",
        tags,
        params: terminationParams,
        response: { 200: v1TerminationResponse, ...errors },
      },
    },
    async (request) => getTermination(app.db, requireUser(request), request.params.id),
  );

  app.get(
    '/api/assignments/ending-soon',
    {
      schema: {
        summary: "The caller's placements ending within four weeks or ended early",
        tags,
        response: { 200: endingSoonResponse, 401: errorResponseSchema },
      },
    },
    async (request) => endingSoonList(app.db, requireUser(request), new Date()),
  );
};

export default assignmentEndRoutes;
