// Routes of the applications feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const applicationsRoutes: FastifyPluginAsyncZod = async () => {};

export default applicationsRoutes;
