// The notification centre (issue 22), played with two browser contexts and a second tab, only by clicking from the
// navigation: the worker (on a phone) applies, the recruiter makes an offer, the worker's bell count rises on both
// tabs without a reload, survives a reload, and reading the item on one tab clears the count on the other.
// The test makes its own organization (which posts the job the worker applies to by clicking), recruiter and worker
// (tests/e2e/fixtures, decision 0052).
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared';
import { expect, test } from './fixtures/test';
import { jobInput, searchApplications, serverDay } from './fixtures/placement';
import { appOwnsPage, applyByClicking, followNav } from './helpers';
import { post } from './people';

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread ? MESSAGES.notifications.bellUnread(unread) : MESSAGES.notifications.bell,
    exact: true,
  });

test('the recruiter makes an offer: the worker’s bell rises live on two tabs, and reading it on one clears both', async ({
  people,
}) => {
  test.slow();
  // The organization posts the job the worker will find on Explore jobs (a new worker has nothing unread).
  const org = await people.open('org', 1280);
  const day = await serverDay(org);
  await post(
    org,
    '/api/org/jobs',
    jobInput((await people.account('recruiter')).id, {
      title: `Notifications ICU ${people.mark}`,
      start: day(30),
      end: day(121),
      location: { state: 'TX', city: 'Austin', facility: `Notifications General ${people.mark}` },
    }),
  );
  const worker = await people.open('worker', 390);
  const recruiter = await people.open('recruiter', 1280);

  const { applicationId, gwJobId } = await applyByClicking(worker, people.organizationName);
  // A second tab of the worker, on the work journey.
  const second = await worker.context().newPage();
  await second.goto('/');
  await followNav(second, 'Work journey');
  await expect(bell(worker, 0)).toBeVisible();
  await expect(bell(second, 0)).toBeVisible();

  // Recruiter: Applications → New → the application → Change Status → Offered → Send Offer.
  await followNav(recruiter, 'Applications');
  await recruiter.getByRole('link', { name: /^New: \d+/ }).click();
  await searchApplications(recruiter, gwJobId);
  await recruiter.locator(`a[href$="/${applicationId}"]`).first().click();
  await recruiter.getByRole('button', { name: 'Change Status' }).click();
  const statusDialog = recruiter.getByRole('dialog', { name: 'Change Status' });
  await statusDialog.getByLabel('New status').selectOption('Offered');
  await statusDialog.getByRole('button', { name: 'Continue' }).click();
  const form = recruiter.getByRole('form', { name: 'Offer form' });
  await form.getByRole('textbox', { name: 'Taxable hourly rate' }).fill('50');
  await form.getByRole('button', { name: 'Send Offer' }).click();
  await expect(recruiter).toHaveURL(/\/application\/offered$/);

  // Both worker tabs: the count rises without a reload (the live socket), in the phone header.
  await expect(bell(worker, 1)).toBeVisible();
  await expect(bell(second, 1)).toBeVisible();
  // Stored: a reload still shows it.
  await second.reload();
  await expect(bell(second, 1)).toBeVisible();

  // Tab one: the bell → the offer item → the offer in the work journey; the item is read.
  await bell(worker, 1).click();
  const panel = worker.getByRole('dialog', { name: MESSAGES.notifications.title });
  const item = panel.getByRole('link').filter({ hasText: gwJobId });
  await expect(item).toContainText('made you an offer');
  await item.click();
  await expect(worker).toHaveURL(new RegExp(`/work-journey/offered/${applicationId}$`));
  await expect(bell(worker, 0)).toBeVisible();
  // Tab two clears too, without a reload.
  await expect(bell(second, 0)).toBeVisible();

  // The notifications page, from the bell: the item is there, read; Escape closed nothing else.
  await bell(second, 0).click();
  await second.getByRole('link', { name: MESSAGES.notifications.seeAll }).click();
  await expect(second).toHaveURL(/\/notifications$/);
  await expect(second.getByRole('heading', { name: MESSAGES.notifications.title, level: 1 })).toBeVisible();
  await expect(second.getByTestId('notification-item').filter({ hasText: gwJobId }).first()).toBeVisible();
  await expect(second.getByRole('switch', { name: MESSAGES.notifications.kinds.offer })).toBeChecked();
});

test('the bell panel is a keyboard dialog: Escape closes it and focus returns to the bell', async ({ people }) => {
  const page = await people.open('recruiter', 1280);
  const button = bell(page, 0).or(page.getByRole('button', { name: /^Notifications, \d+ unread$/ }));
  await appOwnsPage(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: MESSAGES.notifications.title });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  // Escape straight after opening (before the focus trap has moved focus into the panel) closes it too.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await button.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});
