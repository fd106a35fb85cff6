// Routes of the verifiable work record (issue 45): the worker downloads her Done assignment's sealed record; anyone
// checks a record by its number (JSON for the app's /verify page; the served page is public-pages') or by sending the
// PDF; her profile lists her records (attaching one to an application is the references feature's). Authorization:
// policies.ts (assertOwnApplication); the public routes are rate-limited per address like the other public routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@/domain/documents';
import { errorResponseSchema, formRefusal } from '@/domain/shared';
import {
  verifyWorkRecordInput,
  verifyWorkRecordResponse,
  WORK_RECORD_MESSAGES as M,
  workRecordListQuery,
  workRecordListResponse,
  workRecordParams,
  workRecordQuery,
} from '@/domain/work-records';
import { AppError } from '../../errors';
import { authorize, requireUser } from '../../policies';
import { binaryBody, contentResponse, SECURITY } from '../../plugins/openapi';
import { workRecordPdf } from './issue-work-record';
import { verifyRecordById, verifyRecordFile } from '../../data/work-records';
import { listWorkRecords } from './list-work-records';

const tags = ['work-records'];

const workRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicLimit = { rateLimit: { max: app.config.nodeEnv === 'test' ? 30 : 60, timeWindow: '1 minute' } };
  // A PDF sent raw (as the body) is read whole, up to the upload limit; multipart goes through @fastify/multipart.
  for (const type of ['application/pdf', 'application/octet-stream'])
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
      done(null, body),
    );

  app.get(
    '/api/applications/:id/work-record',
    {
      schema: {
        summary: "The worker's sealed work record of her Done assignment (PDF); include_review=true adds her review",
        tags,
        params: workRecordParams,
        querystring: workRecordQuery,
        response: {
          200: contentResponse('The sealed work record as a PDF attachment', { 'application/pdf': binaryBody }),
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const r = await workRecordPdf(app, user, request.params.id, request.query.include_review);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${r.fileName}"`);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-work-record-id', r.id);
      return reply.send(r.body);
    },
  );

  app.get(
    '/api/work-records',
    {
      schema: {
        summary: "The worker's work records (her profile's Verified assignments), newest first",
        tags,
        querystring: workRecordListQuery,
        response: { 200: workRecordListResponse },
      },
    },
    async (request) => listWorkRecords(app, authorize(request, 'applications.viewOwn'), request.query),
  );

  app.get(
    '/api/work-records/:id',
    {
      schema: {
        summary: 'Whether the record with this number is genuine and unchanged, and what it states (public)',
        tags,
        params: workRecordParams,
        security: SECURITY.optionalSession,
        response: { 200: verifyWorkRecordResponse, 404: errorResponseSchema },
      },
      config: publicLimit,
    },
    async (request) => {
      const found = await verifyRecordById(app, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', M.verify.notFound);
      return found;
    },
  );

  app.post(
    '/api/work-records/verify',
    {
      schema: {
        summary: 'Whether a PDF sent by anyone is a work record CareLink issued, unchanged (multipart or raw PDF)',
        tags,
        consumes: ['multipart/form-data', 'application/pdf'],
        security: SECURITY.optionalSession,
        response: { 200: verifyWorkRecordResponse, 400: errorResponseSchema, 413: errorResponseSchema },
      },
      config: publicLimit,
    },
    async (request) => {
      // The page's form checks the same schema before sending (verifyWorkRecordInput: a file is chosen).
      let file: { name: string; bytes: Buffer } | undefined;
      if (request.isMultipart()) {
        const part = await request.file();
        if (part) file = { name: part.filename, bytes: await part.toBuffer() };
      } else if (Buffer.isBuffer(request.body)) file = { name: 'record.pdf', bytes: request.body };
      const refused = formRefusal(verifyWorkRecordInput, {
        file: file && { name: file.name, size: file.bytes.length },
      });
      if (refused || !file) {
        const message = refused ?? M.verify.fileRequired;
        throw new AppError('BAD_REQUEST', message, { file: message });
      }
      return verifyRecordFile(app, file.bytes);
    },
  );
};

export default workRecordsRoutes;
