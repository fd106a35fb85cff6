// What search engines read of a public job page: the page's title and description, and the schema.org JobPosting
// (developers.google.com/search/docs/appearance/structured-data/job-posting). Pay comes from the one pay model.
import { payBreakdown } from '../offers/pay';
import { formatDate, formatMoney } from '../shared/display';
import { MESSAGES } from '../shared/messages';
import type { Job } from './job-schema';

/** schema.org employmentType for each of the product's employment terms. */
export const EMPLOYMENT_TYPE_BY_TERMS: Record<string, string[]> = {
  'Travel Contract': ['CONTRACTOR', 'TEMPORARY'],
  'Local Contract': ['CONTRACTOR'],
  'Per Diem': ['PER_DIEM'],
  Permanent: ['FULL_TIME'],
  'Contract to Perm': ['CONTRACTOR', 'FULL_TIME'],
};

/** The weekly pay a posting advertises: the pay model's weekly total (taxable + stipend), or null when unknown. */
export function advertisedWeeklyPay(job: Pick<Job, 'pay' | 'hours' | 'schedule' | 'date_posted'>): number | null {
  return payBreakdown(job.pay ?? {}, job.hours?.hours_per_week, job.schedule?.start_date ?? job.date_posted)
    .weeklyTotal;
}

const place = (job: Job) => [job.location?.city, job.location?.state].filter(Boolean).join(', ');

/** The page title and meta description of a public job page. */
export function jobPageMeta(job: Job): { title: string; description: string } {
  const weekly = advertisedWeeklyPay(job);
  return {
    title: MESSAGES.publicJobs.jobTitle(
      job.title ?? job.gw_job_id,
      job.location?.city ?? '',
      job.location?.state ?? '',
    ),
    description: MESSAGES.publicJobs.jobDescription({
      title: job.title ?? job.gw_job_id,
      employer: job.organization_name ?? MESSAGES.publicJobs.recruitingTeam,
      place: place(job) || 'the United States',
      weekly: weekly !== null ? formatMoney(weekly) : null,
      terms: job.terms ?? 'Job',
    }),
  };
}

/**
 * The start date a posting still promises: its start date when that is today or later (UTC), else null: the date
 * has passed (or was never given) and the job starts when agreed ("Start: flexible").
 */
export function postingStartDate(start: string | null | undefined, now: Date): string | null {
  if (!start || !/^\d{4}-\d{2}-\d{2}/.test(start)) return null;
  const day = start.slice(0, 10);
  return day >= now.toISOString().slice(0, 10) ? day : null;
}

/** How a public page states the start: "Start: Dec 7, 2026", or "Start: flexible" when the date has passed or is not given. */
export function postingStartLabel(start: string | null | undefined, now: Date): string {
  const day = postingStartDate(start, now);
  return day ? MESSAGES.publicJobs.startOn(formatDate(`${day}T00:00:00Z`)) : MESSAGES.publicJobs.startFlexible;
}

/**
 * When a posting closes for applications: the end (UTC) of the start date it still promises, so never before now nor
 * before the day it was posted; null when the start is flexible (the posting stays open until the job is closed).
 */
export function postingValidThrough(job: Pick<Job, 'schedule' | 'date_posted'>, now: Date): string | null {
  const start = postingStartDate(job.schedule?.start_date, now);
  if (!start) return null;
  const through = `${start}T23:59:59Z`;
  return job.date_posted && Date.parse(through) < Date.parse(job.date_posted) ? null : through;
}

/**
 * The schema.org JobPosting of an open job at `url`: title, description, datePosted, validThrough (the posting's
 * close date, postingValidThrough), employmentType, hiringOrganization, jobLocation (city, state, country), baseSalary
 * (weekly, USD, from the pay model) and identifier (the product's job id).
 */
export function jobPostingJsonLd(job: Job, url: string, now: Date = new Date()): Record<string, unknown> {
  const weekly = advertisedWeeklyPay(job);
  const validThrough = postingValidThrough(job, now);
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title ?? job.gw_job_id,
    description: job.description?.trim() || jobPageMeta(job).description,
    datePosted: job.date_posted,
    employmentType: EMPLOYMENT_TYPE_BY_TERMS[job.terms ?? ''] ?? ['OTHER'],
    hiringOrganization: { '@type': 'Organization', name: job.organization_name ?? MESSAGES.publicJobs.recruitingTeam },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location?.city ? { addressLocality: job.location.city } : {}),
        ...(job.location?.state ? { addressRegion: job.location.state } : {}),
        addressCountry: 'US',
      },
    },
    identifier: { '@type': 'PropertyValue', name: 'CareLink', value: job.gw_job_id },
    url,
  };
  if (validThrough) posting.validThrough = validThrough;
  if (weekly !== null)
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: weekly, unitText: 'WEEK' },
    };
  return posting;
}

/**
 * A job's ids as one line: the product's (gw_job_id), then the organization's own when it gave one ("GW-… · REQ-10001");
 * empty when neither is known yet (a job being drafted). The organization's id is never a copy of the product's
 * (migration 0025), and is left out if it were.
 */
export function jobIdLine(job: { gw_job_id?: string | null; job_id?: string | null }): string {
  const own = job.job_id && job.job_id !== job.gw_job_id ? job.job_id : null;
  return [job.gw_job_id, own].filter(Boolean).join(' · ');
}
