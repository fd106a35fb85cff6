// Routes of the profile feature: the signed-in worker reads and edits their own profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completenessResponse,
  workerProfileResponse,
  workerProfileUpdateSchema,
  profileCompleteness,
  isPharmacyProfession,
} from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { authorize } from '../../policies';
import { AppError } from '../../errors';
import { loadWorkerProfile, profileRow } from '../../data/worker-profiles';
import { updateWorkerProfile } from './update-worker-profile';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (workerId: string) => {
    const [profile, row] = await Promise.all([loadWorkerProfile(app.db, workerId), profileRow(app.db, workerId)]);
    if (!profile || !row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    return {
      profile,
      version: row.version,
      completeness: profileCompleteness(profile),
      isPharmacy: isPharmacyProfession(profile.summary.profession),
    };
  };

  app.get(
    '/api/worker-profile',
    { schema: { summary: "The worker's profile", tags: ['profile'], response: { 200: workerProfileResponse } } },
    async (request) => answer(authorize(request, 'profile.editOwn').id),
  );

  app.get(
    '/api/worker-profile/completeness',
    {
      schema: {
        summary: "How complete the worker's profile is",
        tags: ['profile'],
        response: { 200: completenessResponse },
      },
    },
    async (request) => (await answer(authorize(request, 'profile.editOwn').id)).completeness,
  );

  app.put(
    '/api/worker-profile',
    {
      schema: {
        summary: "Update the worker's profile",
        tags: ['profile'],
        body: workerProfileUpdateSchema,
        response: { 200: workerProfileResponse },
      },
    },
    async (request) => {
      const user = authorize(request, 'profile.editOwn');
      await updateWorkerProfile(app.db, user.id, request.body);
      return answer(user.id);
    },
  );
};

export default profileRoutes;
