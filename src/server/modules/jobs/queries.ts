// Reading jobs: the job board search (full-text, filters, keyset pages) and one job with its people.
import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import {
  bestMatchPage,
  matchScore,
  type BestMatchKey,
  JOB_COUNT_CAP,
  JOB_PAGE_SIZE_DEFAULT,
  type JobCard,
  type JobSearchQuery,
  type JobSearchResponse,
  type JobSort,
  conceptTsQuery,
  defaultJobSort,
  relaxationSteps,
  searchRelaxedNotice,
} from '@/domain/jobs';
import type { WorkerProfile } from '@/domain/profile';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, organizations, searchWords, users } from '../../db/schema';
import { memoMatches, scoredColumns } from '../../data/match-memo';
import type { AppMemos } from '../../data/app-memos';
import { conditions, isUuid, resolveSearch, type ResolvedSearch } from '../../data/job-search-conditions';
import { SharedReadMemo, statementKey } from '../../data/shared-read-memo';

/** Newest first, written to match the jobs_open_posted_idx index order (desc nulls last) so the index serves it. */
const newestFirst = sql`${jobs.datePosted} desc nulls last`;
/** How many of the newest matching jobs Most relevant ranks (decision 0030-search-ranking). */
const RELEVANCE_WINDOW = 100;
/** How many of the newest matching jobs Best match ranks. */
const BEST_MATCH_WINDOW = 1000;

/** `x`: the search concepts left out when the first page relaxed a search that matched nothing. */
type Cursor = (
  | { s: 'newest'; d: string; id: string }
  | { s: 'highest-pay'; w: number | null; id: string }
  | { s: 'best-match'; p: number | null; o: boolean; t: number; id: string }
  // d: past the ranked window, the rest follow newest first (after date d and id).
  | { s: 'relevance'; r: number; id: string; d?: string }
) & { x?: number[] };

const validDropped = (x: unknown) =>
  x === undefined || (Array.isArray(x) && x.length <= 8 && x.every((i) => Number.isInteger(i) && i >= 0 && i < 8));

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor of a page, or null when absent, malformed or made for another sort (then the first page is served). */
function decodeCursor(raw: string | undefined, sort: JobSort): Cursor | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (c.s !== sort || !validDropped(c.x)) return null;
    if (c.s === 'newest' && typeof c.d === 'string' && !Number.isNaN(Date.parse(c.d)) && isUuid(c.id)) return c;
    if (c.s === 'highest-pay' && (c.w === null || typeof c.w === 'number') && isUuid(c.id)) return c;
    if (
      c.s === 'relevance' &&
      Number.isSafeInteger(c.r) &&
      isUuid(c.id) &&
      (c.d === undefined || (typeof c.d === 'string' && !Number.isNaN(Date.parse(c.d))))
    )
      return c;
    if (
      c.s === 'best-match' &&
      (c.p === null || (Number.isInteger(c.p) && c.p >= 0 && c.p <= 100)) &&
      typeof c.o === 'boolean' &&
      Number.isSafeInteger(c.t) &&
      isUuid(c.id)
    )
      return c;
  } catch {
    return null;
  }
  return null;
}

/**
 * What a card shows, and the job's version its match is remembered by: neither the search vector, the description nor
 * the details (the details are read for the jobs not yet scored only: memoMatches), nor columns no card shows (every
 * value read costs a miss its text output and decoding: issue 43).
 */
const {
  description: _description,
  details: _details,
  organizationId: _organizationId,
  recruiterId: _recruiterId,
  type: _type,
  status: _status,
  createdAt: _createdAt,
  ...cardColumns
} = scoredColumns;

/** Newest-first keyset: the jobs after (posted date `d`, id). */
const after = (d: string, id: string): SQL =>
  or(
    sql`${jobs.datePosted} < ${d}::timestamptz`,
    and(sql`${jobs.datePosted} = ${d}::timestamptz`, sql`${jobs.id} > ${id}`),
  )!;

/** A scored job of the Best match window: its order key and the match indicator its card shows. */
type Scored = BestMatchKey & { match: ReturnType<typeof matchScore> | null };

