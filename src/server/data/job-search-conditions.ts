// The job board's WHERE clause, shared by the search (modules/jobs) and saved-search alerts (modules/alerts).
import { eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { searchWordQueries, type JobSearchQuery } from '@/domain/jobs';
import type { DbOrTx } from '../db/client';
import { jobs, organizations } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid (job primary keys); other ids are looked up as the product's gw_job_id. */
export const isUuid = (v: string) => UUID.test(v);

/** All typed words as one tsquery (for ranking), or null when nothing was typed. */
export function prefixTsQuery(q: string | undefined): string | null {
  const words = searchWordQueries(q);
  return words.length ? words.map((w) => `(${w})`).join(' & ') : null;
}

/** A job's words or its employer's name match the tsquery of one word; both through an index. */
function wordMatches(tsq: string): SQL {
  // ARRAY(subquery) is computed once, so organization_id = ANY(...) can use jobs_org_idx beside the GIN index.
  return sql`(${jobs.search} @@ to_tsquery('simple', ${tsq}) or ${jobs.organizationId} = any(array(
    select ${organizations.id} from ${organizations}
    where to_tsvector('simple', regexp_replace(${organizations.name}, '[^[:alnum:]]+', ' ', 'g'))
      @@ to_tsquery('simple', ${tsq}))))`;
}

/** For each typed word's tsquery, the organizations whose name it matches (looked up before the job queries). */
export type EmployerMatches = Map<string, string[]>;

/**
 * The employers each typed word names, in one query over the (small) organizations table. Known before the job
 * queries, a word that names no employer is then just `search @@ word` (the GIN index with PostgreSQL's own row
 * estimate), and one that does is a BitmapOr of the GIN index and jobs_org_idx: an `= ANY(ARRAY(subquery))` hides
 * both from the planner, which then read the whole jobs table for the capped count (bench/explain.md).
 */
export async function employerMatches(db: DbOrTx, q: string | undefined): Promise<EmployerMatches> {
  const words = searchWordQueries(q);
  const found = await Promise.all(
    words.map((w) =>
      db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          sql`to_tsvector('simple', regexp_replace(${organizations.name}, '[^[:alnum:]]+', ' ', 'g')) @@ to_tsquery('simple', ${w})`,
        ),
    ),
  );
  return new Map(words.map((w, i) => [w, found[i].map((r) => r.id)]));
}

/**
 * The WHERE conditions of a query: open jobs, the filters and the full-text search (also used by saved-search alerts).
 * With `employers` (employerMatches) the employer-name part of each word is a list of ids, else a subquery.
 */
export function conditions(query: JobSearchQuery, employers?: EmployerMatches): SQL[] {
  const where: SQL[] = [eq(jobs.status, 'open')];
  if (query.profession) where.push(eq(jobs.profession, query.profession));
  if (query.specialty) where.push(eq(jobs.specialty, query.specialty));
  if (query.state) where.push(eq(jobs.state, query.state));
  if (query.city) where.push(sql`lower(${jobs.city}) = lower(${query.city})`);
  if (query.terms) where.push(eq(jobs.terms, query.terms));
  if (query.shift) where.push(eq(jobs.shiftTime, query.shift));
  if (query.min_weekly_pay !== undefined && query.min_weekly_pay > 0)
    where.push(gte(jobs.weeklyRate, query.min_weekly_pay));
  if (query.start_from) where.push(gte(jobs.startDate, query.start_from));
  for (const tsq of searchWordQueries(query.q)) {
    const ids = employers?.get(tsq);
    if (!ids) where.push(wordMatches(tsq));
    else if (!ids.length) where.push(sql`${jobs.search} @@ to_tsquery('simple', ${tsq})`);
    else where.push(or(sql`${jobs.search} @@ to_tsquery('simple', ${tsq})`, inArray(jobs.organizationId, ids))!);
  }
  return where;
}
