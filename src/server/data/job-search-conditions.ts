// The job board's WHERE clause, shared by the search (modules/jobs) and saved-search alerts (modules/alerts).
import { eq, gte, sql, type SQL } from 'drizzle-orm';
import { searchWordQueries, type JobSearchQuery } from '@/domain/jobs';
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

/**
 * The WHERE conditions of a query: open jobs, the filters and the full-text search (also used by saved-search alerts).
 */
export function conditions(query: JobSearchQuery): SQL[] {
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
  for (const tsq of searchWordQueries(query.q)) where.push(wordMatches(tsq));
  return where;
}
