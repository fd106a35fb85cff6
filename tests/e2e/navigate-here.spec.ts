// A click on the navigation is never undone by the page being left (src/web/lib/navigate-here.tsx). A navigation is a
// transition: while the next page's code loads, the page being left stays mounted, and a live change re-renders it.
// The application page corrects its address when the application moved to another status; it did so with
// <Navigate replace>, whose move replaced the person's own, so the click on Applications was lost and the page stayed on
// the application (extension.spec and negotiation.spec each failed so once in a whole browser run on a busy machine).
// Here the timing is held, not hoped for: the Applications page's code is held back while the application page's
// refetch after a live move is answered.
import path from 'node:path';
import { pageFilesOf, readManifest } from '../../src/server/modules/public-pages/page-files';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { appliedJobs, moveApplication } from './fixtures/placement';
import { followNav } from './helpers';
import { postJobAs } from './fixtures/api';

/** Resolves after the page has painted and React's effects of that render have run. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/**
 * Holds back the built files of the page at `pagePath` (told by the build's manifest) until `release()`; `asked`
 * resolves when the browser first requests one of them.
 */
async function holdPageCode(page: Page, pagePath: string) {
  const manifest = readManifest(path.resolve('dist/web'));
  expect(manifest, 'the web build (npm run build)').not.toBeNull();
  const files = new Set(pageFilesOf(manifest!)(pagePath)!.js);
  expect(files.size).toBeGreaterThan(0);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = page.waitForRequest((r) => files.has(new URL(r.url()).pathname));
  asked.catch(() => {}); // a caller that does not wait for it: no unhandled rejection when the page closes
  await page.route(
    (url) => files.has(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return { release, asked };
}

test('a click on Applications is not undone by the application page correcting its address after a live move', async ({
  people,
}) => {
  test.slow();
  const org = await people.open('org');
  const worker = await people.open('worker');
  const recruiter = await people.open('recruiter');
  const [applicationId] = await appliedJobs({ org, recruiter, worker }, 1, 'Nav', people.mark);

  // The recruiter opens the application (New) from its status list.
  await recruiter.goto('/application/new');
  await recruiter.locator(`a[href$="/${applicationId}"]`).first().click();
  await expect(recruiter.getByTestId('application-status')).toHaveText('New');

  // The Applications page's own files wait for `releaseCode`; the application page's next read waits for `releaseRead`.
  const { release: releaseCode } = await holdPageCode(recruiter, '/application');
  let releaseRead!: () => void;
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  const detailPath = `/api/applications/${applicationId}`;
  await recruiter.route(
    (url) => url.pathname === detailPath,
    async (route) => {
      await readHeld;
      await route.continue();
    },
  );

  // The application moves to Screening (another tab of the recruiter's): the open page is told and reads it again.
  const reread = recruiter.waitForRequest((r) => new URL(r.url()).pathname === detailPath);
  await moveApplication(recruiter, { status: 'Screening', applicationId });
  await reread;

  // She clicks Applications while that read is on its way: the address is the Applications page's at once, its code
  // is on its way, and the application page stays on screen meanwhile.
  await followNav(recruiter, 'Applications');
  await expect(recruiter).toHaveURL(/\/application$/);

  // The read arrives: the application page, still drawn, learns that its address names the old status.
  const answered = recruiter.waitForResponse((r) => new URL(r.url()).pathname === detailPath);
  releaseRead();
  await answered;
  await expect(recruiter.getByTestId('application-status')).toBeHidden();
  await settled(recruiter);
  // It does not send her back to the application: the address is still the one she chose.
  await expect(recruiter).toHaveURL(/\/application$/);

  // The code arrives: she is on Applications.
  releaseCode();
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(recruiter).toHaveURL(/\/application$/);
});

// The board sends the search box's words once typing pauses (350 ms). A job opened in that pause, its page's code still
// on its way, was undone when the pause ended: the board, still drawn, wrote its search into the address and took the
// person back to the board (assignment-end.spec failed so once in a whole browser run).
test("a job opened while the board's search box waits to search is not undone by that search", async ({ people }) => {
  test.slow();
  const org = await people.open('org');
  const title = `Held board ${people.mark}`;
  const job = await postJobAs(org.request, title);
  // She searches the board for it from the navigation.
  const worker = await people.open('worker', 390);
  await followNav(worker, 'Explore jobs');
  await worker.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await worker.getByRole('button', { name: 'Search', exact: true }).click();
  const link = worker.getByRole('link', { name: title });
  await expect(link).toBeVisible();

  // The job page's own files wait for `releaseCode`.
  const { release: releaseCode, asked: codeAsked } = await holdPageCode(worker, `/explore-jobs/${job._id}`);

  // She types more words, and opens the job before the pause ends.
  await worker.getByLabel('Search jobs').fill(`${title} austin`);
  await link.click();
  await codeAsked;
  await expect(worker).toHaveURL(new RegExp(`/explore-jobs/${job._id}$`));
  // The pause ends while the job page's code is held: the page's timer of 1 s fires after the box's of 350 ms.
  await worker.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  await settled(worker);
  releaseCode();
  await expect(worker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(worker).toHaveURL(new RegExp(`/explore-jobs/${job._id}$`));
});