/**
 * One page of Best match: the newest BEST_MATCH_WINDOW jobs that pass the filters, scored by the domain's matchScore
 * (the percent each card shows) and ordered by it (bestMatchPage: percent, newest, id), keyed after `after`.
 */
async function bestMatchWindowPage(
  db: DbOrTx,
  memos: AppMemos,
  where: SQL[],
  profile: WorkerProfile | null,
  pageSize: number,
  after: BestMatchKey | null,
): Promise<{ page: Scored[]; next: BestMatchKey | null }> {
  // Scoring every open job cannot use an index; the window is read in the jobs_open_posted_idx order. Only the keys are
  // read for the whole window: a job's score is remembered per (job version, profile content), so whole rows (details
  // jsonb) are fetched for the jobs not yet scored for this profile only.
  const window = await db
    .select({
      id: jobs.id,
      updatedAt: jobs.updatedAt,
      // Microseconds since the epoch: orders exactly like date_posted (a JS Date keeps milliseconds only).
      postedMicros: sql<string>`(extract(epoch from ${jobs.datePosted}) * 1000000)::bigint::text`,
    })
    .from(jobs)
    .where(and(...where))
    .orderBy(newestFirst, asc(jobs.id))
    .limit(BEST_MATCH_WINDOW);
  const matches = new Map<string, Scored['match']>();
  if (profile) {
    const scores = await memoMatches(
      db,
      memos,
      window.map((w) => ({ jobId: w.id, jobUpdatedAt: w.updatedAt, profile })),
    );
    window.forEach((w, i) => matches.set(w.id, scores[i]!));
  }
  const scored: Scored[] = window.map((w) => {
    const match = matches.get(w.id) ?? null;
    return {
      id: w.id,
      posted: Number(w.postedMicros),
      percent: match?.percent ?? null,
      otherProfession: match?.other_profession ?? false,
      match,
    };
  });
  return bestMatchPage(scored, pageSize, after);
}

const dialect = new PgDialect();
/** A search's concepts, typo corrections and employer matches, keyed by the table versions read before the handler ran and the words. */
const resolvedMemo = new SharedReadMemo<ResolvedSearch>([searchWords, organizations], 2_000);
/** Capped counts shared between callers, keyed by statement, parameters and the table versions. */
export const jobCounts = new SharedReadMemo<number>([jobs, organizations]);

/** How many open jobs match (at most JOB_COUNT_CAP + 1: never scans more matching rows than that). */
function cappedCount(
  db: DbOrTx,
  where: SQL[],
  namesEmployer: boolean,
  versions: Map<string, number> | undefined,
): Promise<number> {
  const statement = sql`select count(*)::int as n from (select 1 from ${jobs} where ${and(...where)}${namesEmployer ? sql` order by ${newestFirst}, ${jobs.id}` : sql``} limit ${JOB_COUNT_CAP + 1}) t`;
  const read = async () => {
    const result = (await db.execute<{ n: number }>(statement)) as unknown as
      { rows?: { n: number }[] } | { n: number }[];
    return Number((Array.isArray(result) ? result[0]?.n : result.rows?.[0]?.n) ?? 0);
  };
  if (!versions) return read();
  return jobCounts.get(versions, statementKey(dialect.sqlToQuery(statement)), read);
}

/** A tier of Most relevant's rank, above any ts_rank × 1e6 (see searchPage). */
const RANK_TIER = 100_000_000;

/**
 * The job board: one page of open jobs with a match indicator and the worker's applied state (the page and a capped
 * count).
 */
