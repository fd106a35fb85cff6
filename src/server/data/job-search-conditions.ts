// The job board's WHERE clause, shared by the search (modules/jobs) and saved-search alerts (modules/alerts).
import { eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { conceptTsQuery, searchConcepts, withinOneEdit, type JobSearchQuery, type SearchConcept } from '@/domain/jobs';
import type { DbOrTx } from '../db/client';
import { jobs, organizations, searchWords } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid (job primary keys); other ids are looked up as the product's gw_job_id. */
export const isUuid = (v: string) => UUID.test(v);

/** A job's words or its employer's name match a concept's tsquery; both through an index. */
function wordMatches(tsq: string): SQL {
  // ARRAY(subquery) is computed once, so organization_id = ANY(...) can use jobs_org_idx beside the GIN index.
  return sql`(${jobs.search} @@ to_tsquery('simple', ${tsq}) or ${jobs.organizationId} = any(array(
    select ${organizations.id} from ${organizations}
    where to_tsvector('simple', regexp_replace(${organizations.name}, '[^[:alnum:]]+', ' ', 'g'))
      @@ to_tsquery('simple', ${tsq}))))`;
}

/** A search read before the job queries: its concepts, the jobs' words within one typo of each, the employers each names. */
export interface ResolvedSearch {
  concepts: SearchConcept[];
  /** Per concept: the jobs' own words within one typo of its fuzzy word (search_words, pg_trgm). */
  corrections: string[][];
  /** Per concept: the organizations whose name it matches. */
  employers: string[][];
}

/** The jobs' words within one typo of `word`, through the trigram index (similarity first, then one edit exactly). */
async function typoCorrections(db: DbOrTx, word: string | null): Promise<string[]> {
  if (!word) return [];
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${word}`)
    .limit(50);
  return rows.map((r) => r.word).filter((w) => w !== word && withinOneEdit(word, w));
}

/**
 * The concepts of a search with their typo corrections and the employers each names, in a few small queries over the
 * words and organizations tables. Known before the job queries, a concept that names no employer is then just
 * `search @@ query` (the GIN index with PostgreSQL's own row estimate), and one that does is a BitmapOr of the GIN
 * index and jobs_org_idx: an `= ANY(ARRAY(subquery))` hides both from the planner, which then read the whole jobs
 * table for the capped count (bench/explain.md).
 */
export async function resolveSearch(db: DbOrTx, q: string | undefined): Promise<ResolvedSearch> {
  const concepts = searchConcepts(q);
  const corrections = await Promise.all(concepts.map((c) => typoCorrections(db, c.fuzzy)));
  const employers = await Promise.all(
    concepts.map(async (c, i) => {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          sql`to_tsvector('simple', regexp_replace(${organizations.name}, '[^[:alnum:]]+', ' ', 'g')) @@ to_tsquery('simple', ${conceptTsQuery(c, corrections[i])})`,
        );
      return rows.map((r) => r.id);
    }),
  );
  return { concepts, corrections, employers };
}

/**
 * The WHERE conditions of a query: open jobs, the filters and the full-text search (also used by saved-search alerts):
 * every concept must match, but those in `dropped` (the relaxation of a search that matched nothing). With `resolved`
 * (resolveSearch) the employer-name part of each concept is a list of ids and its typo corrections are added, else
 * the employer part is a subquery.
 */
export function conditions(query: JobSearchQuery, resolved?: ResolvedSearch, dropped: readonly number[] = []): SQL[] {
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
  const concepts = resolved?.concepts ?? searchConcepts(query.q);
  concepts.forEach((c, i) => {
    if (dropped.includes(i)) return;
    const tsq = conceptTsQuery(c, resolved?.corrections[i]);
    const ids = resolved?.employers[i];
    if (!ids) where.push(wordMatches(tsq));
    else if (!ids.length) where.push(sql`${jobs.search} @@ to_tsquery('simple', ${tsq})`);
    else where.push(or(sql`${jobs.search} @@ to_tsquery('simple', ${tsq})`, inArray(jobs.organizationId, ids))!);
  });
  return where;
}
