// Worker job flow: search and filter the board, open a job, compare, read more, apply, thank-you, already applied;
// the unverified banner, the requiredToApply mismatch message and the pharmacy-only NABP row.
import type { Page } from '@playwright/test';
import { expect, test } from './roles';
import { login, signInByApi } from './helpers';
import { MESSAGES } from '../../src/domain/shared/messages';

// Seeded jobs (src/server/db/seed.ts): GW-100005 is a Sunrise job with a long description; GW-100015 a Harbor
// Pharmacy Group job (pharmacy, requiredToApply: profession, nabp_id); GW-100016 a Summit Care Partners job
// (Licensed Practical Nurse, requiredToApply: profession, certifications, professional_licensure).
const LONG_DESCRIPTION_JOB = 'GW-100005';
const HARBOR_JOB = 'GW-100015';
const SUMMIT_JOB = 'GW-100016';

const row = (page: Page, title: string) => page.getByRole('rowgroup', { name: title, exact: true });

test('the worker searches and filters jobs; the URL keeps the filters and Back restores them', async ({
  page,
  signIn,
}) => {
  await signIn('worker');
  await expect(page.getByRole('heading', { name: 'Explore jobs' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByLabel('Search jobs').fill('registered nurse');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=registered\+nurse/);
  await page.getByLabel('State').selectOption('GA');
  await expect(page).toHaveURL(/state=GA/);
  const cards = page.getByRole('article');
  // The list refreshes after the URL changes: wait until every card shown is a GA job.
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(', GA'));
    })
    .toBe(true);
  await expect(cards.first()).toContainText(/\d+% match/);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/explore-jobs\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(/state=GA/);
  await expect(page.getByLabel('State')).toHaveValue('GA');
  await expect(page.getByLabel('Search jobs')).toHaveValue('registered nurse');

  // A search that matches nothing says so and shows the nearest open jobs instead (issue 42, item 13).
  await page.getByLabel('Search jobs').fill('zzzznotajobzzzz');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MESSAGES.searchRelaxedAll('zzzznotajobzzzz'))).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the worker opens a job, sees its comparison rows and expands Read More', async ({ page, signIn }) => {
  await signIn('worker');
  await page.goto(`/explore-jobs/${LONG_DESCRIPTION_JOB}`);
  await expect(page.getByText(`Job ID: ${LONG_DESCRIPTION_JOB}`)).toBeVisible();
  await expect(page.getByText('Employer Name')).toBeVisible();
  await expect(page.getByText('Sunrise Health').first()).toBeVisible();
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat Now' })).toBeVisible();

  // Summary is open; its headings and the worker's rows with their state in words.
  const summary = page.getByRole('table', { name: 'Summary comparison' });
  await expect(summary.getByRole('columnheader', { name: 'Job Information' })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'Worker Information' })).toBeVisible();
  await expect(row(page, 'Profession')).toContainText('Registered Nurse');
  await expect(row(page, 'Profession')).toContainText('Match');
  await expect(page.getByRole('table', { name: 'Shift comparison' })).toBeHidden();
  await page.getByRole('button', { name: /^Shift/ }).click();
  await expect(page.getByRole('table', { name: 'Shift comparison' })).toBeVisible();

  // The description is clamped: Read More expands it and Show Less collapses it again.
  await page.getByRole('button', { name: 'Read More' }).click();
  await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(page.getByRole('button', { name: 'Read More' })).toBeVisible();

  // At phone width nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the filters wait in a drawer and show as chips: the first job card is on the first screen', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('worker');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // Ten filter controls pushed it to y≈665 (its lower half below the fold); now only the search box and a Filters
  // button come before it, and the whole card is on the first screen.
  const box = (await firstCard.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  await expect(page.getByLabel('State')).toHaveCount(0);

  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('State').selectOption('GA');
  await drawer.getByLabel('Sort by').selectOption('highest-pay');
  await expect(page).toHaveURL(/state=GA/);
  await expect(page).toHaveURL(/sort=highest-pay/);
  // Escape closes the drawer and gives focus back to the button that opened it (now counting two filters).
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const filtersWithCount = page.getByRole('button', { name: 'Filters (2)', exact: true });
  await expect(filtersWithCount).toBeFocused();
  await expect
    .poll(async () => {
      const texts = await page.getByRole('article').allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(', GA'));
    })
    .toBe(true);

  // Each active filter is a chip that removes it; the URL follows.
  await page.getByRole('button', { name: 'Remove filter State: Georgia' }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(page).toHaveURL(/sort=highest-pay/);
  await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Remove filter Sort by: Highest pay' }).click();
  await expect(page).toHaveURL(/\/explore-jobs$/);
  await expect(filters).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the worker applies, lands on the thank-you page, and then sees Already Applied', async ({ page, signIn }) => {
  await signIn('worker');
  // A Sunrise job (no requiredToApply) this worker has not applied to yet.
  let jobUrl = '';
  for (let n = 7; n <= 12 && !jobUrl; n++) {
    await page.goto(`/explore-jobs/GW-1000${String(n).padStart(2, '0')}`);
    const button = page.getByRole('button', { name: /^(Apply Now|Already Applied)$/ });
    await expect(button).toBeVisible();
    if ((await button.textContent()) === 'Apply Now') jobUrl = page.url();
  }
  expect(jobUrl).not.toBe('');
  const consent = page.getByRole('radio', { name: 'Yes' });
  if (await page.getByText('Are you 100% sure you will accept this offer?').isVisible()) await consent.check();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/explore-jobs\/thanks-for-applying\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Thanks for applying!' })).toBeVisible();
  await expect(page.getByText('What happens next')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my work journey' })).toHaveAttribute('href', '/work-journey');

  await page.goto(jobUrl);
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
});

