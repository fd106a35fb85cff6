// Issue 32 in the browser: signed-out `/` is the public board with Log in and Sign up; a job page's "←" returns to
// the list it was opened from with its filters and sort (signed out: the page's back link; signed in: the shell's).
// Each test's organization posts the jobs the list shows (tests/e2e/fixtures, decision 0052): two Travel Contract jobs,
// the better paid first by the list's sort; the list is searched for the test's mark, as the board holds other tests'
// jobs too.
import { expect, test, type People } from './fixtures/test';
import { apiAs, postJobAs } from './fixtures/api';
import { appOwnsPage, followNav } from './helpers';
import type { Page } from '@playwright/test';

/** The list a job is opened from: the test's own jobs, Travel Contract, highest pay first. */
const listOf = (people: People) => `/explore-jobs?q=${people.mark}&terms=Travel+Contract&sort=highest-pay`;

/** The test's two open Travel Contract jobs; answers the id of the better paid one (the list's first). */
async function ownJobs(people: People): Promise<string> {
  const org = await apiAs(people, 'org');
  try {
    await postJobAs(org, `Back Nurse ${people.mark}`);
    return (await postJobAs(org, `Back Charge Nurse ${people.mark}`, { pay: { hourly_rate: 60 } }))._id;
  } finally {
    await org.dispose();
  }
}

/** Opens the list and its first card: the test's better paid job. */
async function openFirstJob(page: Page, list: string, first: string) {
  await page.goto(list);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/explore-jobs/${first}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('signed out, / shows the public board with Log in and Sign up, at its own address', async ({ page, people }) => {
  await ownJobs(people);
  await page.goto('/');
  // The board on `/` itself: the server draws it with the app's own components, which the app then hydrates. Newest
  // first: the test's jobs, just posted, are on it.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: people.mark })).toHaveCount(2);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('signed out, the job page links back to the list with its filters kept', async ({ page, people }) => {
  const first = await ownJobs(people);
  const list = listOf(people);
  await openFirstJob(page, list, first);
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(list);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('signed in, the shell’s back arrow returns to the list with its filters kept', async ({ people }) => {
  const first = await ownJobs(people);
  const list = listOf(people);
  const page = await people.open('worker');
  // Whether the card is followed before the app owns the page or after, the arrow leads back to the filtered list.
  await openFirstJob(page, list, first);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(list);
});

// A card followed before the app runs (the page the server drew is still hydrating) or opened in a new tab loads the job
// as a new document, without the app's router state: the server draws its "←" from the page it was opened from (the
// request's Referer), and the app keeps it (document.referrer). Without scripts, every link is followed that way.
test.describe('a job opened from the list as a new document', () => {
  test.use({ javaScriptEnabled: false });

  test('signed out, its link back keeps the filters', async ({ page, baseURL, people }) => {
    const first = await ownJobs(people);
    const list = listOf(people);
    // (The signed-out board with filters is drawn by the app, so the card is followed from its first answer.)
    const found = (await (await page.request.get(`/api/jobs${new URL(list, baseURL).search}`)).json()) as {
      items: { _id: string }[];
    };
    expect(found.items[0]!._id).toBe(first);
    await page.goto(`/explore-jobs/${found.items[0]!._id}`, { referer: new URL(list, baseURL).href });
    await expect(page.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', list);
  });

  test('signed in, the shell’s back arrow keeps the filters', async ({ people }) => {
    const first = await ownJobs(people);
    const list = listOf(people);
    const page = await people.open('worker');
    await page.goto(list);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/explore-jobs/${first}$`));
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(list);
  });
});

test('signed in, a job opened in a new tab from the list keeps the arrow’s filters once the app owns the page', async ({
  baseURL,
  people,
}) => {
  const first = await ownJobs(people);
  const list = listOf(people);
  // A page of the signed-in worker watched from its first load on (her home), as the sign-in's page was.
  const signedIn = await people.open('worker');
  const page = await signedIn.context().newPage();
  await signedIn.close();
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/explore-jobs');
  const found = (await (await page.request.get(`/api/jobs${new URL(list, baseURL).search}`)).json()) as {
    items: { _id: string }[];
  };
  expect(found.items[0]!._id).toBe(first);
  await page.goto(`/explore-jobs/${found.items[0]!._id}`, { referer: new URL(list, baseURL).href });
  await appOwnsPage(page);
  // The app reads the same address from document.referrer: hydration keeps the server's link, with no mismatch.
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', list);
  // Drawn by the app itself: away to another page and back to this entry.
  const job = page.url();
  await followNav(page, 'Work Journey');
  await expect(page).toHaveURL(/\/work-journey$/);
  await page.goBack();
  await expect(page).toHaveURL(job);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', list);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(list);
  expect(errors).toEqual([]);
});