export async function searchJobs(
  db: DbOrTx,
  /** The app's memos (app.memos): match scores. */
  memos: AppMemos,
  query: JobSearchQuery,
  worker: { id: string; profile: WorkerProfile | null } | null,
  /**
   * The versions of the route's tables, read by the response cache before the handler ran: with them the capped count
   * and the employers a word names are shared between callers until a write to what they read (shared-read-memo.ts).
   */
  tableVersions?: Map<string, number>,
): Promise<JobSearchResponse> {
  // The search's concepts, typo corrections and employers, shared between callers until a write to what they read.
  const resolved = tableVersions
    ? await resolvedMemo.get(tableVersions, statementKey({ sql: 'resolveSearch', params: [query.q] }), () =>
        resolveSearch(db, query.q),
      )
    : await resolveSearch(db, query.q);
  // Without a chosen order: the most relevant first when there are words, else the newest. Most relevant needs words
  // to rank by: without any (only punctuation, say), the newest first.
  const chosen: JobSort = query.sort ?? defaultJobSort(query.q);
  const sort: JobSort = chosen === 'relevance' && resolved.concepts.length === 0 ? 'newest' : chosen;
  const cursor = decodeCursor(query.cursor, sort);
  const page = await searchPage(db, memos, query, sort, worker, tableVersions, resolved, cursor, cursor?.x ?? []);
  if (cursor || page.total !== 0 || resolved.concepts.length === 0) return page;
  // Nothing matched every concept: the nearest results, leaving out the least important concepts one by one.
  for (const dropped of relaxationSteps(resolved.concepts)) {
    const n = await cappedCount(
      db,
      conditions(query, resolved, dropped),
      namesEmployer(resolved, dropped),
      tableVersions,
    );
    if (n === 0) continue;
    const relaxed = await searchPage(db, memos, query, sort, worker, tableVersions, resolved, null, dropped);
    return { ...relaxed, relaxed: searchRelaxedNotice(query.q ?? '', resolved.concepts, dropped) };
  }
  return page;
}

/**
 * True when the count should walk the page's index (see cappedCount): a concept still asked for names an employer, or
 * no words are asked for at all (the filters alone: without an order the planner reads the table in storage order to
 * stop at 1,001; in date order it reads jobs_open_posted_idx, as cheap, and never the table: bench/explain.md).
 */
const namesEmployer = (resolved: ResolvedSearch, dropped: readonly number[]) =>
  resolved.concepts.every((_, i) => dropped.includes(i)) ||
  resolved.employers.some((ids, i) => ids.length > 0 && !dropped.includes(i));

