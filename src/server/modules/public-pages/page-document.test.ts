// The page the server sends is the built index.html with its placeholders filled: the page's head tags in place of the
// generic title and description, the app's style sheets (from the manifest) in the head, a public page's markup (the
// app's components rendered on the server) in place of the loading shell with its query cache for the hydration, and the
// opened page's files as a JSON block for the entry script (src/web/boot.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';
import type { ViteManifest } from './page-files';

const built = `<!doctype html>
<html lang="en">
  <head>
    <!--page-head-->
    <title>CareLink</title>
    <!--/page-head-->
    <script type="module" crossorigin src="/assets/boot-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <!--shell-->
      <div style="height: 56px">
        CareLink
      </div>
      <!--/shell-->
    </div>
    <!--page-files-->
  </body>
</html>`;
const manifest: ViteManifest = {
  'index.html': { file: 'assets/boot-abc.js', isEntry: true },
  'main.tsx': { file: 'assets/main-1.js', imports: ['_chunk-1.js'], css: ['assets/main-1.css'] },
  '_chunk-1.js': { file: 'assets/chunk-1.js', css: ['assets/chunk-1.css'] },
};
const page = pageDocument(built, manifest);

describe('the page document', () => {
  it('without content: the generic head, the app style sheets, the loading shell, no page files', () => {
    const html = page();
    expect(html).toContain('<title>CareLink</title>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/chunk-1.css" />');
    expect(html).toContain('<!--shell-->');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-abc.js"></script>');
    expect(html).not.toContain('id="page-files"');
    expect(html).not.toContain('id="page-state"');
    // The loading shell paints at once: nothing holds the first paint.
    expect(html).not.toContain('rel="expect"');
  });

  it("puts a public page's markup in place of the shell, its cache, its head tags and its files", () => {
    const html = page({
      head: { title: 'Nurse & co', description: 'd', canonical: 'https://x/' },
      app: {
        html: '<main>Jobs</main>',
        state: { queries: [{ queryKey: ['jobs'], data: '</script>' }] },
        withPerson: true,
      },
      files: { path: '/explore-jobs', js: ['/assets/explore-1.js'], css: ['/assets/explore-1.css'] },
    });
    // Exactly the markup in the root, as hydration expects (no white space around it).
    expect(html).toContain('<div id="root"><main>Jobs</main></div>');
    // The page's own style sheet in the head, so the drawn page does not move when the app's files arrive.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/explore-1.css" />',
    );
    // The cache as JSON no text of which can close its script.
    expect(html).toContain(
      '<script type="application/json" id="page-state">{"queries":[{"queryKey":["jobs"],"data":"\\u003c/script\\u003e"}]}</script>',
    );
    // No paint before the drawn page is parsed whole (up to its cache, which follows it): a part painted while the rest
    // is on its way would move when the rest comes.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#page-state" blocking="render" />');
    expect(html.indexOf('id="page-state"')).toBeGreaterThan(html.indexOf('<main>Jobs</main>'));
    expect(html).not.toContain('<!--shell-->');
    expect(html).not.toContain('<title>CareLink</title>');
    expect(html).toContain('<title>Nurse &#38; co</title>');
    expect(html).toContain(
      '<script type="application/json" id="page-files">{"js":["/assets/explore-1.js"],"css":["/assets/explore-1.css"]}</script>',
    );
  });

  it('reads the placeholders of the source index.html (the build keeps them)', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'src/web/index.html'), 'utf8');
    expect(pageDocument(source, null)({ app: { html: '<main>Jobs</main>', state: {}, withPerson: true } })).toContain(
      '<div id="root"><main>Jobs</main></div>',
    );
  });

  it('preloads the person for a page the app draws, not for one drawn with the person in its cache', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'src/web/index.html'), 'utf8');
    const compose = pageDocument(source, null);
    const preload = '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin />';
    // The loading shell: the app asks who the person is, and the preload starts it beside the scripts.
    expect(compose()).toContain(preload);
    // Drawn with the person (signed in, or known signed out): nobody reads the preload; signed out, it is a 401.
    const drawn = compose({ app: { html: '<main>Jobs</main>', state: {}, withPerson: true } });
    expect(drawn).not.toContain('/api/auth/me');
    expect(drawn).toContain('<link rel="manifest"');
    // Drawn without the person in its cache: the app still asks, so the preload stays.
    expect(compose({ app: { html: '<main>Jobs</main>', state: {}, withPerson: false } })).toContain(preload);
  });

  it('refuses a template without its placeholders', () => {
    expect(() => pageDocument(built.replace('<!--page-files-->', ''), manifest)).toThrow('<!--page-files-->');
  });
});
