// GET /api/admin/notices: what administrators are warned of about the deployment (MAIL=log: mail is not sent).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminNoticesSchema } from '@/domain/shared';
import { authorize } from '../../policies';

const adminNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/notices',
    { schema: { summary: 'Deployment warnings (admin)', tags: ['admin'], response: { 200: adminNoticesSchema } } },
    async (request) => {
      authorize(request, 'roles.manage');
      return { mail_log: app.config.mailLog };
    },
  );
};

export default adminNoticesRoutes;
