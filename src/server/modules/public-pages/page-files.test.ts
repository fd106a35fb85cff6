// A page the server sends names the opened page's own files (from the build's manifest) in a JSON block that the entry
// script reads (src/web/boot.ts), so they download beside the app: the route is found as the app's router finds it,
// shared chunks the app's module brings are not named twice, and signed-in `/` (the role's home, not the board) names none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrg, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { APP_PAGES } from '@/domain/shared';
import type { ViteManifest } from './page-files';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <!--page-head--><title>CareLink</title><!--/page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><!--shell--><div>CareLink</div><!--/shell--></div>
    <!--page-files-->
  </body>
</html>
`;
/** A build's manifest (the shape Vite writes): the entry, shared chunks, and a chunk per page module. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'main.tsx': { file: 'assets/main-1.js', isDynamicEntry: true, imports: ['_shared-1.js'], css: ['assets/main-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  'app/pages/explore-jobs-page.tsx': { file: 'assets/explore-1.js', css: ['assets/explore-1.css'] },
  'app/pages/job-detail-page.tsx': { file: 'assets/job-1.js', imports: ['_shared-1.js'] },
  'app/pages/board-page.tsx': { file: 'assets/board-1.js', css: ['assets/board-1.css'] },
  'app/pages/application-list-page.tsx': { file: 'assets/list-1.js', imports: ['_shared-1.js'] },
  'app/pages/profile-page.tsx': {
    file: 'assets/profile-1.js',
    imports: ['_zod-1.js', '_shared-1.js'],
    css: ['assets/profile-1.css'],
  },
  'components/not-found-page.tsx': { file: 'assets/not-found-1.js' },
};
// Every other page of the table, each a chunk of its own.
for (const page of APP_PAGES) MANIFEST[page.module] ??= { file: `assets/${path.basename(page.module, '.tsx')}.js` };

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The page's files named in its JSON block (read by src/web/boot.ts); none without the block. */
function named(html: string) {
  const block = new JSDOM(html).window.document.getElementById('page-files');
  const files = block ? (JSON.parse(block.textContent ?? '') as { js: string[]; css: string[] }) : { js: [], css: [] };
  return { found: block !== null, ...files };
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
    expect(page.js).toEqual(js);
    expect(page.css).toEqual(css);
  });

  it("the public board and a job page name theirs, without the chunks the app's module brings", async () => {
    expect(named((await get('/explore-jobs')).body).js).toEqual(['/assets/explore-1.js']);
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id);
    const page = named((await get(`/explore-jobs/${job.id}`)).body);
    expect(page.js).toEqual(['/assets/job-1.js']);
  });

  it('signed in, `/` (the role home) names no page; the board signed in names the board', async () => {
    const worker = injectAs(t.app, await buildWorker(t.app));
    expect(named((await worker.get('/')).body)).toEqual({ found: false, js: [], css: [] });
    expect(named((await worker.get('/explore-jobs')).body).js).toEqual(['/assets/explore-1.js']);
  });
});
