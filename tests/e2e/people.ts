// Two (or more) people side by side, each in their own browser context, and the API steps every placement spec sets up
// its data with (a job posted by the organization, the worker's application): one copy for every spec.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

/** A signed-in page at `width` px (a phone below 600 px: 844 px tall, touch). */
export async function signedIn(browser: Browser, email: string, home: RegExp, width: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    hasTouch: phone,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signInByApi(page, email, home);
  return page;
}

/** POSTs as the page's user and answers the JSON, failing with the body on any non-2xx. */
export async function post(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** The signed-in user's id and full name, as the server has them. */
export async function me(page: Page): Promise<{ id: string; name: string }> {
  const u = (await (await page.request.get('/api/auth/me')).json()) as {
    id: string;
    first_name: string;
    last_name: string;
  };
  return { id: u.id, name: `${u.first_name} ${u.last_name}`.trim() };
}

/** A job as the organization's POST /api/org/jobs answers it. */
export interface PostedJob {
  _id: string;
  gw_job_id: string;
  organization_id: string;
}

/** The worker applies to `job` (through the API the Apply button uses); answers the application id. */
export async function applyTo(worker: Page, job: PostedJob, recruiterId: string): Promise<string> {
  const applied = (await post(worker, '/api/worker-job-apply', {
    status: 'New',
    job_id: job._id,
    recruiter_id: recruiterId,
    organization_id: job.organization_id,
    gw_job_id: job.gw_job_id,
    auto_offer_consent: false,
  })) as { _id: string };
  return applied._id;
}

/** Draws a signature-like stroke across a signature pad with the pointer. */
export async function drawOn(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + box.width * (0.1 + i * 0.065), box.y + box.height * (0.6 - 0.3 * Math.sin(i)));
  await page.mouse.up();
}
