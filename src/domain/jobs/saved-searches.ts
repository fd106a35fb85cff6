// Saved job searches and their alerts: the /explore-jobs URL filters under a name, emailed daily or instantly.
import { z } from 'zod';
import { idSchema, requiredLine } from '../shared/common-schemas';
import { emailSubject } from '../shared/email-subject';
import { formatDate, formatMoney } from '../shared/display';
import { stateName } from '../shared/us-states';
import { JOB_SEARCH_LABELS, JOB_SEARCH_URL_KEYS, jobSearchToParams, type JobSearchUrlKey } from './search-params';
import { jobSearchQuery, type JobSearchQuery } from './search-schema';

/** How often a saved search emails new jobs. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
/** Labels of the frequencies (product wording). */
export const ALERT_FREQUENCY_LABELS: Record<(typeof ALERT_FREQUENCIES)[number], string> = {
  instant: 'As jobs are posted (at most hourly)',
  daily: 'Daily',
};
/** At most one email per search per period: an hour for instant alerts, a day for daily ones. */
export const ALERT_PERIOD_MS: Record<(typeof ALERT_FREQUENCIES)[number], number> = {
  instant: 3_600_000,
  daily: 86_400_000,
};
/** Most jobs listed in one alert email. */
export const ALERT_MAX_JOBS = 20;
/** Most saved searches a worker keeps. */
export const MAX_SAVED_SEARCHES = 20;

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

/** The words of a saved search's description: the board's control labels, the search words as "Search". */
export const SAVED_SEARCH_WORDS = {
  labels: { ...JOB_SEARCH_LABELS, q: 'Search' } satisfies Record<JobSearchUrlKey, string>,
  allJobs: 'All open jobs',
} as const;

/** A filter's value in words: a state's name, pay as money, a date as the app shows dates. */
function filterValue(key: JobSearchUrlKey, value: string): string {
  if (key === 'state') return stateName(value) || value;
  if (key === 'min_weekly_pay' && Number.isFinite(Number(value))) return formatMoney(Number(value));
  if (key === 'start_from') return formatDate(value) || value;
  return value;
}

/**
 * A short description of a search's filters for lists, in people's words ("Search: ICU nights · State: Georgia"), or
 * "All open jobs". The sort order and keys the board does not know are left out.
 */
export function describeSearch(queryString: string): string {
  const known = JOB_SEARCH_URL_KEYS as readonly string[];
  const parts = [...new URLSearchParams(queryString)]
    .filter((e): e is [JobSearchUrlKey, string] => e[0] !== 'sort' && known.includes(e[0]))
    .map(([k, v]) => `${SAVED_SEARCH_WORDS.labels[k]}: ${filterValue(k, v)}`);
  return parts.length ? parts.join(' · ') : SAVED_SEARCH_WORDS.allJobs;
}

/** The alert email for new jobs matching a saved search: links to each job and a signed unsubscribe link. */
export function jobAlertEmail(
  name: string,
  jobs: { title: string; city: string; state: string; url: string }[],
  unsubscribeUrl: string,
): { subject: string; text: string } {
  const count = jobs.length === 1 ? '1 new job' : `${jobs.length} new jobs`;
  const lines = jobs.map((j) => `- ${j.title}, ${j.city}, ${j.state}\n  ${j.url}`);
  return {
    subject: emailSubject(`${count} for your saved search "${name}"`),
    text: `${count} ${jobs.length === 1 ? 'matches' : 'match'} your saved search "${name}":\n\n${lines.join('\n')}\n\nStop these emails: ${unsubscribeUrl}`,
  };
}

/** GET /api/saved-searches. */
export const savedSearchList = z.array(savedSearchSchema);
