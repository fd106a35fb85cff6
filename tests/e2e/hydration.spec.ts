// Issue 43: the public pages the server draws are the app's own components (src/web/entry-server.tsx), and the browser
// hydrates them (main.tsx, hydrateRoot) instead of drawing them again: the nodes the server sent are the ones React
// takes over, no hydration mismatch is reported, and the page answers input once hydrated. On a wide screen and a
// phone's (the job filters differ by width: both are sent, CSS shows one, until the screen is known).
import { expect, test } from '@playwright/test';
import { collectProblems, hydratedInPlace, keepServerPage } from './hydration-checks';

// The service worker registers here as it does for a visitor (the config blocks it elsewhere): a blocked registration
// is itself a warning the page reports.
test.use({ serviceWorkers: 'allow' });

/** A signed-out visitor's 401 for the current user is the expected answer. */
const SIGNED_OUT = [/Failed to load resource: the server responded with a status of 401/];

for (const [name, viewport] of [
  ['wide screen', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`signed out, on a ${name}`, () => {
    test.use({ viewport });

    test('the board the server drew is hydrated in place, without a mismatch, and answers a search', async ({
      page,
    }) => {
      const problems = collectProblems(page, SIGNED_OUT);
      await keepServerPage(page);
      await page.goto('/explore-jobs');
      expect(await hydratedInPlace(page)).toBe(true);
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Nurse');
      const answered = page.waitForResponse((r) => /\/api\/jobs\?(.*&)?q=Nurse/.test(r.url()));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=Nurse/);
      // The search's own answer drawn (the board shows the previous answer until then), and its first job opened.
      const { items } = (await (await answered).json()) as { items: { _id: string }[] };
      const link = page.getByRole('article').first().getByRole('link');
      await expect(link).toHaveAttribute('href', `/explore-jobs/${items[0]!._id}`);
      await link.click();
      await expect(page).toHaveURL(`/explore-jobs/${items[0]!._id}`);
      await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('a job page the server drew is hydrated in place, without a mismatch, and Apply leads to sign-up', async ({
      page,
    }) => {
      await page.goto('/explore-jobs');
      const href = await page.getByRole('article').first().getByRole('link').getAttribute('href');
      const problems = collectProblems(page, SIGNED_OUT);
      await keepServerPage(page);
      await page.goto(href!);
      expect(await hydratedInPlace(page)).toBe(true);
      await page.getByRole('button', { name: 'Apply Now' }).click();
      await expect(page).toHaveURL(`/signup?next=${encodeURIComponent(href!)}`);
      expect(problems).toEqual([]);
    });
  });
}
