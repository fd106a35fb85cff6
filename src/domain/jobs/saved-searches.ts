// Saved job searches and their alerts: the /explore-jobs URL filters under a name, emailed daily or instantly. Their
// rules and words; the payloads' schemas are in saved-search-schemas.ts (the profile lists the searches without zod).
import { emailSubject } from '../shared/email-subject';
import { formatDate, formatMoney } from '../shared/display';
import { stateName } from '../shared/us-states';
import { JOB_SEARCH_LABELS, JOB_SEARCH_URL_KEYS, type JobSearchUrlKey } from './search-params';

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