/** One page of the board for a search with the concepts in `dropped` left out. */
async function searchPage(
  db: DbOrTx,
  memos: AppMemos,
  query: JobSearchQuery,
  sort: JobSort,
  worker: { id: string; profile: WorkerProfile | null } | null,
  tableVersions: Map<string, number> | undefined,
  resolved: ResolvedSearch,
  cursor: Cursor | null,
  dropped: number[],
): Promise<JobSearchResponse> {
  const pageSize = query.pageSize ?? JOB_PAGE_SIZE_DEFAULT;
  const where = conditions(query, resolved, dropped);
  // Most relevant: ts_rank over the weighted vector ({D, C, B, A}: title and specialty count most, the description
  // least) for any of the concepts still asked for, as a whole number so pages can follow it exactly.
  const rankQuery = resolved.concepts
    .map((c, i) => (dropped.includes(i) ? null : `(${conceptTsQuery(c, resolved.corrections[i])})`))
    .filter(Boolean)
    .join(' | ');
  // Most relevant orders by (1) whether the words match a field of the job (title, specialty, profession, terms, shift,
  // place) or only its description, (2) for a worker, a job of her own profession first (issue 42: a nurse's "per
  // diem" ranked a pharmacy technician's job first, as Best match ranks another profession below her own), then (3)
  // the weighted text rank. One whole number (tiers of RANK_TIER above ts_rank × 1e6), so pages can follow it exactly.
  const profession = worker?.profile?.summary?.profession;
  const own =
    sort === 'relevance' && typeof profession === 'string' && profession
      ? sql`case when ${jobs.profession} = ${profession} then ${sql.raw(String(RANK_TIER))} else 0 end`
      : sql`0`;
  const tsq = sql`to_tsquery('simple', ${rankQuery})`;
  const text = rankQuery
    ? sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${jobs.search}, ${tsq}) * 1000000 + case when ts_filter(${jobs.search}, '{a,b,c}') @@ ${tsq} then ${sql.raw(String(2 * RANK_TIER))} else 0 end`
    : sql`0`;
  // An expression even when nothing ranks (the nearest jobs signed out): a bare 0 in ORDER BY would name a column.
  const rank = sort === 'relevance' ? sql<number>`(${text} + ${own})::int` : sql<number>`0`;
  const recruiter = alias(users, 'recruiter');

  let order: SQL[];
  let best: { page: Scored[]; next: BestMatchKey | null } | null = null;
  if (sort === 'highest-pay') {
    order = [sql`${jobs.weeklyRate} desc nulls last`, asc(jobs.id)];
    if (cursor?.s === 'highest-pay') {
      where.push(
        cursor.w === null
          ? and(isNull(jobs.weeklyRate), sql`${jobs.id} > ${cursor.id}`)!
          : or(
              lt(jobs.weeklyRate, cursor.w),
              and(eq(jobs.weeklyRate, cursor.w), sql`${jobs.id} > ${cursor.id}`),
              isNull(jobs.weeklyRate),
            )!,
      );
    }
  } else if (sort === 'best-match') {
    const after =
      cursor?.s === 'best-match'
        ? { percent: cursor.p, otherProfession: cursor.o, posted: cursor.t, id: cursor.id }
        : null;
    best = await bestMatchWindowPage(
      db,
      memos,
      conditions(query, resolved, dropped),
      worker?.profile ?? null,
      pageSize,
      after,
    );
    // The ranked page's jobs only; their order is restored from the ranking below.
    const ids = best.page.map((b) => b.id);
    where.push(ids.length ? inArray(jobs.id, ids) : sql`false`);
    order = [asc(jobs.id)];
  } else if (sort === 'relevance' && cursor?.s === 'relevance' && cursor.d !== undefined) {
    // Past the ranked window: the rest of the matches, newest first.
    order = [newestFirst, asc(jobs.id)];
    where.push(after(cursor.d, cursor.id));
  } else if (sort === 'relevance') {
    // Ranked within the newest RELEVANCE_WINDOW matching jobs (read in an index's order, each ranked once): ranking
    // every match of a common word ("nurse": half the board) would read and rank tens of thousands of vectors per
    // page. The page's ids are chosen in the window; the outer query reads those rows only.
    const window = db
      .select({ id: sql<string>`${jobs.id}`.as('wid'), r: sql<number>`${rank}`.as('wr') })
      .from(jobs)
      .where(and(...conditions(query, resolved, dropped)))
      .orderBy(newestFirst, asc(jobs.id))
      .limit(RELEVANCE_WINDOW)
      .as('w');
    const afterRank =
      cursor?.s === 'relevance'
        ? or(sql`${window.r} < ${cursor.r}`, and(sql`${window.r} = ${cursor.r}`, sql`${window.id} > ${cursor.id}`))
        : undefined;
    const pageIds = db
      .select({ id: window.id })
      .from(window)
      .where(afterRank)
      .orderBy(sql`${window.r} desc`, sql`${window.id}`)
      .limit(pageSize + 1);
    where.splice(0, where.length, inArray(jobs.id, pageIds));
    order = [sql`${rank} desc`, asc(jobs.id)];
  } else {
    order = [newestFirst, asc(jobs.id)];
    if (cursor?.s === 'newest') where.push(after(cursor.d, cursor.id));
  }

  const countWhere = conditions(query, resolved, dropped);
  // A word that names an employer matches all of that employer's jobs: the planner, expecting many rows, would read
  // the table in storage order to stop at 1,001. In the page's order it walks jobs_open_posted_idx instead, where the
  // first 1,001 come soon. Other words probe the GIN index's bitmap (bench/explain.md).
  const read = (conds: SQL[], by: SQL[], limit: number) =>
    db
      .select({
        job: cardColumns,
        postedText: sql<string>`${jobs.datePosted}::text`,
        rank,
        organizationName: organizations.name,
        recruiterFirst: recruiter.firstName,
        recruiterLast: recruiter.lastName,
        recruiterImage: recruiter.image,
        // The worker's applied state in the same round trip (the applications_worker_job_key index answers it); a
        // withdrawn application does not count, the worker may apply again.
        alreadyApplied: worker
          ? sql<boolean>`exists(select 1 from ${applications} where ${applications.workerId} = ${worker.id} and ${applications.jobId} = ${jobs.id} and ${applications.offerStatus} is distinct from 'Withdrawn')`
          : sql<boolean>`false`,
      })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .leftJoin(recruiter, eq(recruiter.id, jobs.recruiterId))
      .where(and(...conds))
      .orderBy(...by)
      .limit(limit);
  const [ranked, countRows] = await Promise.all([
    read(where, order, pageSize + 1),
    // A capped count, on the first page only: never scans more than JOB_COUNT_CAP + 1 matching rows.
    cursor ? Promise.resolve(null) : cappedCount(db, countWhere, namesEmployer(resolved, dropped), tableVersions),
  ]);

  // Most relevant: when the ranked window ends on this page, the page goes on with the matches older than the window,
  // newest first (so the list holds every match the total counts).
  let rows: ((typeof ranked)[number] & { pastWindow?: boolean })[] = ranked;
  const pastWindow = sort === 'relevance' && cursor?.s === 'relevance' && cursor.d !== undefined;
  if (sort === 'relevance' && rankQuery && !pastWindow && ranked.length <= pageSize) {
    const [edge] = await db
      .select({ d: sql<string>`${jobs.datePosted}::text`, id: jobs.id })
      .from(jobs)
      .where(and(...conditions(query, resolved, dropped)))
      .orderBy(newestFirst, asc(jobs.id))
      .offset(RELEVANCE_WINDOW - 1)
      .limit(1);
    if (edge) {
      const rest = await read(
        [...conditions(query, resolved, dropped), after(edge.d, edge.id)],
        [newestFirst, asc(jobs.id)],
        pageSize + 1 - ranked.length,
      );
      rows = [...ranked, ...rest.map((r) => ({ ...r, pastWindow: true }))];
    }
  }

  // Best match: the rows in the ranked page's order, each with the indicator it was ranked by.
  const bestOf = new Map(best?.page.map((b, i) => [b.id, { ...b, i }]));
  const page = best
    ? [...rows].sort((a, b) => bestOf.get(a.job.id)!.i - bestOf.get(b.job.id)!.i)
    : rows.slice(0, pageSize);

  const matches =
    !best && worker?.profile
      ? await memoMatches(
          db,
          memos,
          page.map((r) => ({ jobId: r.job.id, jobUpdatedAt: r.job.updatedAt, profile: worker.profile! })),
        )
      : null;
  const items: JobCard[] = page.map((r, i) => {
    const j = r.job;
    return {
      _id: j.id,
      gw_job_id: j.gwJobId,
      job_id: j.jobId ?? undefined,
      title: j.title,
      profession: j.profession,
      specialty: j.specialty,
      terms: j.terms,
      organization_name: r.organizationName,
      facility: j.facility,
      city: j.city,
      state: j.state,
      shift_time: j.shiftTime,
      weekly_rate: j.weeklyRate,
      hours_per_week: j.hoursPerWeek,
      start_date: j.startDate,
      date_posted: j.datePosted.toISOString(),
      applied: j.appliedCount,
      already_applied: r.alreadyApplied === true,
      match: best ? bestOf.get(j.id)!.match : (matches?.[i] ?? null),
    };
  });

  let nextCursor: string | null = null;
  if (best) {
    if (best.next)
      nextCursor = encodeCursor({
        s: 'best-match',
        p: best.next.percent,
        o: best.next.otherProfession,
        t: best.next.posted,
        id: best.next.id,
        ...(dropped.length ? { x: dropped } : {}),
      });
  } else if (rows.length > pageSize) {
    const last = page[page.length - 1];
    const x = dropped.length ? { x: dropped } : {};
    nextCursor = encodeCursor(
      sort === 'highest-pay'
        ? { s: sort, w: last.job.weeklyRate, id: last.job.id, ...x }
        : sort === 'relevance'
          ? pastWindow || last.pastWindow
            ? { s: sort, r: 0, id: last.job.id, d: last.postedText, ...x }
            : { s: sort, r: Number(last.rank), id: last.job.id, ...x }
          : { s: 'newest', d: last.postedText, id: last.job.id, ...x },
    );
  }
  if (countRows === null) return { items, nextCursor, total: null, totalCapped: false };
  const n = countRows;
  return { items, nextCursor, total: Math.min(n, JOB_COUNT_CAP), totalCapped: n > JOB_COUNT_CAP };
}
