// Use cases of a worker's saved searches (job alerts): save, edit, delete, and the signed unsubscribe link's delete.
// The route has authorized the worker (profile.editOwn); a search that is not hers is answered 404 (ids cannot be
// probed), through policies.ts.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_SAVED_SEARCHES, type createSavedSearchInput, type updateSavedSearchInput } from '@/domain/jobs';
import type { DbOrTx } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertOwnSavedSearch } from '../../policies';
import { countSavedSearches, findSavedSearch, type SavedSearchRow } from './queries';

/** The worker's own search, or 404. */
export async function ownSavedSearch(db: DbOrTx, worker: SessionUser, id: string): Promise<SavedSearchRow> {
  return assertOwnSavedSearch(worker, (await findSavedSearch(db, id)) ?? undefined);
}

/** Saves a search for the worker; 409 past the limit. */
export async function createSavedSearch(
  db: DbOrTx,
  worker: SessionUser,
  input: z.output<typeof createSavedSearchInput>,
): Promise<SavedSearchRow> {
  if ((await countSavedSearches(db, worker.id)) >= MAX_SAVED_SEARCHES) {
    throw new AppError(
      'CONFLICT',
      `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
    );
  }
  const [row] = await db
    .insert(savedSearches)
    .values({ workerId: worker.id, ...input })
    .returning();
  return row;
}

/** Changes the worker's search (an empty change changes nothing). */
export async function updateSavedSearch(
  db: DbOrTx,
  worker: SessionUser,
  id: string,
  patch: z.output<typeof updateSavedSearchInput>,
): Promise<SavedSearchRow> {
  const row = await ownSavedSearch(db, worker, id);
  if (Object.keys(patch).length === 0) return row;
  const [updated] = await db
    .update(savedSearches)
    .set(patch)
    .where(and(eq(savedSearches.id, row.id), eq(savedSearches.workerId, worker.id)))
    .returning();
  return updated;
}

/** Deletes the worker's search. */
export async function deleteSavedSearch(db: DbOrTx, worker: SessionUser, id: string): Promise<void> {
  const row = await ownSavedSearch(db, worker, id);
  await db.delete(savedSearches).where(eq(savedSearches.id, row.id));
}

/** The signed unsubscribe link's delete: the signature (checked by the route) is the authority; no session. */
export async function unsubscribeSavedSearch(db: DbOrTx, id: string): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}
