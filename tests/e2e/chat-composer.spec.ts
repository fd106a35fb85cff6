// The chat composer stays on screen (issue 33): with a chat open, the Send button lies fully inside the viewport on a
// 390×844 phone with touch and at 1280×800, before and after sending a message (the message list scrolls, the composer
// does not move below the fold). The worker opens the chat from the navigation by tapping/clicking; the chat is
// started through the API with a message of this test.
import type { Page } from '@playwright/test';
import { expect, test } from './roles';

interface JobCard {
  _id: string;
}
interface JobDetail {
  job: { _id: string; gw_job_id: string; organization_id: string; recruiter_id: string | null };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Asks the recruiter of a job with a recruiter; answers the first message's text. */
async function startChat(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/jobs?pageSize=20')).json()) as { items: JobCard[] };
  for (const card of list.items) {
    const { job } = (await (await page.request.get(`/api/jobs/${card._id}`)).json()) as JobDetail;
    if (!job.recruiter_id) continue;
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
  throw new Error('no job with a recruiter');
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

async function openChatAndSend(page: Page, phone: boolean) {
  const first = await startChat(page);
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
  // A phone has no Shift+Enter at hand: its placeholder does not speak of it.
  await expect(box).toHaveAttribute('placeholder', phone ? /^(?!.*Shift).+/ : /Shift\+Enter/);
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
  test.use({ role: 'worker', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('Send stays fully on screen in an open chat, before and after sending', async ({ page }) => {
    await page.goto('/explore-jobs');
    await openChatAndSend(page, true);
  });
});

test.describe('1280×800', () => {
  test.use({ role: 'worker', viewport: { width: 1280, height: 800 } });
  test('Send stays fully on screen in an open chat, before and after sending', async ({ page }) => {
    await page.goto('/explore-jobs');
    await openChatAndSend(page, false);
  });
});
