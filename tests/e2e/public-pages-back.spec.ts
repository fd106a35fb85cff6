// Issue 32 in the browser: signed-out `/` is the public board with Log in and Sign up; a job page's "←" returns to
// the list it was opened from with its filters and sort (signed out: the page's back link; signed in: the shell's).
import { expect, test, type Page } from '@playwright/test';
import { appOwnsPage, followNav, signInByApi } from './helpers';

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
  // Whether the card is followed before the app owns the page or after, the arrow leads back to the filtered list.
  await openFirstJob(page);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(LIST);
});

// A card followed before the app runs (the page the server drew is still hydrating) or opened in a new tab loads the job
// as a new document, without the app's router state: the server draws its "←" from the page it was opened from (the
// request's Referer), and the app keeps it (document.referrer). Without scripts, every link is followed that way.
test.describe('a job opened from the list as a new document', () => {
  test.use({ javaScriptEnabled: false });

  test('signed out, its link back keeps the filters', async ({ page, baseURL }) => {
    // (The signed-out board with filters is drawn by the app, so the card is followed from its first answer.)
    const found = (await (await page.request.get(`/api/jobs${new URL(LIST, baseURL).search}`)).json()) as {
      items: { _id: string }[];
    };
    await page.goto(`/explore-jobs/${found.items[0]._id}`, { referer: new URL(LIST, baseURL).href });
    await expect(page.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', LIST);
  });

  test('signed in, the shell’s back arrow keeps the filters', async ({ page }) => {
    await signInByApi(page, 'worker@demo.test', /\/explore-jobs$/);
    await page.goto(LIST);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/explore-jobs\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(LIST);
  });
});

test('signed in, a job opened in a new tab from the list keeps the arrow’s filters once the app owns the page', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(e.message));
  await signInByApi(page, 'worker@demo.test', /\/explore-jobs$/);
  const found = (await (await page.request.get(`/api/jobs${new URL(LIST, baseURL).search}`)).json()) as {
    items: { _id: string }[];
  };
  await page.goto(`/explore-jobs/${found.items[0]._id}`, { referer: new URL(LIST, baseURL).href });
  await appOwnsPage(page);
  // The app reads the same address from document.referrer: hydration keeps the server's link, with no mismatch.
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', LIST);
  // Drawn by the app itself: away to another page and back to this entry.
  const job = page.url();
  await followNav(page, 'Work Journey');
  await expect(page).toHaveURL(/\/work-journey$/);
  await page.goBack();
  await expect(page).toHaveURL(job);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', LIST);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(LIST);
  expect(errors).toEqual([]);
});
