// Routes of the documents feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const documentsRoutes: FastifyPluginAsyncZod = async () => {};

export default documentsRoutes;
