// Routes of the messages feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const messagesRoutes: FastifyPluginAsyncZod = async () => {};

export default messagesRoutes;
