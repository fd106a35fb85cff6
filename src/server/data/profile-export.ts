// Use case: the data of a worker's profile exports (PDF and CSV), always reloaded from the database
// for a worker the caller may see; nothing posted by the client is trusted.
import { eq } from 'drizzle-orm';
import { can, type Permission, fullName, MESSAGES } from '@/domain/shared';
import { workerProfileSchema } from '@/domain/profile';
import { AppError } from '../errors';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { SessionUser } from '../plugins/auth';
import { canSeeWorker, isWorker } from '../policies';
import { loadWorkerProfile } from './worker-profiles';
import { documentToApi, listWorkerDocuments } from './documents';
import type { ProfilePdfInput } from './profile-pdf';

/** Loads what an export of `workerId` shows, or 404 when the caller may not export that worker's profile. */
export async function loadProfileExport(
  db: DbOrTx,
  user: SessionUser,
  workerId: string,
  permission: Permission,
): Promise<ProfilePdfInput> {
  const self = user.id === workerId;
  if (!self && !(can(user.role, permission) && (await canSeeWorker(db, user, workerId))))
    throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const [worker] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, workerId))
    .limit(1);
  if (!worker || !isWorker(worker)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const [profile, docs] = await Promise.all([loadWorkerProfile(db, workerId), listWorkerDocuments(db, workerId)]);
  const showContact = self || can(user.role, 'workers.viewContact');
  return {
    name: fullName(worker.firstName, worker.lastName),
    email: showContact ? worker.email : null,
    phone: showContact ? (worker.phone ?? null) : null,
    profile: profile ?? workerProfileSchema.parse({ _id: workerId, user_id: workerId }),
    documents: docs.map(documentToApi),
  };
}
