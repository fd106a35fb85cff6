// Issue 32 in the browser: signed-out `/` is the public board with Log in and Sign up; a job page's "←" returns to
// the list it was opened from with its filters and sort (signed out: the page's back link; signed in: the shell's).
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

const LIST = '/explore-jobs?terms=Travel+Contract&sort=highest-pay';

async function openFirstJob(page: Page) {
  await page.goto(LIST);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/explore-jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('signed out, / shows the public board with Log in and Sign up, at its own address', async ({ page }) => {
  await page.goto('/');
  // The board on `/` itself: the server draws it with the app's own components, which the app then hydrates.
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('signed out, the job page links back to the list with its filters kept', async ({ page }) => {
  await openFirstJob(page);
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('signed in, the shell’s back arrow returns to the list with its filters kept', async ({ page }) => {
  await signInByApi(page, 'worker@demo.test', /\/explore-jobs$/);
  await openFirstJob(page);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(LIST);
});
