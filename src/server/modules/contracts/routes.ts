// Routes of the assignment contract (issue 31): read it, download its PDF, sign (worker) and countersign (an
// organization user or the assigned recruiter). Authorization: the application policy (404 for anyone who may not see
// the application) and the contract policy for who signs which side (policies.ts contractSideOf).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractResponse, signContractResponse, signContractInput } from '@/domain/onboarding';
import { errorResponseSchema } from '@/domain/shared';
import { requireUser } from '../../policies';
import { binaryBody, contentResponse } from '../../plugins/openapi';
import { contractPdf, getContract } from './get-contract';
import { CONTRACT_DRAFT_JOB } from '../../pipeline/contract-on-move';
import { signContract } from './sign-contract';
import { CONTRACT_SEAL_JOB, sealContract } from './seal-contract';
import { storeContractDraft } from './store-contract-draft';

const params = z.object({ id: z.uuid() });

const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The slow work of drafting and countersigning, after their commits (decision 0048).
  app.outbox.register(CONTRACT_DRAFT_JOB, (payload) => storeContractDraft(app, String(payload.contractId)));
  app.outbox.register(CONTRACT_SEAL_JOB, (payload) => sealContract(app, String(payload.contractId)));

  app.get(
    '/api/applications/:id/contract',
    {
      schema: {
        summary: "An application's assignment contract",
        tags: ['contracts'],
        params,
        response: { 200: contractResponse },
      },
    },
    async (request) => ({ contract: await getContract(app, requireUser(request), request.params.id) }),
  );

  app.get(
    '/api/applications/:id/contract/pdf',
    {
      schema: {
        summary:
          "An application's contract as PDF (the draft while unsigned, the sealed PDF once signed; 409 while the signed PDF is being sealed)",
        tags: ['contracts'],
        params,
        response: {
          200: contentResponse('The contract as a PDF attachment', { 'application/pdf': binaryBody }),
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await contractPdf(app, requireUser(request), request.params.id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(body);
    },
  );

  for (const [path, side, summary] of [
    ['sign', 'worker', 'The worker signs the assignment contract'],
    ['countersign', 'organization', 'An organization user or the assigned recruiter countersigns the contract'],
  ] as const) {
    app.post(
      `/api/applications/:id/contract/${path}`,
      {
        schema: {
          summary,
          tags: ['contracts'],
          params,
          body: signContractInput,
          response: { 200: signContractResponse },
        },
      },
      async (request) => {
        const r = await signContract(app, requireUser(request), request.params.id, side, request.body, {
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return { contract_id: r.contractId, status: r.status };
      },
    );
  }
};

export default contractsRoutes;
