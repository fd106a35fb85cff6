// Routes of the profile feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const profileRoutes: FastifyPluginAsyncZod = async () => {};

export default profileRoutes;
