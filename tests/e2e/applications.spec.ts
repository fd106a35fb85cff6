// Recruiter and organization pipeline: lists, quick-advance, the Change Status and decision dialogs, copy, assignment.
import type { Page } from '@playwright/test';
import { expect, test } from './roles';

/** Opens the oldest application of a status list (distinct seeded records per test). */
async function openOldest(page: Page, status: string) {
  await page.goto(`/application/${status}`);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Longest in status first' });
  const first = page.getByRole('listitem').first().getByRole('link');
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/application/${status}/[^/]+/[^/]+/[^/?]+$`));
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('recruiter moves a New application through Screening and Submitted, then to Hold with a decision, and copies the email', async ({
  page,
  context,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('recruiter');

  // The overview lists every status with its count.
  for (const s of [
    'New',
    'Screening',
    'Submitted',
    'Offered',
    'Onboarding',
    'Cleared',
    'Working',
    'Done',
    'Rejected',
    'Blocked',
    'Hold',
  ]) {
    // Offered may add how many counter offers wait for the recruiter ("Offered: 7, 1 counter waiting").
    await expect(page.getByRole('link', { name: new RegExp(`^${s}: \\d+(, \\d+ counters? waiting)?$`) })).toBeVisible();
  }
  await page.getByRole('link', { name: /^New: \d+$/ }).click();
  await expect(page).toHaveURL(/\/application\/new$/);
  await expect(page.getByRole('heading', { name: 'New applications' })).toBeVisible();

  await openOldest(page, 'new');
  const applicationId = page.url().split('/').pop()!;
  await expect(page.getByTestId('application-status')).toHaveText('New');

  await page.getByRole('button', { name: 'To Screening' }).click();
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/application/screening/.+/${applicationId}$`));
  await expect(page.getByTestId('application-status')).toHaveText('Screening');

  await page.getByRole('button', { name: 'To Submitted' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/submitted/.+/${applicationId}$`));
  await expect(page.getByTestId('application-status')).toHaveText('Submitted');
  await expect(page.getByRole('button', { name: 'Make offer' })).toBeVisible();

  // Change Status: nothing chosen → the validation message.
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please select a status.')).toBeVisible();

  const choose = async (status: string) => {
    await page.getByRole('button', { name: 'Change Status' }).click();
    await page.getByRole('dialog', { name: 'Change Status' }).getByLabel('New status').selectOption(status);
    await page.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Continue' }).click();
    return page.getByRole('dialog', { name: `Move to ${status}` });
  };
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Submitted → Done: the decision-maker question is hidden.
  let decision = await choose('Done');
  await expect(decision.getByLabel('Reason')).toBeVisible();
  await expect(decision.getByLabel('Who made this decision?')).toHaveCount(0);
  await decision.getByRole('button', { name: 'Cancel' }).click();

  // Submitted → Rejected: asked.
  decision = await choose('Rejected');
  await expect(decision.getByLabel('Who made this decision?')).toHaveValue('Recruiter');
  await decision.getByRole('button', { name: 'Cancel' }).click();

  // Submitted → Hold: asked; choose Facility and send.
  decision = await choose('Hold');
  await decision.getByLabel('Who made this decision?').selectOption('Facility');
  await decision.getByLabel('Reason').fill('Facility paused hiring');
  await decision.getByLabel('Notes').fill('Check again next month');
  await decision.getByRole('button', { name: 'Move to Hold' }).click();
  await expect(toast(page, 'Status updated successfully').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/application/hold/.+/${applicationId}$`));
  await expect(page.getByTestId('application-status')).toHaveText('Hold');
  await expect(page.getByText(/Submitted to Hold .* decided by Facility · Facility paused hiring/)).toBeVisible();

  // Hold shows no quick-advance button.
  await expect(page.getByRole('button', { name: /^To / })).toHaveCount(0);

  // The recruiter sees only the worker card; copying the email puts it on the clipboard.
  await expect(page.getByRole('combobox', { name: 'Assigned recruiter' })).toHaveCount(0);
  const email = (await page.getByTestId('worker-email').textContent())!.trim();
  expect(email).toMatch(/@/);
  await page.getByRole('button', { name: 'Copy email' }).click();
  await expect(toast(page, 'Email copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
});

test('Submitted shows Make offer, which opens the make-offer flow on the same path', async ({ page, signIn }) => {
  await signIn('recruiter');
  await openOldest(page, 'submitted');
  const path = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Make offer' }).click();
  await expect(page).toHaveURL(`${path}?q=make-offer`);
});

test('unknown statuses show the 404 page and a mismatched path redirects to the right one', async ({
  page,
  signIn,
}) => {
  await signIn('recruiter');
  await page.goto('/application/nonsense');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await openOldest(page, 'working');
  const right = new URL(page.url()).pathname;
  const id = right.split('/').pop()!;
  await page.goto(`/application/cleared/someone/GW-0/${id}`);
  await expect(page).toHaveURL(right);
});

test('org@demo.test assigns a recruiter of the organization', async ({ page, signIn }) => {
  await signIn('org');
  await openOldest(page, 'cleared');
  const select = page.getByRole('combobox', { name: 'Assigned recruiter' });
  await expect(select).toBeVisible();
  const current = await select.inputValue();
  await select.click();
  const other = page
    .getByRole('option')
    .filter({ hasNotText: current || '\u0000' })
    .first();
  const label = (await other.textContent())!.trim();
  await other.click();
  await expect(toast(page, 'Recruiter assigned successfully')).toBeVisible();
  await expect(select).toHaveValue(label);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Assigned recruiter' })).toHaveValue(label);
});

test('recruiter opens Worker Documents, uses locked mode and asks the worker about a differing row', async ({
  page,
  signIn,
}) => {
  await signIn('recruiter');
  await openOldest(page, 'screening');
  await page.getByRole('button', { name: 'Worker Documents' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.getByRole('columnheader', { name: 'Job Information' })).toBeVisible();
  await page.getByRole('switch', { name: 'Locked mode' }).click({ force: true });
  await expect(summary.getByRole('columnheader', { name: 'Job Information' })).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Ask Worker' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Locked mode' }).click({ force: true });

  const ask = page.getByRole('button', { name: 'Ask Worker' }).first();
  await expect(ask).toBeVisible();
  await ask.click();
  // A composer prefilled with the row's title; the chat starts when it is sent.
  const composer = page.getByRole('dialog', { name: 'Ask Worker' }).getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveValue(/^About .+: $/);
  await composer.pressSequentially('can you confirm?');
  await composer.press('Enter');
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
});

test('the detail page fits a 390 px wide phone', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('org');
  await openOldest(page, 'onboarding');
  await expect(page.getByRole('button', { name: 'Change Status' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
