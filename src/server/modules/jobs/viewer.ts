// Who reads the job board and a job: a worker with her profile (the comparison and the match score are hers), anyone
// else as no one in particular. GET /api/jobs and the board the server draws for a signed-in worker (pages.ts) ask the
// same question here, so both answer the same.
import type { FastifyInstance } from 'fastify';
import type { WorkerProfile } from '@/domain/profile';
import { isWorker } from '../../policies';
import type { SessionUser } from '../../plugins/auth';
import { loadWorkerProfileAt } from '../../data/worker-profiles';

export async function jobViewer(
  app: FastifyInstance,
  user: SessionUser | null,
  /** The route's tables' versions, read by the response cache before the handler ran. */
  versions?: Map<string, number>,
): Promise<{ id: string; profile: WorkerProfile | null } | null> {
  if (!user || !isWorker(user)) return null;
  return { id: user.id, profile: await loadWorkerProfileAt(app.db, app.memos, user.id, versions) };
}
