// The chat composer stays on screen (issue 33): with a chat open, the Send button lies fully inside the viewport on a
// 390×844 phone with touch and at 1280×800, before and after sending a message (the message list scrolls, the composer
// does not move below the fold). The worker opens the chat from the navigation by tapping/clicking; the chat is
// started through the API with a message of this test.
// The test makes its own organization (which posts the job), recruiter and worker (tests/e2e/fixtures, decision 0052).
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared';
import { expect, test, type People } from './fixtures/test';
import { postIcuJob } from './fixtures/placement';
import { type PostedJob } from './people';

interface JobDetail {
  job: { _id: string; gw_job_id: string; organization_id: string; recruiter_id: string | null };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A job of the test's organization with its recruiter, posted through the API: the job the worker asks about. */
/** A posted job and the id of the recruiter it names. */
type JobWithRecruiter = PostedJob & { recruiterId: string };

async function jobWithRecruiter(people: People): Promise<JobWithRecruiter> {
  const org = await people.open('org');
  const recruiterId = (await people.account('recruiter')).id;
  return { ...(await postIcuJob(org, recruiterId, 'Composer', people.mark)), recruiterId };
}

/** Asks the recruiter of `posted` (a job with a recruiter, as the worker reads it); answers the first message's text. */
async function startChat(page: Page, posted: JobWithRecruiter): Promise<string> {
  const { job } = (await (await page.request.get(`/api/jobs/${posted._id}`)).json()) as JobDetail;
  // The job names the organization's recruiter, the person the worker's question goes to.
  expect(job.recruiter_id).toBe(posted.recruiterId);
  const text = `Composer check ${unique()}`;
  const res = await page.request.post('/api/ask-recruiter', {
    data: {
      job_id: job._id,
      organization_id: job.organization_id,
      recruiter_id: job.recruiter_id,
      gw_job_id: job.gw_job_id,
      message: text,
    },
  });
  expect(res.ok()).toBe(true);
  return text;
}

/** Send's box lies entirely inside the viewport (and the page does not scroll to bring it there). */
async function expectSendOnScreen(page: Page) {
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeVisible();
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = (await send.boundingBox())!;
      return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
    })
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function openChatAndSend(page: Page, posted: JobWithRecruiter, phone: boolean) {
  const first = await startChat(page, posted);
  const nav = phone
    ? page.getByRole('link', { name: /^Messages/ }).first()
    : page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: /^Messages/ });
  if (phone) await nav.tap();
  else await nav.click();
  await expect(page).toHaveURL(/\/messages$/);
  const row = page.getByRole('listitem').filter({ hasText: first });
  const link = row.getByRole('link').first();
  if (phone) await link.tap();
  else await link.click();
  await expect(page).toHaveURL(/\/messages\/[\w-]+$/);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(first)).toBeVisible();
  await expectSendOnScreen(page);

  // Several messages, a long one among them: the list grows and scrolls, the composer stays put.
  const box = page.getByRole('textbox', { name: 'Message' });
  // The keys are told under the box where there is a keyboard (a fine pointer); a phone has no Shift+Enter at hand.
  // The placeholder is the same on both, so the server-drawn box and the hydrated one are the same height.
  await expect(box).toHaveAttribute('placeholder', MESSAGES.chat.composerPlaceholder);
  const keys = page.getByText(MESSAGES.chat.composerKeys);
  if (phone) {
    await expect(keys).toBeHidden();
  } else {
    await expect(keys).toBeVisible();
    await expect(box).toHaveAccessibleDescription(MESSAGES.chat.composerKeys);
  }
  for (let i = 0; i < 3; i++) {
    const text = `Line ${i} ${unique()} ${'and some more words to fill the bubble '.repeat(i * 3)}`.trim();
    await box.fill(text);
    if (phone) await page.getByRole('button', { name: 'Send', exact: true }).tap();
    else await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(messages.getByText(text)).toBeVisible();
    await expect(box).toHaveValue('');
    await expectSendOnScreen(page);
  }
}

test.describe('390×844 phone with touch', () => {
  test('Send stays fully on screen in an open chat, before and after sending', async ({ people }) => {
    const posted = await jobWithRecruiter(people);
    const page = await people.open('worker', 390, { isMobile: true });
    await openChatAndSend(page, posted, true);
  });
});

test.describe('1280×800', () => {
  test('Send stays fully on screen in an open chat, before and after sending', async ({ people }) => {
    const posted = await jobWithRecruiter(people);
    const page = await people.open('worker', 1280, { viewport: { width: 1280, height: 800 } });
    await openChatAndSend(page, posted, false);
  });
});
