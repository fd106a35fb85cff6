// Shared helpers of the browser tests.
import { expect, test, type Cookie, type Locator, type Page } from '@playwright/test';
import { homeForRole, meSchema } from '../../src/domain/shared';
import { KNOWN_DEVICE_COOKIE } from '../../src/server/security/known-device';

export const DEMO_PASSWORD = 'demo-password';

/**
 * Waits until the app owns the page: a page the server drew has its controls disabled until it is hydrated
 * (src/web/components/until-hydrated.tsx), and its links, pressed before, load the next page the browser's way (a
 * whole new document) instead of the app's (which moves focus to the new page's heading).
 */
export async function appOwnsPage(page: Page) {
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
}

/**
 * Logs in through the real login form and waits for the role's home. Only for tests whose subject is the form (and
 * tests that must log in as a person does, in the page); others sign in with `signInByApi` or the role fixtures.
 */
export async function login(page: Page, email: string, home?: string | RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (home) await expect(page).toHaveURL(home);
}

/**
 * Each account's known-device cookie on each server, from its first sign-in through `signInByApi` in this worker.
 * The login route allows 30 sign-ins a minute per address, and every test signs in from 127.0.0.1: without the form's
 * page load in between, a shard's sign-ins came close to that. A browser that signed in to the account before
 * presents this cookie, and its sign-ins count against that account's own budget instead (issue 34).
 */
const knownDevices = new Map<string, Cookie>();

/**
 * Signs the page's browser context in through the login endpoint (the request shares the context's cookies, so the
 * session cookie lands in the browser) and opens the role's home, where `login` leaves the page: the same state
 * without loading the app for the login form first. A session of its own, as `login` gives: logging out or changing
 * the password ends no other test's session. The context presents the account's known-device cookie, as a browser
 * that signed in before does (`knownDevices`).
 */
export async function signInByApi(page: Page, email: string, home?: string | RegExp) {
  const device = `${test.info().project.use.baseURL} ${email}`;
  const known = knownDevices.get(device);
  if (known) await page.context().addCookies([known]);
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `POST /api/auth/login as ${email}: ${await res.text()}`).toBe(200);
  const issued = (await page.context().cookies()).find((c) => c.name === KNOWN_DEVICE_COOKIE);
  if (issued) knownDevices.set(device, issued);
  const me = meSchema.parse(await res.json());
  await page.goto(homeForRole(me.role));
  if (home) await expect(page).toHaveURL(home);
}

/**
 * Follows a link of the main navigation (through the menu button on a phone). Which of the two applies follows from
 * the viewport's width (the shell's `sm` breakpoint, 48em), not from what is visible at one moment: while a lazily
 * loaded page suspends, the shell can be briefly replaced by the loader, and a check of visibility then picked the
 * phone's menu button on a desktop and waited for it until the test timed out.
 */
export async function followNav(page: Page, label: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (!phone)
    return page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: label }).click();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: label }).click();
}

/**
 * A worker, by clicking: Explore jobs → the first job card of `organization` not marked Already Applied → its page.
 * Answers the job's id as shown (Job ID) and the page's path.
 */
export async function openJobNotAppliedTo(page: Page, organization: string) {
  await followNav(page, 'Explore jobs');
  const card = page
    .getByRole('article')
    .filter({ hasText: organization })
    .filter({ hasNotText: 'Already Applied' })
    .first();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/explore-jobs\/[^/?]+$/);
  const jobId = page.getByText(/^Job ID:/);
  const gwJobId = (await jobId.innerText()).replace('Job ID:', '').trim();
  return { gwJobId, jobPath: new URL(page.url()).pathname };
}

/** Presses Apply Now on the open job page (answering No to an auto-offer question, so offers are made by hand). */
export async function pressApply(page: Page) {
  const button = page.getByRole('button', { name: 'Apply Now' });
  await expect(button).toBeVisible();
  const autoOffer = page.getByRole('radiogroup', { name: 'Are you 100% sure you will accept this offer?' });
  if (await autoOffer.isVisible()) await autoOffer.getByRole('radio', { name: 'No' }).check();
  await expect(button).toBeEnabled();
  await button.click();
}

/** Applies by clicking (Explore jobs → a job of `organization` → Apply Now → thank-you page); answers the ids. */
export async function applyByClicking(page: Page, organization: string) {
  const { gwJobId, jobPath } = await openJobNotAppliedTo(page, organization);
  await pressApply(page);
  await expect(page).toHaveURL(/\/explore-jobs\/thanks-for-applying\/[0-9a-f-]{36}$/);
  const applicationId = new URL(page.url()).pathname.split('/').pop()!;
  return { applicationId, gwJobId, jobPath };
}

/**
 * The words (five letters or more, no hyphen) of `within` that the page breaks across two lines: a column squeezed so
 * narrow that its text wraps inside its words (a phone's card title beside a long badge). Each as "word in <tag>".
 */
export async function wordsBrokenAcrossLines(within: Locator): Promise<string[]> {
  return within.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/[A-Za-z][A-Za-z'’]{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(`${m[0]} in <${node.parentElement?.tagName.toLowerCase()}>`);
      }
    }
    return broken;
  });
}

/**
 * Resolves once the page's live connection has said 'ready' (the signed-in shell's socket): from then on, what another
 * person changes reaches this page. Call before the navigation whose socket it waits for; a change made before 'ready'
 * is not announced to this page (it reads the server's state as it was when it loaded).
 */
export function liveReady(page: Page): Promise<void> {
  return new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      }),
    ),
  );
}
