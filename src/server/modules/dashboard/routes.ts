// The organization dashboard: jobs, team, preferences, roles, settings and the numbers of the home page.
import type { FastifyPluginAsync } from 'fastify';
import orgJobsRoutes from './org-jobs-routes';
import teamRoutes from './team-routes';
import settingsRoutes from './settings-routes';
import adminNoticesRoutes from './admin-notices-routes';
import overdueRoutes from './overdue-routes';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orgJobsRoutes);
  await app.register(teamRoutes);
  await app.register(settingsRoutes);
  await app.register(adminNoticesRoutes);
  await app.register(overdueRoutes);
};

export default dashboardRoutes;
