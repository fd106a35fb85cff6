// Use case: a worker saves part of their profile (PUT /api/worker-profile). Each group sent is merged
// into the stored group field by field; top-level fields are replaced; the version is bumped.
import { eq, sql } from 'drizzle-orm';
import { profileScheduleIssues } from '@/domain/jobs';
import { WORKER_PROFILE_GROUPS, type WorkerProfileUpdate } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import type { Db } from '../../db/client';
import { workerProfiles } from '../../db/schema';
import { AppError } from '../../errors';

type Stored = Record<string, unknown>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A group without the fields the patch cleared (sent as null). */
function withoutCleared(group: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(group).filter(([, v]) => v !== null));
}

/** The stored profile with `patch` applied: groups merged per field, other fields replaced. */
export function mergeProfile(stored: Stored, patch: WorkerProfileUpdate): Stored {
  const groups: readonly string[] = WORKER_PROFILE_GROUPS;
  const out: Stored = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] =
      groups.includes(key) && isObject(value)
        ? withoutCleared({ ...(isObject(stored[key]) ? stored[key] : {}), ...value })
        : value;
  }
  return out;
}

/** Saves a partial profile update of the worker; answers the new version. */
export async function updateWorkerProfile(db: Db, workerId: string, patch: WorkerProfileUpdate): Promise<number> {
  // Documents live in the documents table (uploads); they are never written through this call.
  if (patch.documents !== undefined) {
    throw new AppError('BAD_REQUEST', MESSAGES.errors.documentsViaUpload, {
      documents: MESSAGES.errors.documentsViaUpload,
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(workerProfiles)
      .where(eq(workerProfiles.userId, workerId))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    const merged = mergeProfile(row.profile ?? {}, patch);
    // A patch with only one of the dates is judged with the stored other: the same rule and words as the schema.
    const [issue] = profileScheduleIssues(merged.shiftAndScheduling as Record<string, unknown> | undefined);
    if (issue) throw new AppError('BAD_REQUEST', issue.message, { [issue.path.join('.')]: issue.message });
    const profession = patch.summary?.profession;
    const [updated] = await tx
      .update(workerProfiles)
      .set({
        profile: merged,
        version: sql`${workerProfiles.version} + 1`,
        updatedAt: new Date(),
        ...(profession !== undefined && profession !== row.profession ? { profession: profession ?? null } : {}),
      })
      .where(eq(workerProfiles.userId, workerId))
      .returning({ version: workerProfiles.version });
    return updated.version;
  });
}
