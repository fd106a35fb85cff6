// Routes of the organization's contract clauses (issue 45), set in Dashboard → Settings by those who manage the
// organization (as its reference questions): the version in force, and a save that makes the next version.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractClausesInput, contractClausesView } from '@/domain/onboarding';
import { errorResponseSchema } from '@/domain/shared';
import { authorizeOrg } from '../../policies';
import { clausesInForce, type ClausesInForce } from '../../data/contract-clauses';
import { saveContractClauses } from './save-contract-clauses';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
};

const view = (c: ClausesInForce) => ({
  version: c.version,
  clauses: c.clauses,
  updated_at: c.updatedAt?.toISOString() ?? null,
  updated_by: c.updatedBy,
});

const contractClausesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/org/contract-clauses',
    {
      schema: {
        summary: "The organization's contract clauses in force, with their version",
        tags: ['organization'],
        response: { 200: contractClausesView, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'organization.manage');
      return view(await clausesInForce(app.db, user.organizationId));
    },
  );

  app.put(
    '/api/org/contract-clauses',
    {
      schema: {
        summary: "Save the organization's contract clauses as a new version (409 when edited from an older one)",
        tags: ['organization'],
        body: contractClausesInput,
        response: { 200: contractClausesView, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'organization.manage');
      return view(await saveContractClauses(app.db, user, request.body));
    },
  );
};

export default contractClausesRoutes;
