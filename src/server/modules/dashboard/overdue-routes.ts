// The dashboard's overdue onboarding items (issue 31): organization users see their organization's placements,
// recruiters the applications assigned to them, admins without an organization every organization's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overdueItemsQuery, overdueItemsSchema } from '@/domain/onboarding';
import { isoDay } from '@/domain/profile';
import { authorize, assignedRecruiterOf } from '../../policies';
import { overdueItems, type OverdueScope } from './overdue-items';

const overdueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/overdue-items',
    {
      schema: {
        summary: 'Overdue onboarding items across the placements the caller sees, most overdue first',
        tags: ['dashboard'],
        querystring: overdueItemsQuery,
        response: { 200: overdueItemsSchema },
      },
    },
    async (request) => {
      const user = authorize(request, 'dashboard.view');
      const recruiterId = assignedRecruiterOf(user);
      const scope: OverdueScope = recruiterId
        ? { recruiterId }
        : user.organizationId
          ? { organizationId: user.organizationId }
          : { all: true };
      const { page, pageSize } = request.query;
      return overdueItems(app.db, scope, isoDay(new Date()), page, pageSize);
    },
  );
};

export default overdueRoutes;
