// The job board's sort orders, page sizes and URL search params: plain values without zod, so the web
// app's first view of /explore-jobs does not load the schema library (schemas/job-search.ts re-exports them).

/** Sort orders of the job board. */
export const JOB_SORTS = ['newest', 'highest-pay', 'best-match', 'relevance'] as const;
/** A sort order. */
export type JobSort = (typeof JOB_SORTS)[number];
/** Labels of the sort orders (product wording). */
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  newest: 'Newest',
  'highest-pay': 'Highest pay',
  'best-match': 'Best match',
  relevance: 'Most relevant',
};

/**
 * The order a board query gets when it names none: the most relevant first when there are search words (a job
 * matching the words in its title and specialty above one matching them in its description), else the newest first.
 */
export function defaultJobSort(q: string | null | undefined): JobSort {
  return q && /[\p{L}\p{N}]/u.test(q) ? 'relevance' : 'newest';
}

/** Most cards one page may hold. */
export const JOB_PAGE_SIZE_MAX = 50;
/** Cards per page by default. */
export const JOB_PAGE_SIZE_DEFAULT = 20;
/** The total is counted up to this many matches ("1,000+ jobs"), so counting stays cheap. */
export const JOB_COUNT_CAP = 1000;

/** The filter keys kept in the URL (everything but the cursor). */
export const JOB_SEARCH_URL_KEYS = [
  'q',
  'profession',
  'specialty',
  'state',
  'city',
  'terms',
  'shift',
  'min_weekly_pay',
  'start_from',
  'sort',
] as const;

/** A job board URL key. */
export type JobSearchUrlKey = (typeof JOB_SEARCH_URL_KEYS)[number];

/** The label of each job board control (its input's label, and the name of its active-filter chip on a phone). */
export const JOB_SEARCH_LABELS: Record<JobSearchUrlKey, string> = {
  q: 'Search jobs',
  profession: 'Profession',
  specialty: 'Specialty',
  state: 'State',
  city: 'City',
  terms: 'Terms',
  shift: 'Shift',
  min_weekly_pay: 'Minimum weekly pay',
  start_from: 'Starts on or after',
  sort: 'Sort by',
};

/** The URL search params of a query (blank values and the default sort for its words left out), for links and history. */
export function jobSearchToParams(
  query: Partial<Record<(typeof JOB_SEARCH_URL_KEYS)[number], string | number | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of JOB_SEARCH_URL_KEYS) {
    const v = query[key];
    if (v === undefined || v === null || String(v).trim() === '') continue;
    if (key === 'sort' && v === defaultJobSort(query.q === undefined ? undefined : String(query.q))) continue;
    params.set(key, String(v).trim());
  }
  return params;
}
