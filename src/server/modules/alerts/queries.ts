// Reads and writes of saved searches, and the jobs matching one (the job board's own filter conditions).
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ALERT_MAX_JOBS, savedSearchToQuery, type SavedSearch } from '@/domain/jobs';
import type { DbOrTx } from '../../db/client';
import { jobs, savedSearches } from '../../db/schema';
import { conditions } from '../../data/job-search-conditions';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The API view of a row. */
export const savedSearchToApi = (r: SavedSearchRow): SavedSearch => ({
  id: r.id,
  name: r.name,
  query: r.query,
  frequency: r.frequency,
  lastNotifiedAt: r.lastNotifiedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** A worker's saved searches, newest first (index saved_searches_worker_idx). */
export function listSavedSearches(db: DbOrTx, workerId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.workerId, workerId))
    .orderBy(desc(savedSearches.createdAt))
    .limit(50);
}

/** One saved search by id, or null. */
export async function findSavedSearch(db: DbOrTx, id: string) {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row ?? null;
}

/** How many searches a worker has saved. */
export async function countSavedSearches(db: DbOrTx, workerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.workerId, workerId));
  return row?.n ?? 0;
}

/**
 * Open jobs matching a saved search posted after `since`, newest first: the same WHERE as GET /api/jobs
 * (filters and full-text search), optionally narrowed to one job.
 */
export function matchingJobsSince(db: DbOrTx, queryString: string, since: Date, onlyJobId?: string) {
  const where = [...conditions(savedSearchToQuery(queryString)), gt(jobs.datePosted, since)];
  if (onlyJobId) where.push(eq(jobs.id, onlyJobId));
  return db
    .select({ id: jobs.id, title: jobs.title, city: jobs.city, state: jobs.state })
    .from(jobs)
    .where(and(...where))
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(ALERT_MAX_JOBS);
}
