// The content of the public pages in the HTML the server sends, so they paint (and crawlers read them) before any
// script runs. It is written inside <div id="root">: the app's first render replaces it (a clean hand-over).
import { advertisedWeeklyPay, postingStartLabel, type Job } from '@/domain/jobs';
import { fieldLabel } from '@/domain/fields';
import { formatDate, formatMoney, MESSAGES, routes } from '@/domain/shared';
import { escapeHtml as e } from './head-tags';
import type { BoardRow } from './queries';
import type { PageFiles } from './page-files';

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

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/**
 * index.html without its module scripts and preloads, and the /boot.js tag that asks for them after the first paint,
 * with the opened page's own files (`page`) beside them.
 */
function scriptsAfterFirstPaint(html: string, page: PageFiles | null): { head: string; boot: string } {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const head = html
    .replace(
      /\s*<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/gi,
      (tag) => (scripts.push(attr(tag, 'src')), ''),
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/gi, (tag) => (preloads.push(attr(tag, 'href')), ''));
  const pageFiles = page
    ? ` data-page-js="${e(page.js.filter((f) => !preloads.includes(f)).join(' '))}" data-page-css="${e(page.css.join(' '))}"`
    : '';
  const boot = scripts.length
    ? `<script src="/boot.js" defer data-entry="${e(scripts.join(' '))}" data-preload="${e(preloads.join(' '))}"${pageFiles}></script>`
    : '';
  return { head, boot };
}

/**
 * index.html with `body` inside its root element (in place of the loading shell), and the app's script asked for after
 * the first paint, so a phone on a slow network paints the job before it downloads the app (about 170 KB). /boot.js
 * (src/web/public) adds the module preloads, the page's own files and the entry script once the first contentful paint
 * is reported; the app then replaces the block. The stylesheets stay in the head: drawn without them, the content
 * moved when they arrived (layout shift 0.27 in Lighthouse).
 */
export function injectBody(html: string, body: string, page: PageFiles | null = null): string {
  const { head, boot } = scriptsAfterFirstPaint(html, page);
  // The root holds the app's loading shell (src/web/index.html): the page's content takes its place.
  return head.replace(
    /<div id="root">\s*(?:<!--shell-->[\s\S]*?<!--\/shell-->)?\s*<\/div>/i,
    () => `<div id="root">${body}</div>${boot}`,
  );
}

/**
 * The app's page for every other address (signed-in pages, log in, sign up): index.html with its loading shell (the
 * brand bar) kept and the app's scripts, with the opened page's own files (`page`), asked for after that shell has been
 * painted, as for the public pages. Without it the browser ran the scripts (already there on a fast link) before
 * painting anything, and the first paint waited for the app's first render (first contentful paint ~2.2 s in
 * Lighthouse's slow-4G simulation).
 */
export function appShellHtml(html: string, page: PageFiles | null = null): string {
  const { head, boot } = scriptsAfterFirstPaint(html, page);
  const root = /<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/i;
  if (!boot || !root.test(head)) return html;
  return head.replace(root, (shell) => `${shell}${boot}`);
}