test('an unverified worker sees the verification banner at the top and may press Apply', async ({ page, signIn }) => {
  await signIn('unverified');
  await page.goto(`/explore-jobs/${LONG_DESCRIPTION_JOB}`);
  await expect(
    page.getByText(
      'We sent a verification link to unverified@demo.test. Your application will be sent on once you verify your email.',
    ),
  ).toBeVisible();
  // Spec section 5: pressing Apply holds the application until verification (tests/e2e/withdraw-and-verify.spec.ts).
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  await page.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(page.getByText('We sent a new verification link.')).toBeVisible();
  // The incomplete profile shows the bonus banner with its Edit Profile link.
  await expect(page.getByText("Looks like you don't want a complete bonus!")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
});

test('a job of an organization with requiredToApply shows the mismatch message with clickable titles', async ({
  page,
  signIn,
}) => {
  await signIn('worker');
  await page.goto(`/explore-jobs/${SUMMIT_JOB}`);
  await expect(page.getByText('This organization requires these fields to match before applying:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  const profession = page.getByRole('link', { name: 'Profession', exact: true });
  await expect(profession).toHaveAttribute('href', '/profile?edit=profession');
  await profession.click();
  await expect(page).toHaveURL(/\/profile\?edit=profession$/);
});

test('the pharmacist sees the NABP row and the nurse does not', async ({ page }) => {
  await signInByApi(page, 'pharmacist@demo.test', /\/explore-jobs$/);
  await page.goto(`/explore-jobs/${HARBOR_JOB}`);
  await page.getByRole('button', { name: /^Professional Background and Documents/ }).click();
  await expect(row(page, 'NABP e-Profile ID')).toBeVisible();
  await expect(row(page, 'NABP e-Profile ID')).toContainText('Match');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await login(page, 'worker@demo.test', /\/explore-jobs$/);
  await page.goto(`/explore-jobs/${HARBOR_JOB}`);
  await page.getByRole('button', { name: /^Professional Background and Documents/ }).click();
  await expect(row(page, 'Years of experience')).toBeVisible();
  await expect(row(page, 'NABP e-Profile ID')).toHaveCount(0);
});
