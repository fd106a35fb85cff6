// Account self-service: change email (request, confirm), export my data (workers), close my account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  can,
  changeEmailInput,
  changeEmailResponse,
  confirmEmailChangeInput,
  confirmEmailChangeResponse,
  deleteAccountInput,
  deleteAccountResponse,
  MESSAGES,
} from '@/domain/shared';
import { AppError } from '../../errors';
import { requireUser } from '../../policies';
import { binaryBody, contentResponse } from '../../plugins/openapi';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { attachment, exportWorkerData } from './export-data';
import { closeAccount, registerStorageDelete } from './close-account';

/** Per signed-in account (its address otherwise): these guard a password or build a large download. */
const perAccount = (name: string, max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
  },
});

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStorageDelete(app);

  app.post(
    '/api/me/email',
    {
      schema: {
        summary: 'Ask to change the email address (a link goes to the new address)',
        tags: ['account'],
        body: changeEmailInput,
        response: { 202: changeEmailResponse },
      },
      config: perAccount('email-change', 5, '15 minutes'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const pending = await requestEmailChange(app, user.id, request.body);
      return reply.code(202).send({ pending_email: pending });
    },
  );

  // Public: the link proves the new mailbox, and it may be opened in a browser that is not signed in.
  app.post(
    '/api/auth/confirm-email',
    {
      schema: {
        summary: 'Confirm an email change with the link sent to the new address',
        tags: ['account'],
        body: confirmEmailChangeInput,
        response: { 200: confirmEmailChangeResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => ({ email: await confirmEmailChange(app, request.body.token) }),
  );

  app.get(
    '/api/me/export',
    {
      schema: {
        summary: "Download the worker's own data as a zip",
        tags: ['account'],
        response: {
          200: contentResponse('A zip of profile, documents, applications and messages', {
            'application/zip': binaryBody,
          }),
        },
      },
      config: perAccount('export', 5, '1 hour'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!can(user.role, 'account.exportOwn')) throw new AppError('FORBIDDEN', MESSAGES.account.exportOnlyWorkers);
      const { fileName, stream } = await exportWorkerData(app, user);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', attachment(fileName));
      reply.header('cache-control', 'private, no-store');
      return reply.send(stream);
    },
  );

  app.post(
    '/api/me/delete',
    {
      schema: {
        summary: 'Delete (workers) or deactivate (staff) the signed-in account after the password',
        tags: ['account'],
        body: deleteAccountInput,
        response: { 200: deleteAccountResponse },
      },
      config: perAccount('close-account', 5, '15 minutes'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const outcome = await closeAccount(app, user, request.body.password);
      // Every session is gone already; this browser's cookie goes too.
      await app.destroySession(request, reply);
      return { outcome };
    },
  );
};

export default accountRoutes;
