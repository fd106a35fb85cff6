// A click on the navigation is never undone by the page being left (src/web/lib/navigate-here.tsx). A navigation is a
// transition: while the next page's code loads, the page being left stays mounted, and a live change re-renders it.
// The application page corrects its address when the application moved to another status; it did so with
// <Navigate replace>, whose move replaced the person's own, so the click on Applications was lost and the page stayed on
// the application (extension.spec and negotiation.spec each failed so once in a whole browser run on a busy machine).
// Here the timing is held, not hoped for: the Applications page's code is held back while the application page's
// refetch after a live move is answered.
import path from 'node:path';
import { pageFilesOf, readManifest } from '../../src/server/modules/public-pages/page-files';
import { expect, test } from './fixtures/test';
import { appliedJobs, moveApplication } from './fixtures/placement';
import { followNav } from './helpers';

/** Resolves after the page has painted and React's effects of that render have run. */
const settled = (page: import('@playwright/test').Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

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
  const manifest = readManifest(path.resolve('dist/web'));
  expect(manifest, 'the web build (npm run build)').not.toBeNull();
  const overviewFiles = new Set(pageFilesOf(manifest!)('/application')!.js);
  expect(overviewFiles.size).toBeGreaterThan(0);
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await recruiter.route(
    (url) => overviewFiles.has(url.pathname),
    async (route) => {
      await codeHeld;
      await route.continue();
    },
  );
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
