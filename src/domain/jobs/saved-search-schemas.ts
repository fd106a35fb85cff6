// The schemas of saved searches' payloads, and a search's filters read through the job board's query schema (rules and
// words: saved-searches.ts).
import { z } from 'zod';
import { idSchema, requiredLine } from '../shared/common-schemas';
import { JOB_SEARCH_URL_KEYS, jobSearchToParams } from './search-params';
import { jobSearchQuery, type JobSearchQuery } from './search-schema';
import { ALERT_FREQUENCIES } from './saved-searches';

/**
 * The search filters of a URL query string (cursor and page size dropped), normalised as /explore-jobs writes them.
 * Returns null when the filters are not a valid job board query.
 */
export function normaliseSearch(queryString: string): string | null {
  const params = new URLSearchParams(queryString.replace(/^\?/, ''));
  const raw: Record<string, string> = {};
  for (const key of JOB_SEARCH_URL_KEYS) {
    const v = params.get(key);
    if (v !== null && v.trim() !== '') raw[key] = v;
  }
  const parsed = jobSearchQuery.safeParse(raw);
  return parsed.success ? jobSearchToParams(parsed.data).toString() : null;
}

/** The job board query of a stored (normalised) search. */
export function savedSearchToQuery(queryString: string): JobSearchQuery {
  return jobSearchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
}

const queryField = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    const n = normaliseSearch(s);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: 'These search filters are not valid' });
      return z.NEVER;
    }
    return n;
  });

/** POST /api/saved-searches. */
export const createSavedSearchInput = z
  .object({ name: requiredLine(80), query: queryField, frequency: z.enum(ALERT_FREQUENCIES).default('daily') })
  .strict();
/** PATCH /api/saved-searches/:id. */
export const updateSavedSearchInput = z
  .object({ name: requiredLine(80), query: queryField, frequency: z.enum(ALERT_FREQUENCIES) })
  .partial()
  .strict();

/** A saved search as the API returns it. */
export const savedSearchSchema = z.object({
  id: idSchema,
  name: z.string(),
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  lastNotifiedAt: z.string().nullable(),
  createdAt: z.string(),
});

export type SavedSearch = z.infer<typeof savedSearchSchema>;
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInput>;
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchInput>;

/** GET /api/saved-searches. */
export const savedSearchList = z.array(savedSearchSchema);
