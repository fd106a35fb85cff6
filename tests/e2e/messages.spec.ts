// Chat between a worker and a recruiter in two browsers: Ask Recruiter on a job without a
// description opens the chat, messages arrive live on the other side (no reload), the unread badge
// counts them, and the recruiter answers through the application's Ask Worker link (the same chat).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

interface JobCard {
  _id: string;
  organization_name: string | null;
}
interface JobDetail {
  job: {
    _id: string;
    gw_job_id: string;
    organization_id: string;
    recruiter_id: string | null;
    recruiter_name: string | null;
    description?: string;
  };
  application: { id: string; status: string } | null;
}

/**
 * A Sunrise Health job of Rita Ramirez (recruiter@demo.test) with no description, applied to by the signed-in worker.
 */
async function findJob(request: APIRequestContext): Promise<JobDetail> {
  let cursor: string | null = null;
  const fresh: JobDetail[] = [];
  for (let page = 0; page < 10; page++) {
    const res = await request.get(`/api/jobs?pageSize=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: JobCard[]; nextCursor: string | null };
    for (const card of body.items.filter((c) => c.organization_name === 'Sunrise Health')) {
      const detail = (await (await request.get(`/api/jobs/${card._id}`)).json()) as JobDetail;
      if (detail.job.description || detail.job.recruiter_name !== 'Rita Ramirez') continue;
      if (detail.application) return detail;
      fresh.push(detail);
    }
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  // None applied to yet: apply to one (the recruiter then has an application with Ask Worker).
  for (const d of fresh) {
    const res = await request.post('/api/worker-job-apply', {
      data: {
        job_id: d.job._id,
        recruiter_id: d.job.recruiter_id,
        organization_id: d.job.organization_id,
        gw_job_id: d.job.gw_job_id,
        auto_offer_consent: false,
      },
    });
    if (res.ok()) return (await (await request.get(`/api/jobs/${d.job._id}`)).json()) as JobDetail;
  }
  throw new Error('no Sunrise Health job of Rita Ramirez without a description');
}

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('nav-unread-badge').first();
  return (await badge.count()) ? Number((await badge.textContent())?.replace('+', '') ?? 0) : 0;
};

test('worker asks the recruiter, both see each other’s messages live, recruiter answers via Ask Worker', async ({
  browser,
}) => {
  const workerCtx = await browser.newContext();
  const recruiterCtx = await browser.newContext();
  const worker = await workerCtx.newPage();
  const recruiter = await recruiterCtx.newPage();
  try {
    await signInByApi(worker, 'worker@demo.test', /\/explore-jobs$/);
    await signInByApi(recruiter, 'recruiter@demo.test', /\/application$/);
    const detail = await findJob(worker.request);
    const me = (await (await worker.request.get('/api/auth/me')).json()) as { id: string };

    // The recruiter waits on the chat list; nothing is reloaded from here on.
    await recruiter.goto('/messages');
    await expect(recruiter.getByRole('heading', { name: 'Messages' })).toBeVisible();
    const badgeBefore = await badgeCount(recruiter);

    // Worker: Ask Recruiter on the job without a description opens a composer about it; nothing exists yet.
    await worker.goto(`/explore-jobs/${detail.job._id}`);
    await expect(worker.getByText('No description yet.')).toBeVisible();
    await worker.getByText('No description yet.').getByRole('button', { name: 'Ask Recruiter' }).click();
    const composer = worker.getByRole('dialog', { name: 'Ask Recruiter' });
    const draft = composer.getByRole('textbox', { name: 'Message', exact: true });
    await expect(draft).toHaveValue('About Description: ');
    await expect(draft).toBeFocused();
    const about = {
      organization_id: detail.job.organization_id,
      job_id: detail.job._id,
      gw_job_id: detail.job.gw_job_id,
    };
    const before = await worker.request.post('/api/ask-recruiter', { data: about });
    const existing = ((await before.json()) as { chatId: string | null }).chatId;

    // Sending the first message starts the chat (or writes into the one that exists) and opens it.
    const question = `Is parking provided? (${Date.now()})`;
    await draft.pressSequentially(question);
    await draft.press('Enter');
    await expect(worker).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const chatId = worker.url().split('/').pop()!;
    if (existing) expect(chatId).toBe(existing);
    await expect(worker.getByText(`About job: ${detail.job.gw_job_id}`, { exact: false })).toBeVisible();
    await expect(
      worker.getByRole('list', { name: 'Messages' }).getByText(`About Description: ${question}`),
    ).toBeVisible();

    // Recruiter: the message appears in the list and the unread badge goes up, without a reload.
    await expect(recruiter.getByRole('list', { name: 'Conversations' }).getByText(question)).toBeVisible();
    await expect.poll(() => badgeCount(recruiter)).toBeGreaterThan(badgeBefore);

    // Recruiter answers from the application's Ask Worker link: a composer about the row, sent into the same chat.
    const status = detail.application!.status.toLowerCase();
    await recruiter.goto(`/application/${status}/${me.id}/${detail.job.gw_job_id}/${detail.application!.id}`);
    const askWorker = recruiter.getByRole('button', { name: /^Ask Worker about / }).first();
    const row = (await askWorker.getAttribute('aria-label'))!.replace('Ask Worker about ', '');
    await askWorker.click();
    const reply = recruiter.getByRole('dialog', { name: 'Ask Worker' }).getByRole('textbox', { name: 'Message' });
    await expect(reply).toHaveValue(`About ${row}: `);
    await reply.fill('Yes, free parking on site.');
    await reply.press('Shift+Enter');
    const stamp = `See you Monday. (${Date.now()})`;
    await reply.pressSequentially(stamp);
    await expect(reply).toHaveValue(`Yes, free parking on site.\n${stamp}`);
    await reply.press('Enter');
    await expect(recruiter).toHaveURL(new RegExp(`/messages/${chatId}$`));
    await expect(recruiter.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();

    // Worker: the answer arrives live, once, with its line break; the worker's message shows as read.
    const messages = worker.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText('Yes, free parking on site.')).toBeVisible();
    await expect(messages.getByText('Yes, free parking on site.')).toHaveCount(1);
    await expect(messages.getByText(stamp)).toHaveCount(1);
    await expect(messages.locator('[data-message-id]').filter({ hasText: question })).toHaveCount(1);
  } finally {
    await workerCtx.close();
    await recruiterCtx.close();
  }
});

test('a chat the user is not part of shows the 404 page', async ({ page }) => {
  await signInByApi(page, 'pharmacist@demo.test', /\/explore-jobs$/);
  await page.goto('/messages/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a phone the list and the conversation are shown one at a time', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  try {
    await signInByApi(page, 'recruiter@demo.test', /\/application$/);
    await page.goto('/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list).toBeVisible();
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /All messages/ })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  } finally {
    await ctx.close();
  }
});
