// Routes of the documents feature: upload, list, delete, signed download links, file download, profile PDF and export
// data.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isPreviewable,
  documentDownloadInput,
  generateProfilePdfInput,
  documentFileQuery,
  documentLinkResponse,
  documentListQuery,
  documentListResponse,
  documentSchema,
  profileExportResponse,
} from '@/domain/documents';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { binaryBody, contentResponse, SECURITY } from '../../plugins/openapi';
import { assertWorkerDocumentsAccess, authorize, canSeeWorkerDocuments, requireUser, isWorker } from '../../policies';
import { deleteDocument } from './delete-document';
import { loadProfileExport } from '../../data/profile-export';
import { documentToApi, findDocument, listWorkerDocuments } from '../../data/documents';
import { renderProfilePdfBytes } from '../../decode/pool';
import { signDocumentLink, verifyDocumentLink } from './signed-link';
import { uploadDocument } from './upload-document';
import { contentDisposition, fileSecurityHeaders } from './file-headers';
import { exportWorkLimit } from './export-limit';

const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
const idParams = z.object({ id: z.uuid() });
const notFound = () => new AppError('NOT_FOUND', MESSAGES.errors.notFound);

/** Per user (per address when signed out, though these routes need a session), per instance. */
// A deployment that raises RATE_LIMIT_MAX above its default (300 a minute) raises these per-user limits in
// proportion; tests and the browser suite raise it to take limits out of their way.
const exportRateLimit = (name: string, max: number, rateLimitMax: number) => ({
  rateLimit: {
    max: Math.max(max, Math.floor((max * rateLimitMax) / 300)),
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
  },
});

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/documents/upload',
    {
      schema: {
        summary: 'Upload a document',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: documentSchema }), 400: errorBody, 404: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => {
      const user = authorize(request, 'documents.uploadOwn');
      if (!request.isMultipart())
        throw new AppError('BAD_REQUEST', MESSAGES.errors.badRequest, { file: MESSAGES.errors.fileEmpty });
      const part = await request.file();
      if (!part) throw new AppError('BAD_REQUEST', MESSAGES.errors.fileEmpty, { file: MESSAGES.errors.fileEmpty });
      const row = await uploadDocument({ db: app.db, storage: app.storage, log: request.log }, user.id, part);
      return reply.code(201).send({ data: documentToApi(row) });
    },
  );

  app.get(
    '/api/documents',
    {
      schema: {
        summary: "List a worker's documents",
        tags: ['documents'],
        querystring: documentListQuery,
        response: { 200: documentListResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const workerId = request.query.workerId ?? user.id;
      await assertWorkerDocumentsAccess(app.db, user, workerId);
      return { data: (await listWorkerDocuments(app.db, workerId)).map(documentToApi) };
    },
  );

  app.delete(
    '/api/documents/:id',
    { schema: { summary: 'Delete a document', tags: ['documents'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = authorize(request, 'documents.uploadOwn');
      await deleteDocument({ db: app.db, storage: app.storage }, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // The spec's POST /api/document: a short-lived link bound to this one document.
  app.post(
    '/api/document',
    {
      schema: {
        summary: 'A signed download link for a document',
        tags: ['documents'],
        body: documentDownloadInput,
        response: { 200: documentLinkResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { documentId, category, workerId } = request.body;
      const doc = z.uuid().safeParse(documentId).success ? await findDocument(app.db, documentId) : null;
      if (!doc || doc.category !== category || (workerId && workerId !== doc.ownerId)) throw notFound();
      if (!(await canSeeWorkerDocuments(app.db, user, doc.ownerId))) throw notFound();
      return { data: signDocumentLink(app.config.sessionSecret, doc.id) };
    },
  );

  // The file itself: a valid signature opens it; without one, the session must be allowed to see it.
  app.get(
    '/api/documents/:id/file',
    {
      schema: {
        summary: "A document's file (signed link)",
        description:
          'With a valid signed link (exp, sig) no session is needed; without one, the session must be allowed to see ' +
          'the document. With presigned object-store downloads the answer is a 302 to the store.',
        tags: ['documents'],
        security: SECURITY.optionalSession,
        params: idParams,
        querystring: documentFileQuery,
        response: {
          200: contentResponse('The file, with its stored content type', { '*/*': binaryBody }),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const doc = await findDocument(app.db, request.params.id);
      if (exp !== undefined || sig !== undefined) {
        if (exp === undefined || !sig || !verifyDocumentLink(app.config.sessionSecret, request.params.id, exp, sig))
          throw new AppError('FORBIDDEN', MESSAGES.errors.invalidToken);
        if (!doc) throw notFound();
      } else {
        const user = requireUser(request);
        if (!doc || !(await canSeeWorkerDocuments(app.db, user, doc.ownerId))) throw notFound();
      }
      const storageConfig = app.config.storage;
      const presigned = storageConfig.kind === 's3' && storageConfig.presignedDownloads && !!app.storage.presignGet;
      // Only raster images are shown inline; PDFs (their script runs in Chromium's viewer, sandbox CSP or not), SVG and
      // everything else are attachments, here and from the object store (which cannot send our CSP).
      const inline = isPreviewable(doc.contentType);
      const disposition = contentDisposition(inline ? 'inline' : 'attachment', doc.name, doc.contentType);
      if (presigned && app.storage.presignGet) {
        // The object store serves the bytes; the signer fixes its content type and disposition.
        const url = await app.storage.presignGet(doc.fileKey, {
          expiresInSeconds: 60,
          contentType: doc.contentType,
          contentDisposition: disposition,
        });
        return reply.header('cache-control', 'private, no-store').redirect(url, 302);
      }
      let body;
      try {
        body = await app.storage.get(doc.fileKey);
      } catch {
        throw notFound();
      }
      reply.headers(fileSecurityHeaders(inline));
      reply.header('content-type', doc.contentType);
      reply.header('content-length', String(doc.size));
      reply.header('content-disposition', disposition);
      reply.header('cache-control', 'private, no-store');
      return reply.send(body);
    },
  );

  // Export data for the CSV (and the PDF on the client): reloaded and authorized on the server.
  app.get(
    '/api/documents/profile-export',
    {
      schema: {
        summary: "A worker's profile and documents for export",
        tags: ['documents'],
        querystring: z.object({ workerId: z.uuid() }),
        response: { 200: profileExportResponse },
      },
      config: { ...exportRateLimit('profile-export', 60, app.config.rateLimitMax), workLimit: exportWorkLimit },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await exportWorkLimit.run(
        () => loadProfileExport(app.db, user, request.query.workerId, 'profile.exportCsv'),
        user.id,
      );
      return { data: { profile: data.profile, name: data.name, email: data.email, phone: data.phone } };
    },
  );

  // The spec's payload (the applicant profile plus name, email, phone) names the worker; everything printed is
  // reloaded.
  app.post(
    '/api/generate-profile-pdf',
    {
      schema: {
        summary: "A worker's profile as PDF",
        tags: ['documents'],
        body: generateProfilePdfInput,
        response: { 200: contentResponse('The profile as a PDF attachment', { 'application/pdf': binaryBody }) },
      },
      config: { ...exportRateLimit('profile-pdf', 20, app.config.rateLimitMax), workLimit: exportWorkLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const workerId = request.body.user_id ?? request.body._id ?? (isWorker(user) ? user.id : undefined);
      if (!workerId || !z.uuid().safeParse(workerId).success) throw notFound();
      const { data, pdf } = await exportWorkLimit.run(async () => {
        const loaded = await loadProfileExport(app.db, user, workerId, 'profile.exportPdf');
        return { data: loaded, pdf: await renderProfilePdfBytes(loaded) };
      }, user.id);
      reply.header('content-type', 'application/pdf');
      reply.header(
        'content-disposition',
        contentDisposition('attachment', `Profile_${data.name}.pdf`, 'application/pdf'),
      );
      reply.header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
};

export default documentsRoutes;
