// Match scores computed once per (job version, profile content, day) and reused (issue 21: cheaper misses). A job
// board miss scores every card (and Best match a window of up to 1,000 jobs); most of those jobs and the worker's
// profile have not changed since the last miss, which a board-wide bump (any apply, any job edit) causes.
//
// Correct by construction: the key holds everything matchScore reads. A job is keyed by its id and updated_at (every
// job write sets it: save-job.ts; the applied count, which also moves, is not read by the comparison). A profile is
// keyed by a hash of the whole WorkerProfile the comparison receives: its groups, document refs with their expired
// flags and lapsed licence states (both computed for the day it was loaded). The comparison reads no clock.
import { createHash } from 'node:crypto';
import { getTableColumns, inArray } from 'drizzle-orm';
import { matchScore } from '@/domain/jobs';
import type { WorkerProfile } from '@/domain/profile';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import { jobToCompare } from './job-mapper';
import type { AppMemos } from './app-memos';

type Match = ReturnType<typeof matchScore>;
type JobRow = typeof jobs.$inferSelect;

/** The key of a profile's content (computed once per loaded profile object). */
function profileKey(memos: AppMemos, profile: WorkerProfile): string {
  let key = memos.profileKeys.get(profile);
  if (key === undefined) {
    key = createHash('sha1').update(JSON.stringify(profile)).digest('base64url');
    memos.profileKeys.set(profile, key);
  }
  return key;
}

/** The memo key of one job for one profile key. */
const matchKey = (job: { id: string; updatedAt: Date }, profile: string) =>
  `${job.id}|${job.updatedAt.getTime()}|${profile}`;

/** The match of one job row for a profile, through the app's memo (the least recently used entry leaves when full). */
function memoMatch(memos: AppMemos, row: Omit<JobRow, 'search'>, profile: WorkerProfile): Match {
  const key = matchKey(row, profileKey(memos, profile));
  let m = memos.matches.get(key);
  if (!m) {
    m = matchScore(jobToCompare(row), profile);
    memos.matches.set(key, m);
  }
  return m;
}

/** Job columns but the search vector: what the domain needs to score a job. */
const { search: _search, ...scoredColumns } = getTableColumns(jobs);
export { scoredColumns };

/** The profile of a worker who has none stored: every row of the comparison is missing on the worker's side. */
export const NO_PROFILE = Object.freeze({}) as WorkerProfile;

/**
 * The scores of (job, profile) pairs, through the memo: a page of a list or of the job board reads only its jobs' ids
 * and versions, and the whole rows (details jsonb) of the jobs not yet scored for their profile in one statement.
 */
export async function memoMatches(
  db: DbOrTx,
  memos: AppMemos,
  pairs: { jobId: string; jobUpdatedAt: Date; profile: WorkerProfile }[],
): Promise<Match[]> {
  const out: (Match | undefined)[] = pairs.map((p) =>
    memos.matches.get(matchKey({ id: p.jobId, updatedAt: p.jobUpdatedAt }, profileKey(memos, p.profile))),
  );
  const missing = [...new Set(pairs.filter((_p, i) => !out[i]).map((p) => p.jobId))];
  if (missing.length) {
    // A job edited since the page was read is scored in its newer version (under its own key).
    const rows = new Map(
      (await db.select(scoredColumns).from(jobs).where(inArray(jobs.id, missing))).map((r) => [r.id, r]),
    );
    pairs.forEach((p, i) => {
      const row = rows.get(p.jobId);
      if (!out[i]) out[i] = row ? memoMatch(memos, row, p.profile) : matchScore({}, p.profile);
    });
  }
  return out as Match[];
}

/**
 * For tests: forget every score of these memos. Each app has its own (app.memos), created empty with the app, so
 * without memos there is nothing shared to forget.
 */
export function clearMatchMemo(memos?: AppMemos): void {
  memos?.matches.clear();
}
