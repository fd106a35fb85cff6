// A `test` whose pages are already signed in as a demo account: `test.use({ role: 'worker' })`.
// Each account logs in once per Playwright worker (through the real login form); every test then gets a
// fresh browser context carrying that session, so per-test logins do not dominate the runtime.
import { test as base, type APIRequestContext, type BrowserContextOptions } from '@playwright/test';
import { login } from './helpers';

export const ACCOUNTS = {
  worker: { email: 'worker@demo.test', home: /\/explore-jobs/ },
  pharmacist: { email: 'pharmacist@demo.test', home: /\/explore-jobs/ },
  /** A worker whose email is not verified and whose profile is 57 % complete. */
  unverified: { email: 'unverified@demo.test', home: /\/explore-jobs/ },
  recruiter: { email: 'recruiter@demo.test', home: /\/application/ },
  org: { email: 'org@demo.test', home: /\/application/ },
  admin: { email: 'admin@demo.test', home: /\/dashboard/ },
} as const;

export type Role = keyof typeof ACCOUNTS;
type SessionState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export const test = base.extend<{ role: Role | null }, { sessions: Map<Role, Promise<SessionState>> }>({
  role: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  sessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  storageState: async ({ role, sessions, browser, storageState }, use, testInfo) => {
    if (!role) return use(storageState);
    let session = sessions.get(role);
    if (!session) {
      session = (async () => {
        const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
        const page = await context.newPage();
        await login(page, ACCOUNTS[role].email, ACCOUNTS[role].home);
        const state = await context.storageState();
        await context.close();
        return state;
      })();
      sessions.set(role, session);
      session.catch(() => sessions.delete(role));
    }
    await use(await session);
  },
});

export { expect } from '@playwright/test';

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
