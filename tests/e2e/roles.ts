// A `test` whose pages are already signed in as a demo account: `test.use({ role: 'worker' })`.
// Each account logs in once per Playwright worker (through the login endpoint; the form itself is auth.spec's subject);
// every test then gets a fresh browser context carrying that session, so per-test logins do not dominate the runtime.
import {
  expect,
  request,
  test as base,
  type APIRequestContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

export const ACCOUNTS = {
  worker: { email: 'worker@demo.test', home: /\/explore-jobs/, path: '/explore-jobs' },
  pharmacist: { email: 'pharmacist@demo.test', home: /\/explore-jobs/, path: '/explore-jobs' },
  /** A worker whose email is not verified and whose profile is 57 % complete. */
  unverified: { email: 'unverified@demo.test', home: /\/explore-jobs/, path: '/explore-jobs' },
  recruiter: { email: 'recruiter@demo.test', home: /\/application/, path: '/application' },
  org: { email: 'org@demo.test', home: /\/application/, path: '/application' },
  admin: { email: 'admin@demo.test', home: /\/dashboard/, path: '/dashboard' },
} as const;

export type Role = keyof typeof ACCOUNTS;
type SessionState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Sessions = Map<Role, Promise<SessionState>>;

/** The worker's session of `role`: logged in through the login endpoint the first time it is asked for. */
function sessionOf(sessions: Sessions, role: Role, baseURL: string | undefined) {
  let session = sessions.get(role);
  if (!session) {
    session = (async (): Promise<SessionState> => {
      const api = await request.newContext({ baseURL });
      try {
        const res = await api.post('/api/auth/login', {
          data: { email: ACCOUNTS[role].email, password: DEMO_PASSWORD },
        });
        expect(res.status(), `POST /api/auth/login as ${ACCOUNTS[role].email}: ${await res.text()}`).toBe(200);
        return await api.storageState();
      } finally {
        await api.dispose();
      }
    })();
    sessions.set(role, session);
    session.catch(() => sessions.delete(role));
  }
  return session;
}

export const test = base.extend<
  {
    role: Role | null;
    /**
     * Signs the test's page in as `role` with the worker's session of that account and opens the role's home (what
     * `login(page, email, home)` leaves, without going through the form). A test that logs out or changes the password
     * must sign in with a session of its own instead (`signInByApi`): it would end the session the other tests share.
     */
    signIn: (role: Role) => Promise<void>;
  },
  { sessions: Sessions }
>({
  role: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  sessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  storageState: async ({ role, sessions, storageState }, use, testInfo) => {
    if (!role) return use(storageState);
    await use(await sessionOf(sessions, role, testInfo.project.use.baseURL));
  },
  signIn: async ({ sessions, context, page }, use, testInfo) => {
    await use(async (role) => {
      const state = await sessionOf(sessions, role, testInfo.project.use.baseURL);
      await context.addCookies(state.cookies);
      await page.goto(ACCOUNTS[role].path);
      await expect(page).toHaveURL(ACCOUNTS[role].home);
    });
  },
});

export { expect };

/** JSON of a GET through the signed-in context; throws on a non-2xx answer. */
export async function getJson<T>(api: APIRequestContext, url: string): Promise<T> {
  const res = await api.get(url);
  if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The URL status segment of an application status ("Offered" -> "offered"). */
export const urlStatus = (status: string) => status.toLowerCase().replace(/\s+/g, '-');

export interface ApplicationRow {
  applicationId: string;
  status: string;
  offer_status: string | null;
  worker_id: string;
  gw_job_id: string;
}

/** The detail path of an application row (recruiter / organization side). */
export const applicationPath = (a: ApplicationRow) =>
  `/application/${urlStatus(a.status)}/${a.worker_id}/${a.gw_job_id}/${a.applicationId}`;

/** The first application of a status list that passes `where` (recruiter / organization / admin side). */
export async function findApplication(
  api: APIRequestContext,
  statuses: string[],
  where: (a: ApplicationRow) => boolean | Promise<boolean> = () => true,
): Promise<ApplicationRow> {
  for (const status of statuses) {
    const list = await getJson<{ items: ApplicationRow[] }>(api, `/api/applications?status=${status}&limit=50`);
    for (const a of list.items) if (await where(a)) return a;
  }
  throw new Error(`no application in ${statuses.join(', ')} matches`);
}

/** The signed-in worker's applications (work journey). */
export async function journey(api: APIRequestContext) {
  return (
    await getJson<{ items: { applicationId: string; job_id: string; status: string; offer_status: string | null }[] }>(
      api,
      '/api/work-journey',
    )
  ).items;
}

/** A withdrawn application in the recruiter's organization: one the demo worker withdrew (withdrawing one if none). */
export async function withdrawnApplication(page: Page, baseURL: string): Promise<string> {
  const worker = await request.newContext({ baseURL });
  try {
    await worker.post('/api/auth/login', { data: { email: 'worker@demo.test', password: DEMO_PASSWORD } });
    const mine = new Set((await journey(worker)).map((a) => a.applicationId));
    const already = await findApplication(
      page.request,
      ['rejected'],
      (a) => mine.has(a.applicationId) && a.offer_status === 'Withdrawn',
    ).catch(() => null);
    if (already) return already.applicationId;
    const target = await findApplication(page.request, ['cleared', 'hold', 'onboarding', 'new', 'screening'], (a) =>
      mine.has(a.applicationId),
    );
    const res = await worker.patch('/api/application-journey', {
      data: { status: 'Rejected', applicationId: target.applicationId, outcome: 'Withdrawn' },
    });
    expect(res.ok()).toBe(true);
    return target.applicationId;
  } finally {
    await worker.dispose();
  }
}
