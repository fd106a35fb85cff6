// Routes of the credential wallet: the worker's wallet and edits, recruiters' expiry alerts, and the reminder handler.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isoDay,
  credentialAlertsList,
  credentialAlertsSchema,
  credentialSchema,
  credentialWalletSchema,
  updateCredentialInput,
} from '@/domain/profile';
import { errorResponseSchema } from '@/domain/shared';
import { assertApplicationAccess, authorize, canSeeApplication } from '../../policies';
import { getCredentialWallet } from './get-credential-wallet';
import { updateCredential } from './update-credential';
import { applicationsWithRequirements, profileLicenceStates, workerDocs } from './queries';
import { alertsFor } from './credential-checks';
import { registerCredentialReminders } from './scan-credential-reminders';

const uuid = z.uuid();

const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCredentialReminders(app);

  /** Alerts of several applications the user may see (others are left out, never revealed). */
  async function alertsOf(user: Parameters<typeof canSeeApplication>[0], ids: string[]) {
    const rows = (await applicationsWithRequirements(app.db, ids)).filter((r) => canSeeApplication(user, r));
    const workerIds = [...new Set(rows.map((r) => r.workerId))];
    const [docs, states] = await Promise.all([workerDocs(app.db, workerIds), profileLicenceStates(app.db, workerIds)]);
    const today = isoDay(new Date());
    return rows.map((r) => alertsFor(r.id, r.details, docs.get(r.workerId) ?? [], states.get(r.workerId) ?? [], today));
  }

  app.get(
    '/api/credentials',
    {
      schema: {
        summary: "The worker's credential wallet",
        tags: ['credentials'],
        response: { 200: credentialWalletSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const worker = authorize(request, 'profile.editOwn');
      return getCredentialWallet(app.db, worker.id);
    },
  );

  app.patch(
    '/api/credentials/:documentId',
    {
      schema: {
        summary: "Set a document's credential details",
        tags: ['credentials'],
        params: z.object({ documentId: uuid }),
        body: updateCredentialInput,
        response: { 200: credentialSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const worker = authorize(request, 'documents.uploadOwn');
      return updateCredential(app.db, worker.id, request.params.documentId, request.body);
    },
  );

  app.get(
    '/api/applications/:id/credential-alerts',
    {
      schema: {
        summary: "Credential alerts of an application's worker",
        tags: ['credentials'],
        params: z.object({ id: uuid }),
        response: { 200: credentialAlertsSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = authorize(request, 'applications.view');
      const [row] = await applicationsWithRequirements(app.db, [request.params.id]);
      assertApplicationAccess(user, row);
      return (await alertsOf(user, [request.params.id]))[0];
    },
  );

  app.get(
    '/api/credential-alerts',
    {
      schema: {
        summary: "Credential alerts across the organization's pipeline",
        tags: ['credentials'],
        querystring: z.object({
          ids: z
            .string()
            .max(4000)
            .transform((s) => [
              ...new Set(
                s
                  .split(',')
                  .map((x) => x.trim())
                  .filter(Boolean),
              ),
            ])
            .pipe(z.array(uuid).max(100)),
        }),
        response: { 200: credentialAlertsList, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const user = authorize(request, 'applications.view');
      return alertsOf(user, request.query.ids);
    },
  );
};

export default credentialsRoutes;
