// A page the server sends names the opened page's own files (from the build's page-files.json) on /boot.js's tag, so
// they download beside the app's entry: the route is found as the app's router finds it, shared chunks the entry
// already preloads are not named twice, and signed-in `/` (the role's home, not the board) names none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrg, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import type { PageFiles } from './page-files';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
  </head>
  <body>
    <div id="root"><!--shell--><div>CareLink</div><!--/shell--></div>
  </body>
</html>
`;
const PAGES: PageFiles[] = [
  { path: '/', js: ['/assets/explore-1.js'], css: ['/assets/explore-1.css'] },
  { path: '/explore-jobs', js: ['/assets/explore-1.js'], css: ['/assets/explore-1.css'] },
  { path: '/explore-jobs/:jobId', js: ['/assets/job-1.js', '/assets/shared-1.js'], css: [] },
  { path: '/application/board', js: ['/assets/board-1.js'], css: ['/assets/board-1.css'] },
  { path: '/application/:status', js: ['/assets/list-1.js'], css: [] },
  { path: '/profile', js: ['/assets/profile-1.js', '/assets/zod-1.js'], css: ['/assets/profile-1.css'] },
  { path: '*', js: ['/assets/not-found-1.js'], css: [] },
];

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDir, 'page-files.json'), JSON.stringify(PAGES));
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The page's files named on /boot.js's tag. */
function named(html: string) {
  const tag = /<script src="\/boot\.js"[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) => (new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '').split(' ').filter(Boolean);
  return { found: tag !== '', js: attr('data-page-js'), css: attr('data-page-css'), entry: attr('data-entry') };
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("the opened page's files", () => {
  it.each([
    ['/profile', ['/assets/profile-1.js', '/assets/zod-1.js'], ['/assets/profile-1.css']],
    ['/application/board', ['/assets/board-1.js'], ['/assets/board-1.css']],
    ['/application/new?q=x', ['/assets/list-1.js'], []],
    ['/somewhere/else', ['/assets/not-found-1.js'], []],
  ])('%s names its page', async (url, js, css) => {
    const page = named((await get(url)).body);
    expect(page.found).toBe(true);
    expect(page.entry).toEqual(['/assets/index-abc.js']);
    expect(page.js).toEqual(js);
    expect(page.css).toEqual(css);
  });

  it('the public board and a job page name theirs, without the chunks the entry already preloads', async () => {
    expect(named((await get('/explore-jobs')).body).js).toEqual(['/assets/explore-1.js']);
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    const page = named((await get(`/explore-jobs/${job.id}`)).body);
    expect(page.js).toEqual(['/assets/job-1.js']);
  });

  it('signed in, `/` (the role home) names no page; the board signed in names the board', async () => {
    const worker = injectAs(t.app, await buildWorker(t.app));
    expect(named((await worker.get('/')).body)).toMatchObject({ found: true, js: [], css: [] });
    expect(named((await worker.get('/explore-jobs')).body).js).toEqual(['/assets/explore-1.js']);
  });
});
