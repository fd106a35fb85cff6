// Public pages served ready to read (issue 32): the HTML the server sends (as curl gets it, no script run) carries
// the job's content in the body, and signed-out `/` is the public board with Log in and Sign up. The content is the web
// app's own page components rendered on the server (src/web/entry-server.tsx, from its source here), with the query
// cache the browser hydrates them over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildMember, buildOrg, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { clearPrerequisitesForTest, OPEN_TERMS_FOR_TEST } from '../../test/placement-factory';
import { assignments } from '../../db/schema';
import { HOURS_MESSAGES } from '@/domain/hours';
import { TIMESHEET_MESSAGES } from '@/domain/timesheets';
import { applyAs, injectAs } from '../../test/inject-as';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <!--page-head--><title>CareLink — healthcare staffing</title><!--/page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><!--shell--><!--/shell--></div>
    <!--page-files-->
  </body>
</html>
`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ publicUrl: 'https://jobs.carelink.example' }, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const body = (html: string) => new JSDOM(html).window.document.body;
/** The query cache the page carries for the hydration (TanStack Query's dehydrated state). */
const pageState = (html: string) =>
  JSON.parse(body(html).querySelector('#page-state')!.textContent!) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
// The server's today is the clock's (Date only), set to a fixed day: the start is 40 days after it.
const NOW = new Date('2026-11-02T15:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());
const start = '2026-12-12';
const startShown = 'Dec 12, 2026';

describe('server-rendered public pages', () => {
  it("a public job page's HTML body carries title, city, state, facility, shift, start, weekly pay and employer", async () => {
    const org = await buildOrg(t.app, { name: 'Saguaro Health' });
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, {
      recruiterId: recruiter.id,
      title: 'PACU Registered Nurse',
      terms: 'Travel Contract',
      description: 'Recovery unit, <b>12-hour</b> shifts.',
      location: { state: 'AZ', city: 'Tucson', facility: 'Saguaro Regional Hospital' },
      pay: { hourly_rate: 50, non_taxable_weekly: 1200 },
      hours: { hours_per_week: 36 },
      schedule: { start_date: start, shift_time: 'Nights' },
    });
    const res = await t.app.inject({ method: 'GET', url: `/explore-jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    const b = body(res.body);
    const root = b.querySelector('#root')!;
    expect(root.querySelector('h1')?.textContent).toBe('PACU Registered Nurse');
    const text = root.textContent ?? '';
    for (const part of [
      'Tucson, AZ',
      'Saguaro Regional Hospital',
      'Nights',
      `Start: ${startShown}`,
      '$3,000.00',
      'Saguaro Health',
      'Recovery unit, <b>12-hour</b> shifts.',
    ])
      expect(text).toContain(part);
    // A way back to the list, and Log in / Sign up coming back here.
    expect(root.querySelector('a[href="/explore-jobs"]')).not.toBeNull();
    expect(root.querySelector(`a[href^="/login"]`)?.textContent).toBe('Log in');
    expect(root.querySelector(`a[href^="/signup"]`)?.textContent).toBe('Sign up');
    // Nothing private, and the description's markup is text, not HTML.
    expect(res.body).not.toContain(recruiter.email);
    expect(root.querySelector('#job-description')?.textContent).toBe('Recovery unit, <b>12-hour</b> shifts.');
    expect(root.querySelector('#job-description b')).toBeNull();
    // The app boots from the same document and hydrates the markup over the job's answer, which the page carries (the
    // answer of GET /api/jobs/:id signed out); the entry script stays (it asks for the app after the first paint:
    // src/web/boot.ts), so the page paints first.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    const cache = pageState(res.body);
    // And the moment it was drawn, from which the hydration writes what is relative to now (src/web/lib/page-time.ts).
    expect(cache.queries.map((q) => q.queryKey)).toEqual([['auth', 'me'], ['jobs', 'detail', job.id], ['page-time']]);
    expect(cache.queries[0]!.state.data).toBeNull();
    const api = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(cache.queries[1]!.state.data).toEqual(api.json());
  });

  it('says "Start: flexible" when the start date has passed', async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id, { schedule: { start_date: '2020-01-06', shift_time: 'Days' } });
    const text = body((await t.app.inject({ method: 'GET', url: `/explore-jobs/${job.id}` })).body).textContent;
    expect(text).toContain('Start: flexible');
  });

  it('signed-out / is the public board: the first jobs in the HTML, with Log in and Sign up', async () => {
    // Posted after the other tests' jobs: the clock is set, so without moving it they would all share one instant and
    // "newest first" would not say which comes first.
    vi.setSystemTime(new Date(NOW.getTime() + 3_600_000));
    const org = await buildOrg(t.app, { name: 'Mesa Care' });
    const job = await buildJob(t.app, org.id, {
      title: 'Newest Telemetry RN',
      location: { state: 'AZ', city: 'Mesa', facility: 'Mesa General' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const root = body(res.body).querySelector('#root')!;
    const first = root.querySelector('article h2 a');
    expect(first?.textContent).toBe('Newest Telemetry RN');
    expect(first?.getAttribute('href')).toBe(`/explore-jobs/${job.id}`);
    expect(root.querySelector('article')?.textContent).toContain('Mesa, AZ');
    expect(root.querySelector('article')?.textContent).toContain('Mesa General');
    // The board's answer in the page, as GET /api/jobs answers it, under the key the board's query reads.
    const cache = pageState(res.body);
    const search = cache.queries.find((q) => q.queryKey[1] === 'search');
    const api = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(search?.state.data).toEqual({ pages: [api.json()], pageParams: [null] });
    expect(root.querySelector('a[href^="/login"]')?.textContent).toBe('Log in');
    expect(root.querySelector('a[href^="/signup"]')?.textContent).toBe('Sign up');
    // Its links work before the app's script runs; its controls (the search box, Search) are drawn disabled until the
    // app has hydrated the page (a word typed or a press made before would be lost).
    const box = [...root.querySelectorAll('label')].find((l) => l.textContent === 'Search jobs');
    const searchBox = root.querySelector<HTMLInputElement>(`#${box!.htmlFor}`);
    expect(searchBox?.closest('fieldset')?.disabled).toBe(true);
    const searchButton = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Search');
    expect(searchButton?.closest('fieldset')?.disabled).toBe(true);
    // The board page itself too.
    const board = body((await t.app.inject({ method: 'GET', url: '/explore-jobs' })).body);
    expect(board.querySelector('#root article h2 a')?.textContent).toBe('Newest Telemetry RN');
  });

  it("a job page opened from the list as a new document links back to that list, filters kept (the page's Referer)", async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id, { title: 'Float Pool RN' });
    const list = '/explore-jobs?terms=Travel+Contract&sort=highest-pay';
    const back = async (referer?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/explore-jobs/${job.id}`,
        headers: referer ? { referer } : {},
      });
      expect(res.headers.vary).toMatch(/referer/i);
      // Browsers send this site's pages the address they came from, and other sites nothing.
      expect(res.headers['referrer-policy']).toBe('same-origin');
      const link = [...body(res.body).querySelectorAll('#root a')].find((a) => a.textContent?.includes('Back to jobs'));
      return link?.getAttribute('href');
    };
    expect(await back(`http://localhost${list}`)).toBe(list);
    // Not from its list, from another site, or from nowhere: the list itself.
    expect(await back('http://localhost/messages?x=1')).toBe('/explore-jobs');
    expect(await back(`https://evil.example${list}`)).toBe('/explore-jobs');
    expect(await back()).toBe('/explore-jobs');
  });

  it("signed in, / leaves the drawing to the app (it opens the role's home)", async () => {
    const worker = await buildWorker(t.app);
    const res = await injectAs(t.app, worker).get('/');
    expect(res.statusCode).toBe(200);
    // The root holds the app's loading shell (empty here) and no content of the server's.
    expect(body(res.body).querySelector('#root')?.textContent).toBe('');
    expect(res.body).not.toContain('id="page-state"');
  });
});

