// Chat between a worker and a recruiter in two browsers: Ask Recruiter on a job without a
// description opens the chat, messages arrive live on the other side (no reload), the unread badge
// counts them, and the recruiter answers through the application's Ask Worker link (the same chat).
// Each test makes its own organization, recruiter and worker (tests/e2e/fixtures, decision 0052): the organization posts
// a job without a description naming its recruiter, the worker applies to it through the route the Apply button uses;
// the recruiter's chats and unread count are the test's alone, so they are asserted exactly.
import type { Page } from '@playwright/test';
import { expect, test, type People } from './fixtures/test';
import { apiAs, postJobAs } from './fixtures/api';
import { applyTo, type PostedJob } from './people';

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

/** A job of the test's organization, without a description, naming its recruiter; answers it and the recruiter's id. */
async function jobOfRecruiter(people: People): Promise<{ posted: PostedJob; recruiterId: string }> {
  const recruiterId = (await people.account('recruiter')).id;
  const org = await apiAs(people, 'org');
  try {
    return { posted: await postJobAs(org, `Parking ICU ${people.mark}`, { recruiter_id: recruiterId }), recruiterId };
  } finally {
    await org.dispose();
  }
}

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('nav-unread-badge').first();
  return (await badge.count()) ? Number((await badge.textContent())?.replace('+', '') ?? 0) : 0;
};

test('worker asks the recruiter, both see each other’s messages live, recruiter answers via Ask Worker', async ({
  people,
}) => {
  const { posted, recruiterId } = await jobOfRecruiter(people);
  const worker = await people.open('worker');
  const recruiter = await people.open('recruiter');
  // The worker has applied to the job (the recruiter then has an application with Ask Worker).
  await applyTo(worker, posted, recruiterId);
  const detail = (await (await worker.request.get(`/api/jobs/${posted._id}`)).json()) as JobDetail;
  expect(detail.job.description ?? '').toBe('');
  // The job names the test's recruiter, the person the question goes to.
  const rec = await people.account('recruiter');
  expect(detail.job.recruiter_name).toBe(`${rec.firstName} ${rec.lastName}`);
  const me = (await (await worker.request.get('/api/auth/me')).json()) as { id: string };

  // The recruiter waits on the chat list; nothing is reloaded from here on. She has no unread message yet.
  await recruiter.goto('/messages');
  await expect(recruiter.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const badgeBefore = await badgeCount(recruiter);
  expect(badgeBefore).toBe(0);

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
  expect(((await before.json()) as { chatId: string | null }).chatId).toBeNull();

  // Sending the first message starts the chat and opens it.
  const question = `Is parking provided? (${people.mark})`;
  await draft.pressSequentially(question);
  await draft.press('Enter');
  await expect(worker).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const chatId = worker.url().split('/').pop()!;
  await expect(worker.getByText(`About job: ${detail.job.gw_job_id}`, { exact: false })).toBeVisible();
  await expect(
    worker.getByRole('list', { name: 'Messages' }).getByText(`About Description: ${question}`),
  ).toBeVisible();

  // Recruiter: the message appears in the list and the unread badge goes up to one, without a reload.
  await expect(recruiter.getByRole('list', { name: 'Conversations' }).getByText(question)).toBeVisible();
  await expect.poll(() => badgeCount(recruiter)).toBe(1);

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
});

test('a chat the user is not part of shows the 404 page', async ({ people }) => {
  const page = await people.open('worker');
  await page.goto('/messages/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a phone the list and the conversation are shown one at a time', async ({ people }) => {
  // The recruiter's one chat: the test's worker asks about the test's job (with a message, as the composer sends it).
  const { posted, recruiterId } = await jobOfRecruiter(people);
  const worker = await people.open('worker');
  const asked = await worker.request.post('/api/ask-recruiter', {
    data: {
      job_id: posted._id,
      organization_id: posted.organization_id,
      recruiter_id: recruiterId,
      gw_job_id: posted.gw_job_id,
      message: `Is there a night shift? (${people.mark})`,
    },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  await worker.close();

  const page = await people.open('recruiter', 390);
  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list).toBeVisible();
  await expect(list.getByText(`Is there a night shift? (${people.mark})`)).toBeVisible();
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await expect(list).toBeHidden();
  const back = page.getByRole('link', { name: /All messages/ });
  await expect(back).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const chatAt = page.url();

  // One structure at every width, laid out by CSS: made wide, the same page shows the list beside the chat and no
  // way back (nothing needed); made narrow again, the chat alone, without a reload.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(list).toBeVisible();
  await expect(back).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(list).toBeHidden();
  await back.click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(list).toBeVisible();
  await page.goto(chatAt);
  await expect(list).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
});
