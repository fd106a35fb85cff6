// Issue 17, in the browser: a withdrawal is shown as "Withdrawn" to the worker and the recruiter and the worker may
// apply to the job again; an unverified worker's Apply is held (banner at the top of the page) and sent on, as New,
// when they verify their email through the emailed link (dev outbox).
// Each test makes its own organization (which posts the job applied to, found by clicking on Explore jobs), recruiter
// and worker (tests/e2e/fixtures, decision 0052); the unverified worker signs up in her own browser.
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared/messages';
import { addressOf } from './fixtures/accounts';
import { postIcuJob, searchApplications } from './fixtures/placement';
import { expect, test, type People } from './fixtures/test';
import { DEMO_PASSWORD, applyByClicking, followNav, openJobNotAppliedTo, pressApply } from './helpers';

/** The organization posts an open job, its recruiter's, that the worker will find on Explore jobs. */
async function orgPostsJob(people: People, label: string) {
  const org = await people.open('org');
  await postIcuJob(org, (await people.account('recruiter')).id, label, people.mark);
}

/**
 * Recruiter: Applications → the status's list → search the job id (waiting for the list's answer to it, so a row
 * clicked next is the searched list's, not one being replaced) → the row of this application.
 */
async function findInList(recruiter: Page, status: RegExp, gwJobId: string, applicationId: string) {
  await followNav(recruiter, 'Applications');
  await recruiter.getByRole('link', { name: status }).click();
  await searchApplications(recruiter, gwJobId);
  const link = recruiter.locator(`a[href$="/${applicationId}"]`).first();
  return { row: recruiter.getByRole('listitem').filter({ has: link }), link };
}

test('a worker withdraws: both sides see Withdrawn, and the worker applies to the same job again', async ({
  people,
}) => {
  test.slow();
  await orgPostsJob(people, 'Withdraw');
  const worker = await people.open('worker');
  const recruiter = await people.open('recruiter');
  const { applicationId, gwJobId, jobPath } = await applyByClicking(worker, people.organizationName);

  // Worker: Work journey → the application → Withdraw (reason optional) → the Rejected page shows it as Withdrawn.
  await followNav(worker, 'Work journey');
  await worker.locator(`a[href$="/${applicationId}"]`).first().click();
  await worker.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = worker.getByRole('dialog', { name: 'Withdraw Application' });
  await dialog.getByLabel('Reason').fill('Found a closer job');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(worker.getByText('Application withdrawn successfully')).toBeVisible();
  await expect(worker).toHaveURL(/\/work-journey\/rejected$/);
  const item = worker.locator('.mantine-Paper-root', { has: worker.locator(`a[href$="/${applicationId}"]`) });
  await expect(item.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(item.getByText('Rejected', { exact: true })).toHaveCount(0);

  // Recruiter: Applications → Rejected → the row says Withdrawn; the detail's status says Withdrawn, no status actions.
  const { row, link } = await findInList(recruiter, /^Rejected: \d+/, gwJobId, applicationId);
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  await link.click();
  await expect(recruiter.getByTestId('application-status')).toHaveText('Withdrawn');
  await expect(recruiter.getByRole('button', { name: 'Change Status' })).toHaveCount(0);

  // Worker: the job no longer says Already Applied; applying again makes a new application, New.
  await worker.goto(jobPath);
  await expect(worker.getByText('You withdrew your application to this job. You can apply again.')).toBeVisible();
  await expect(worker.getByTestId('job-application-status')).toHaveText('Withdrawn');
  await pressApply(worker);
  await expect(worker).toHaveURL(/\/explore-jobs\/thanks-for-applying\/[0-9a-f-]{36}$/);
  const second = new URL(worker.url()).pathname.split('/').pop()!;
  expect(second).not.toBe(applicationId);
  await worker.goto(jobPath);
  await expect(worker.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  await expect(worker.getByTestId('job-application-status')).toHaveText('New');

  const again = await findInList(recruiter, /^New: \d+/, gwJobId, second);
  await expect(again.link).toBeVisible();
});

test('an unverified worker presses Apply: held, banner at the top; verifying through the emailed link sends it on as New', async ({
  browser,
  people,
}) => {
  test.slow();
  await orgPostsJob(people, 'Held');
  // She signs up in her own browser (the sign-up opens her session there), from an address of her own (see
  // fixtures/accounts.ts, addressOf), and does not verify her email yet.
  const email = `held-${people.mark}@example.test`;
  const name = `Hana Held ${people.mark}`;
  const worker = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const signup = await worker.request.post('/api/auth/signup', {
    data: { role: 'worker', email, password: DEMO_PASSWORD, first_name: 'Hana', last_name: `Held ${people.mark}` },
    headers: { 'x-forwarded-for': addressOf(`h${people.mark}`) },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await worker.goto('/');
  await expect(worker).toHaveURL(/\/explore-jobs$/);
  const { gwJobId } = await openJobNotAppliedTo(worker, people.organizationName);
  const banner = worker.getByRole('status').filter({ hasText: `We sent a verification link to ${email}.` });
  await expect(banner).toContainText('Your application will be sent on once you verify your email.');
  // At the top of the page: above the job's title.
  const bannerBox = (await banner.boundingBox())!;
  const titleBox = (await worker.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(bannerBox.y).toBeLessThan(titleBox.y);

  await pressApply(worker);
  // The banner's title now says the application is held; the page stays (no thank-you page yet).
  await expect(banner).toContainText('Your application is held. It will be sent on once you verify your email.');
  await expect(worker.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  await expect(worker).toHaveURL(/\/explore-jobs\/[^/?]+$/);

  // Before verification the recruiter sees nothing of it.
  const recruiter = await people.open('recruiter');
  await followNav(recruiter, 'Applications');
  await recruiter.getByRole('link', { name: /^New: \d+/ }).click();
  await searchApplications(recruiter, name);
  await expect(recruiter.getByText(`No New applications matching "${name}".`)).toBeVisible();

  // The verification link from the dev outbox.
  await expect
    .poll(async () => {
      await worker.goto('/dev/outbox');
      return worker.locator('article', { hasText: `To: ${email}` }).count();
    })
    .toBeGreaterThan(0);
  await worker
    .locator('article', { hasText: `To: ${email}` })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(worker).toHaveURL(/\/verify-email\?token=/);
  await expect(worker.getByText(MESSAGES.accountMail.verified('worker'))).toBeVisible();

  // The held application was sent on: New, visible to the recruiter.
  await worker.getByRole('link', { name: 'Continue' }).click();
  await followNav(worker, 'Work journey');
  await expect(worker.getByTestId('count-new')).toHaveText('1');
  await recruiter.reload();
  await searchApplications(recruiter, name);
  const row = recruiter.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(gwJobId);
  await expect(row).toContainText('in New');
});
