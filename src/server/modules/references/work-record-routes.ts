// Routes of verified assignments in place of a reference (issue 45): the worker attaches one of her sealed work
// records to her own application; the worker and the hiring organization's side read what is attached. Authorization:
// policies.ts (assertOwnApplication, assertOwnWorkRecord to attach; assertApplicationAccess to read).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachWorkRecordInput, attachedWorkRecordsResponse, workRecordParams } from '@/domain/work-records';
import { errorResponseSchema } from '@/domain/shared';
import { requireUser } from '../../policies';
import { attachWorkRecord, attachedWorkRecords } from './attach-work-record';

const tags = ['references'];

const workRecordReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/applications/:id/work-records',
    {
      schema: {
        summary: 'The verified assignments the worker attached to this application in place of a reference',
        tags,
        params: workRecordParams,
        response: { 200: attachedWorkRecordsResponse, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      application_id: request.params.id,
      items: await attachedWorkRecords(app, requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/applications/:id/work-records',
    {
      schema: {
        summary: 'The worker attaches one of her work records to her application in place of a reference',
        tags,
        params: workRecordParams,
        body: attachWorkRecordInput,
        response: { 200: attachedWorkRecordsResponse, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      application_id: request.params.id,
      items: await attachWorkRecord(app, requireUser(request), request.params.id, request.body.record_id),
    }),
  );
};

export default workRecordReferenceRoutes;
