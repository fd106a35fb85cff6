// Routes of the jobs feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const jobsRoutes: FastifyPluginAsyncZod = async () => {};

export default jobsRoutes;
