// Reading jobs: the job board search (full-text, filters, keyset pages) and one job with its people.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  matchScore,
  JOB_COUNT_CAP,
  JOB_PAGE_SIZE_DEFAULT,
  type JobCard,
  type JobSearchQuery,
  type JobSearchResponse,
  type JobSort,
} from '@/domain/jobs';
import type { WorkerProfile } from '@/domain/profile';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, organizations, users } from '../../db/schema';
import { jobToApi } from '../../data/job-mapper';
import { conditions, isUuid, prefixTsQuery } from '../../data/job-search-conditions';

/** Newest first, written to match the jobs_open_posted_idx index order (desc nulls last) so the index serves it. */
const newestFirst = sql`${jobs.datePosted} desc nulls last`;
/** How many of the newest matching jobs Best match ranks. */
const BEST_MATCH_WINDOW = 1000;

type Cursor =
  | { s: 'newest'; d: string; id: string }
  | { s: 'highest-pay'; w: number | null; id: string }
  | { s: 'best-match'; o: number };

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor of a page, or null when absent, malformed or made for another sort (then the first page is served). */
function decodeCursor(raw: string | undefined, sort: JobSort): Cursor | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (c.s !== sort) return null;
    if (c.s === 'newest' && typeof c.d === 'string' && !Number.isNaN(Date.parse(c.d)) && isUuid(c.id)) return c;
    if (c.s === 'highest-pay' && (c.w === null || typeof c.w === 'number') && isUuid(c.id)) return c;
    if (c.s === 'best-match' && Number.isInteger(c.o) && c.o >= 0 && c.o < BEST_MATCH_WINDOW) return c;
  } catch {
    return null;
  }
  return null;
}

/**
 * A relevance score for Best match: how many of the worker's own preferences the job's columns meet, plus text rank.
 */
function relevance(query: JobSearchQuery, profile: WorkerProfile | null): SQL {
  const parts: SQL[] = [sql`0`];
  const s = profile?.summary;
  const when = (cond: SQL | undefined, weight: number) =>
    cond && parts.push(sql`(case when ${cond} then ${sql.raw(String(weight))} else 0 end)`);
  if (s?.profession) when(eq(jobs.profession, s.profession), 8);
  if (s?.specialties?.length) when(inArray(jobs.specialty, s.specialties), 4);
  if (s?.states?.length) when(inArray(jobs.state, s.states), 3);
  if (s?.cities?.length) when(inArray(jobs.city, s.cities), 2);
  if (s?.terms?.length) when(inArray(jobs.terms, s.terms), 1);
  if (s?.min_weekly_pay) when(gte(jobs.weeklyRate, s.min_weekly_pay), 2);
  const tsq = prefixTsQuery(query.q);
  if (tsq) parts.push(sql`ts_rank(${jobs.search}, to_tsquery('simple', ${tsq})) * 10`);
  return sql.join(parts, sql` + `);
}

/**
 * The job board: one page of open jobs with a match indicator and the worker's applied state (the page and a capped
 * count).
 */
export async function searchJobs(
  db: DbOrTx,
  query: JobSearchQuery,
  worker: { id: string; profile: WorkerProfile | null } | null,
): Promise<JobSearchResponse> {
  const sort: JobSort = query.sort ?? 'newest';
  const pageSize = query.pageSize ?? JOB_PAGE_SIZE_DEFAULT;
  const cursor = decodeCursor(query.cursor, sort);
  const where = conditions(query);
  const recruiter = alias(users, 'recruiter');

  let order: SQL[];
  let offset = 0;
  const score = relevance(query, worker?.profile ?? null);
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
    // Scoring every open job cannot use an index; Best match ranks the newest BEST_MATCH_WINDOW jobs that pass the
    // filters.
    const window = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(...conditions(query)))
      .orderBy(newestFirst, asc(jobs.id))
      .limit(BEST_MATCH_WINDOW);
    where.push(inArray(jobs.id, window));
    order = [sql`${score} desc`, newestFirst, asc(jobs.id)];
    offset = cursor?.s === 'best-match' ? cursor.o : 0;
  } else {
    order = [newestFirst, asc(jobs.id)];
    if (cursor?.s === 'newest') {
      where.push(
        or(
          sql`${jobs.datePosted} < ${cursor.d}::timestamptz`,
          and(sql`${jobs.datePosted} = ${cursor.d}::timestamptz`, sql`${jobs.id} > ${cursor.id}`),
        )!,
      );
    }
  }

  const countWhere = conditions(query);
  const [rows, countRows] = await Promise.all([
    db
      .select({
        job: jobs,
        postedText: sql<string>`${jobs.datePosted}::text`,
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
      .where(and(...where))
      .orderBy(...order)
      .limit(pageSize + 1)
      .offset(offset),
    // A capped count, on the first page only: never scans more than JOB_COUNT_CAP + 1 matching rows.
    cursor
      ? Promise.resolve(null)
      : db.execute<{ n: number }>(
          sql`select count(*)::int as n from (select 1 from ${jobs} where ${and(...countWhere)} limit ${JOB_COUNT_CAP + 1}) t`,
        ),
  ]);

  const page = rows.slice(0, pageSize);

  const items: JobCard[] = page.map((r) => {
    const j = r.job;
    const api = jobToApi(j, { organizationName: r.organizationName, recruiterName: null, recruiterImage: null });
    return {
      _id: j.id,
      gw_job_id: j.gwJobId,
      job_id: j.jobId,
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
      match: worker?.profile ? matchScore(api, worker.profile) : null,
    };
  });

  let nextCursor: string | null = null;
  if (rows.length > pageSize) {
    const last = page[page.length - 1];
    nextCursor = encodeCursor(
      sort === 'highest-pay'
        ? { s: sort, w: last.job.weeklyRate, id: last.job.id }
        : sort === 'best-match'
          ? { s: sort, o: offset + pageSize }
          : { s: 'newest', d: last.postedText, id: last.job.id },
    );
  }
  if (countRows === null) return { items, nextCursor, total: null, totalCapped: false };
  const countResult = countRows as unknown as { rows?: { n: number }[] } | { n: number }[];
  const n = Number((Array.isArray(countResult) ? countResult[0]?.n : countResult.rows?.[0]?.n) ?? 0);
  return { items, nextCursor, total: Math.min(n, JOB_COUNT_CAP), totalCapped: n > JOB_COUNT_CAP };
}
