// The content of the public pages in the HTML the server sends, so they paint (and crawlers read them) before any
// script runs. It takes the loading shell's place inside <div id="root"> (page-document.ts): the app's first render
// replaces it (a clean hand-over).
import { advertisedWeeklyPay, postingStartLabel, type Job } from '@/domain/jobs';
import { fieldLabel } from '@/domain/fields';
import { formatDate, formatMoney, MESSAGES, routes } from '@/domain/shared';
import { escapeHtml as e } from './head-tags';
import type { BoardRow } from './queries';

const place = (city: string | null | undefined, state: string | null | undefined) =>
  [city, state].filter(Boolean).join(', ');

/** The signed-out header: the board's link, Log in and Sign up (each coming back to `here`). */
function header(here: string): string {
  const p = MESSAGES.publicJobs;
  return `<header style="display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid #dee2e6">
  <a href="${e(routes.exploreJobs())}" style="font-weight:700;color:#0b7a75;text-decoration:none">CareLink</a>
  <nav style="display:flex;gap:12px"><a href="${e(routes.login(here))}">${e(p.logIn)}</a> <a href="${e(routes.signup(here))}">${e(p.signUp)}</a></nav>
</header>`;
}

const fact = (label: string, value: string) => (value ? `<div><dt>${e(label)}</dt><dd>${e(value)}</dd></div>` : '');

/** A public job page's content: title, employer, place, facility, shift, start, weekly pay, terms and description. */
export function jobPageBody(job: Job, now: Date): string {
  const weekly = advertisedWeeklyPay(job);
  const here = routes.jobDetail(job._id);
  const facts = [
    fact(fieldLabel('organization_name'), job.organization_name ?? MESSAGES.publicJobs.recruitingTeam),
    fact('Location', place(job.location?.city, job.location?.state)),
    fact('Facility', job.location?.facility ?? ''),
    fact('Shift', job.schedule?.shift_time ?? ''),
    fact('Start date', postingStartLabel(job.schedule?.start_date, now)),
    fact('Weekly pay', weekly !== null ? formatMoney(weekly) : ''),
    fact('Terms', job.terms ?? ''),
    fact(fieldLabel('date_posted'), formatDate(job.date_posted)),
  ].join('');
  return `<div data-server-rendered="job">${header(here)}
<main style="max-width:960px;margin:0 auto;padding:16px">
  <p><a href="${e(routes.exploreJobs())}">← ${e(MESSAGES.publicJobs.backToJobs)}</a></p>
  <h1>${e(job.title ?? job.gw_job_id)}</h1>
  <dl>${facts}</dl>
  ${job.description ? `<section><h2>Description</h2><p style="white-space:pre-line">${e(job.description)}</p></section>` : ''}
  <p><a href="${e(routes.signup(here))}">${e(MESSAGES.publicJobs.signUpToCompare)}</a></p>
</main></div>`;
}

/** The public board's first jobs, each a link to its page with its place, employer, shift, start and weekly pay. */
export function boardBody(rows: BoardRow[], now: Date, here: string): string {
  const items = rows
    .map((c) => {
      const line = [
        c.organizationName ?? '',
        place(c.city, c.state),
        c.facility ?? '',
        c.shiftTime ?? '',
        postingStartLabel(c.startDate, now),
        c.weeklyRate !== null ? `${formatMoney(c.weeklyRate)} a week` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return `<li><a href="${e(routes.jobDetail(c.id))}">${e(c.title)}</a><br /><small>${e(line)}</small></li>`;
    })
    .join('\n');
  return `<div data-server-rendered="board">${header(here)}
<main style="max-width:960px;margin:0 auto;padding:16px">
  <h1>Explore jobs</h1>
  <ul style="list-style:none;padding:0;display:grid;gap:12px">${items}</ul>
</main></div>`;
}
