// Issue 43: the public pages the server draws are the app's own components (src/web/entry-server.tsx), and the browser
// hydrates them (main.tsx, hydrateRoot) instead of drawing them again: the nodes the server sent are the ones React
// takes over, no hydration mismatch is reported, and the page answers input once hydrated. On a wide screen and a
// phone's (the job filters differ by width: both are sent, CSS shows one, until the screen is known).
// Each test's organization posts the job the visitor searches for and opens (tests/e2e/fixtures, decision 0052): the
// board also lists other tests' jobs, so the search is for this test's mark.
import { expect, test, type People } from './fixtures/test';
import { apiAs, postJobAs } from './fixtures/api';
import { collectProblems, hydratedInPlace, keepServerPage } from './hydration-checks';
import type { PostedJob } from './people';
import type { Page } from '@playwright/test';

// The service worker registers here as it does for a visitor (the config blocks it elsewhere): a blocked registration
// is itself a warning the page reports.
test.use({ serviceWorkers: 'allow' });

/**
 * A signed-out visitor's 401 for the current user is the expected answer once the app asks (the page's own answer, that
 * nobody is signed in, is fresh for a minute); a page the server drew does not ask (checked below).
 */
const SIGNED_OUT = [/Failed to load resource: the server responded with a status of 401/];

/** The requests for the current user the page makes from now on. */
function asksWhoSignedIn(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/me') asked.push(r.url());
  });
  return asked;
}

/** An open job of the test's organization, titled with the test's mark. */
async function ownJob(people: People): Promise<PostedJob> {
  const org = await apiAs(people, 'org');
  try {
    return await postJobAs(org, `Hydration Nurse ${people.mark}`);
  } finally {
    await org.dispose();
  }
}

for (const [name, viewport] of [
  ['wide screen', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`signed out, on a ${name}`, () => {
    test.use({ viewport });

    test('the board the server drew is hydrated in place, without a mismatch, and answers a search', async ({
      page,
      people,
    }) => {
      const job = await ownJob(people);
      const problems = collectProblems(page, SIGNED_OUT);
      const asked = asksWhoSignedIn(page);
      await keepServerPage(page);
      await page.goto('/explore-jobs');
      expect(await hydratedInPlace(page)).toBe(true);
      // The page came with the answer (nobody is signed in): no preload of it, no request for it, no 401.
      expect(asked).toEqual([]);
      const q = people.mark;
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill(q);
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/jobs' && new URL(r.url()).searchParams.get('q') === q,
      );
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${q}`));
      // The search's own answer drawn (the board shows the previous answer until then), and its first job opened: the
      // test's own, the one job with its mark.
      const { items } = (await (await answered).json()) as { items: { _id: string }[] };
      expect(items.map((i) => i._id)).toEqual([job._id]);
      const link = page.getByRole('article').first().getByRole('link');
      await expect(link).toHaveAttribute('href', `/explore-jobs/${items[0]!._id}`);
      await link.click();
      await expect(page).toHaveURL(`/explore-jobs/${items[0]!._id}`);
      await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('a job page the server drew is hydrated in place, without a mismatch, and Apply leads to sign-up', async ({
      page,
      people,
    }) => {
      const job = await ownJob(people);
      // From the board, as before (the service worker registered there), to the test's own job.
      await page.goto('/explore-jobs');
      const href = `/explore-jobs/${job._id}`;
      const problems = collectProblems(page, SIGNED_OUT);
      const asked = asksWhoSignedIn(page);
      await keepServerPage(page);
      await page.goto(href);
      expect(await hydratedInPlace(page)).toBe(true);
      expect(asked).toEqual([]);
      await page.getByRole('button', { name: 'Apply Now' }).click();
      await expect(page).toHaveURL(`/signup?next=${encodeURIComponent(href)}`);
      expect(problems).toEqual([]);
    });
  });
}