/** The page's cached answer under `key` (its first elements), or undefined. */
const cached = (html: string, ...key: unknown[]) =>
  pageState(html).queries.find((q) => key.every((k, i) => q.queryKey[i] === k))?.state.data;

// Issue 43, "any page's first view where it pays": a signed-in person's page with main data arrives drawn with their
// own content (src/server/data/signed-in-page.ts): the app's own queries, answered by the API as that person.
describe("a signed-in person's first view, drawn by the server", () => {
  it("the worker's board, job and journey carry her content and her answers, kept by no shared cache", async () => {
    const org = await buildOrg(t.app, { name: 'Cholla Health' });
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, { recruiterId: recruiter.id, title: 'Cath Lab Registered Nurse' });
    const worker = await buildWorker(t.app);
    expect((await applyAs(t.app, worker, job)).statusCode).toBeLessThan(300);
    const as = injectAs(t.app, worker);

    const journey = await as.get('/work-journey');
    expect(journey.statusCode).toBe(200);
    expect(journey.headers['cache-control']).toBe('private, no-cache');
    expect(journey.headers.vary).toMatch(/cookie/i);
    const root = body(journey.body).querySelector('#root')!;
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.textContent).toContain('Cath Lab Registered Nurse');
    // Signed in as her: the shell's navigation, and the cache her browser would have filled, answer for answer.
    expect(root.querySelector('nav')).not.toBeNull();
    expect((cached(journey.body, 'auth', 'me') as { _id?: string; email?: string }).email).toBe(worker.email);
    const journeyKey = pageState(journey.body).queries.find((q) => q.queryKey[0] !== 'auth')!.queryKey;
    expect(cached(journey.body, ...journeyKey)).toEqual((await as.get('/api/work-journey?pageSize=100')).json());

    const jobPage = await as.get(`/explore-jobs/${job.id}`);
    expect(jobPage.headers['cache-control']).toBe('private, no-cache');
    expect(body(jobPage.body).querySelector('#root h1')?.textContent).toBe('Cath Lab Registered Nurse');
    expect(cached(jobPage.body, 'jobs', 'detail', job.id)).toEqual((await as.get(`/api/jobs/${job.id}`)).json());

    const board = await as.get('/explore-jobs');
    expect(body(board.body).querySelector('#root article h2 a')).not.toBeNull();
    expect(cached(board.body, 'jobs', 'search')).toEqual({
      pages: [(await as.get('/api/jobs')).json()],
      pageParams: [null],
    });

    // Another worker's journey is her own: nothing of the first's.
    const other = await buildWorker(t.app);
    const theirs = await injectAs(t.app, other).get('/work-journey');
    expect(theirs.body).not.toContain('Cath Lab Registered Nurse');
    expect((cached(theirs.body, 'auth', 'me') as { email?: string }).email).toBe(other.email);
  });

  it("the shell's back arrow of a job opened from the list as a new document leads to that list, filters kept", async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id, { title: 'Step-Down RN' });
    const worker = await buildWorker(t.app);
    const list = '/explore-jobs?terms=Travel+Contract&sort=highest-pay';
    const page = await injectAs(t.app, worker).get(`/explore-jobs/${job.id}`, {
      headers: { referer: `http://localhost${list}` },
    });
    expect(body(page.body).querySelector('#root a[aria-label="Back"]')?.getAttribute('href')).toBe(list);
  });

  it("a recruiter's pipeline board and status list carry the organization's applications", async () => {
    const org = await buildOrg(t.app);
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, { recruiterId: recruiter.id, title: 'Oncology Pharmacist' });
    const worker = await buildWorker(t.app);
    expect((await applyAs(t.app, worker, job)).statusCode).toBeLessThan(300);
    const as = injectAs(t.app, recruiter);
    for (const url of ['/application/board', '/application/new']) {
      const res = await as.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(body(res.body).querySelector('#root')?.textContent).toContain('Oncology Pharmacist');
    }
  });

  /** A new worker who asked a new recruiter about a job titled `title` (the chat starts with `message`). */
  async function workerAsked(title: string, message: string) {
    const org = await buildOrg(t.app);
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, { recruiterId: recruiter.id, title });
    const as = injectAs(t.app, await buildWorker(t.app));
    const asked = await as.post('/api/ask-recruiter', {
      organization_id: org.id,
      recruiter_id: recruiter.id,
      job_id: job.id,
      gw_job_id: job.gwJobId,
      message,
    });
    expect(asked.statusCode).toBeLessThan(300);
    return { as, recruiter, chatId: (asked.json() as { chatId: string }).chatId };
  }

  it("the header's unread counts are drawn with the page: the navigation's Messages badge and the bell", async () => {
    const { recruiter } = await workerAsked('Hospice Registered Nurse', 'Is mileage paid?');
    const as = injectAs(t.app, recruiter);
    const unread = (await as.get('/api/messages/unread')).json() as { unread: number };
    const told = (await as.get('/api/notifications/unread')).json() as { unread: number };
    expect(unread.unread).toBe(1);
    const res = await as.get('/application/board');
    expect(res.statusCode).toBe(200);
    const root = body(res.body).querySelector('#root')!;
    // Fetched by the browser after the hydration, the badge widened the navigation's links and moved them.
    const nav = root.querySelector('nav[aria-label="Main"]')!;
    expect(nav.querySelector('[data-testid="nav-unread-badge"]')?.textContent).toBe('1');
    expect(cached(res.body, 'messages', 'unread')).toEqual(unread);
    expect(cached(res.body, 'notifications', 'unread')).toEqual(told);
  });

  it("the worker's chat list carries her chats, its times left for her browser to write in her zone", async () => {
    const { as } = await workerAsked('Dialysis Registered Nurse', 'Is parking paid?');
    const res = await as.get('/messages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const list = body(res.body).querySelector('#root ul[aria-label="Conversations"]')!;
    expect(list.textContent).toContain('Dialysis Registered Nurse');
    expect(list.textContent).toContain('Is parking paid?');
    const chats = (await as.get('/api/chats')).json() as { items: { lastMessageAt: string }[] };
    // The time of the last message is carried (as the list's answer has it), its words left for the browser.
    expect(list.querySelector('time')?.getAttribute('datetime')).toBe(chats.items[0]!.lastMessageAt);
    expect(list.querySelector('time')?.textContent).toBe('');
    expect(cached(res.body, 'chats', 'list')).toEqual(chats);
  });

  it('an open chat carries the list, the chat and its newest messages, their times left for her browser', async () => {
    const { as, chatId } = await workerAsked('Oncology Pharmacist', 'Is the night shift paid more?');
    const detail = (await as.get(`/api/chats/${chatId}`)).json() as { recruiter: { name: string } };
    const res = await as.get(`/messages/${chatId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const root = body(res.body).querySelector('#root')!;
    // The list beside the chat (a phone's CSS hides it), the chat with its person, and the message in it.
    expect(root.querySelector('ul[aria-label="Conversations"]')?.textContent).toContain('Oncology Pharmacist');
    const chat = root.querySelector(`section[aria-label="Conversation with ${detail.recruiter.name}"]`)!;
    const messages = chat.querySelector('ol[aria-label="Messages"]')!;
    expect(messages.textContent).toContain('Is the night shift paid more?');
    const page = (await as.get(`/api/chats/${chatId}/messages`)).json() as { messages: { createdAt: string }[] };
    expect(messages.querySelector('time')?.getAttribute('datetime')).toBe(page.messages[0]!.createdAt);
    expect(messages.querySelector('time')?.textContent).toBe('');
    expect(cached(res.body, 'chats', 'messages', chatId)).toEqual(page);
    expect(cached(res.body, 'chats', 'one', chatId)).toEqual(detail);

    // A chat she is not part of: its reads (404) are left out, for the app to ask and show as it always has.
    const other = await buildWorker(t.app);
    const theirs = await injectAs(t.app, other).get(`/messages/${chatId}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Is the night shift paid more?');
    const keys = pageState(theirs.body).queries.map((q) => q.queryKey.slice(0, 2).join(' '));
    expect(keys).not.toContain('chats one');
    expect(keys).not.toContain('chats messages');
  });

  it("an organization's and a recruiter's dashboard carry their own figures and newest activity", async () => {
    const org = await buildOrg(t.app);
    const admin = await buildMember(t.app, 'organization', org.id);
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, { recruiterId: recruiter.id, title: 'Hospice Pharmacist' });
    const worker = await buildWorker(t.app);
    expect((await applyAs(t.app, worker, job)).statusCode).toBeLessThan(300);
    for (const person of [admin, recruiter]) {
      const as = injectAs(t.app, person);
      const res = await as.get('/dashboard');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const root = body(res.body).querySelector('#root')!;
      expect(root.querySelector('h1')?.textContent).toBe('Dashboard');
      // The newest activity names the applicant and the job; the funnel is drawn, step by step.
      expect(root.textContent).toContain('Hospice Pharmacist');
      expect(root.querySelector('[role="list"] [role="listitem"][aria-label="New: 1"]')).not.toBeNull();
      expect(cached(res.body, 'dashboard', 'summary')).toEqual((await as.get('/api/dashboard/summary')).json());
      // The cards under the figures are drawn with them (none arrives later to push the next down): the weeks waiting
      // for approval, the do-not-return list, the overdue items; the invoices for the organization's user only.
      for (const id of ['timesheet-approvals-title', 'dnr-title', 'overdue-items-title'])
        expect(root.querySelector(`#${id}`), id).not.toBeNull();
      expect(cached(res.body, 'dashboard', 'timesheet-approvals', 'submitted')).toEqual(
        (await as.get('/api/timesheets?status=submitted&limit=50')).json(),
      );
      expect(cached(res.body, 'reviews', 'do-not-return')).toEqual((await as.get('/api/reviews/do-not-return')).json());
      const invoices = cached(res.body, 'invoices', 'list') as { pages: unknown[] } | undefined;
      if (person === admin) {
        expect(root.querySelector('#invoices-title')).not.toBeNull();
        expect(invoices?.pages).toEqual([(await as.get('/api/invoices?limit=25')).json()]);
      } else {
        expect(root.querySelector('#invoices-title')).toBeNull();
        // Not asked for: a recruiter does not manage invoices.
        expect(invoices).toBeUndefined();
      }
    }
  });

  it("the notification centre carries the person's notifications, their times left for her browser, and her settings", async () => {
    const org = await buildOrg(t.app);
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, { recruiterId: recruiter.id, title: 'Telemetry Registered Nurse' });
    const worker = await buildWorker(t.app);
    const applied = await applyAs(t.app, worker, job);
    expect(applied.statusCode).toBeLessThan(300);
    // The recruiter moves her application on: she is told.
    const moved = await injectAs(t.app, recruiter).patch('/api/application-journey', {
      status: 'Screening',
      applicationId: (applied.json() as { _id: string })._id,
    });
    expect(moved.statusCode).toBe(200);
    const as = injectAs(t.app, worker);
    const list = (await as.get('/api/notifications?limit=20')).json() as {
      items: { text: string; createdAt: string }[];
    };
    expect(list.items.length).toBeGreaterThan(0);
    const res = await as.get('/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const items = body(res.body).querySelector('#root ul[aria-label="Notifications"]')!;
    expect(items.textContent).toContain(list.items[0]!.text);
    // When it came is carried (as the answer has it), its words left for the browser to write in the reader's zone.
    expect(items.querySelector('time')?.getAttribute('datetime')).toBe(list.items[0]!.createdAt);
    expect(items.querySelector('time')?.textContent).toBe('');
    expect((cached(res.body, 'notifications', 'list') as { pages: unknown[] }).pages).toEqual([list]);
    expect(cached(res.body, 'notifications', 'settings')).toEqual((await as.get('/api/notifications/settings')).json());
  });

  /** A new organization's placement of a new worker at Cleared, its assignment's terms complete. */
  async function clearedPlacement() {
    const team = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const placed = await buildApplication(t.app, worker.id, team.job, { status: 'Cleared' });
    await clearPrerequisitesForTest(t.app, placed.id);
    await t.app.db.insert(assignments).values({
      applicationId: placed.id,
      organizationId: team.org.id,
      workerId: worker.id,
      stated: OPEN_TERMS_FOR_TEST,
      terms: OPEN_TERMS_FOR_TEST,
    });
    return { team, worker, placed };
  }

  it("a week's pay statement carries its lines, the week and the job, as the worker's reads answer them", async () => {
    // During the assignment's first week (from the people's sign-in on: a session is dated by this clock).
    vi.setSystemTime(new Date('2027-03-12T20:00:00Z'));
    const { team, worker, placed } = await clearedPlacement();
    // The week of 2027-03-07 (Los Angeles), entered once it has begun: two 12-hour shifts.
    const as = injectAs(t.app, worker);
    const api = `/api/assignments/${placed.id}`;
    const shift = (date: string) => ({ date, start: '07:00', end: '19:00', kind: 'worked', breaks: [] });
    const entered = await as.put(`${api}/weeks/2027-03-07/entries`, {
      entries: [shift('2027-03-08'), shift('2027-03-09')],
    });
    expect(entered.statusCode, entered.body).toBe(200);

    const res = await as.get(`/assignments/${placed.id}/statement/2027-03-07`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const root = body(res.body).querySelector('#root')!;
    expect(root.querySelector('h1')?.textContent).toBe(HOURS_MESSAGES.statementTitle);
    // The job's title and the week are in the heading line; each line of pay is drawn with its figure.
    expect(root.textContent).toContain(team.job.title);
    const statement = (await as.get(`${api}/weeks/2027-03-07/statement`)).json() as { lines: unknown[] };
    expect(statement.lines.length).toBeGreaterThan(0);
    expect(root.querySelectorAll('[data-testid="statement-line"]')).toHaveLength(statement.lines.length);
    expect(cached(res.body, 'timesheets', 'statement', placed.id, '2027-03-07')).toEqual(statement);
    expect(cached(res.body, 'timesheets', 'week', placed.id, '2027-03-07')).toEqual(
      (await as.get(`${api}/weeks/2027-03-07`)).json(),
    );
    expect(cached(res.body, 'offers', 'application', placed.id)).toEqual(
      (await as.get(`/api/applications/${placed.id}/offers`)).json(),
    );
  });

  it("the worker's journey carries her placement's hours: the box drawn, the assignment, week and ledger read", async () => {
    vi.setSystemTime(new Date('2027-03-12T20:00:00Z'));
    const { worker, placed } = await clearedPlacement();
    const as = injectAs(t.app, worker);
    const res = await as.get('/work-journey');
    expect(res.statusCode).toBe(200);
    const hours = body(res.body).querySelector('#root [data-testid="journey-hours"]');
    expect(hours?.textContent).toContain(HOURS_MESSAGES.openHours);
    const api = `/api/assignments/${placed.id}`;
    const assignment = (await as.get(api)).json() as { current_week_start: string };
    expect(cached(res.body, 'timesheets', 'assignment', placed.id)).toEqual(assignment);
    expect(cached(res.body, 'timesheets', 'week', placed.id, assignment.current_week_start)).toEqual(
      (await as.get(`${api}/weeks/${assignment.current_week_start}`)).json(),
    );
    expect(cached(res.body, 'timesheets', 'ledger', placed.id)).toEqual((await as.get(`${api}/ledger`)).json());
  });

  it("an application's page carries the worker, the contract, the pay terms and every part's read, for its role", async () => {
    const { team, worker, placed } = await clearedPlacement();
    const as = injectAs(t.app, team.orgUser);
    const detail = (await as.get(`/api/applications/${placed.id}`)).json() as { worker: { name: string } };
    const res = await as.get(`/application/cleared/${worker.id}/${team.job.gwJobId}/${placed.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const root = body(res.body).querySelector('#root')!;
    expect(root.querySelector('h1')?.textContent).toBe(detail.worker.name);
    // The parts a Cleared placement shows its organization, drawn with the page: nothing arrives after it.
    expect(root.querySelector('[data-testid="contract-card"]')).not.toBeNull();
    expect(root.querySelector('section[aria-labelledby="pay-terms-title"]')?.textContent).toContain(
      TIMESHEET_MESSAGES.payTerms.complete,
    );
    expect(root.querySelector('section[aria-labelledby="rate-card-title"]')).not.toBeNull();
    expect(cached(res.body, 'applications', 'detail', placed.id)).toEqual(detail);
    for (const [key, api] of [
      [['applications', 'contract', placed.id], `/api/applications/${placed.id}/contract`],
      [['timesheets', 'assignment', placed.id], `/api/assignments/${placed.id}`],
      [['users', worker.id], `/api/user/${worker.id}`],
    ] as const)
      expect(cached(res.body, ...key), api).toEqual((await as.get(api)).json());
  });

  it('a page without main data is drawn by the app; a read the person may not make is not in the page', async () => {
    const worker = await buildWorker(t.app);
    // The thank-you page after applying has no main data: the app's to draw.
    const thanks = await injectAs(t.app, worker).get(
      '/explore-jobs/thanks-for-applying/00000000-0000-4000-8000-000000000000',
    );
    expect(thanks.statusCode).toBe(200);
    expect(thanks.headers['cache-control']).toBe('no-cache');
    expect(thanks.body).not.toContain('id="page-state"');
    // The first-run questions and a dashboard's section are pages of the table with their reads (a section was a lazy
    // component inside one page, which the server could not draw): drawn, with only what she may read.
    const welcome = await injectAs(t.app, worker).get('/welcome');
    expect(welcome.headers['cache-control']).toBe('private, no-cache');
    expect(pageState(welcome.body).queries.map((q) => q.queryKey[0])).toContain('worker-profile');
    const section = await injectAs(t.app, worker).get('/dashboard/api-keys');
    expect(section.statusCode).toBe(200);
    const sectionKeys = pageState(section.body).queries.map((q) => q.queryKey.slice(0, 2).join(' '));
    expect(sectionKeys.filter((k) => !k.startsWith('auth'))).toEqual([
      'messages unread',
      'notifications unread',
      'page-time',
    ]);
    // A worker at the recruiters' board: its answer (403) is left out, for the app to ask and show as it always has.
    const board = await injectAs(t.app, worker).get('/application/board');
    expect(board.statusCode).toBe(200);
    // What is carried is hers: who she is and her header's unread counts (and the moment the page was drawn).
    const keys = board.body.includes('id="page-state"')
      ? pageState(board.body).queries.map((q) => q.queryKey.slice(0, 2).join(' '))
      : [];
    expect(keys.filter((k) => !k.startsWith('auth'))).toEqual(['messages unread', 'notifications unread', 'page-time']);
  });

  it('a session that has ended gets the loading shell, as a signed-out visitor does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/work-journey', headers: { cookie: 'sid=not-a-session' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="page-state"');
  });
});
