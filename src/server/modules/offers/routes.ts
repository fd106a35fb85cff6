// Routes of the offers feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const offersRoutes: FastifyPluginAsyncZod = async () => {};

export default offersRoutes;
