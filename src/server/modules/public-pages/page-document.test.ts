// The page the server sends is the built index.html with its placeholders filled: the page's head tags in place of the
// generic title and description, the app's style sheets (from the manifest) in the head, a public page's content in
// place of the loading shell, and the opened page's files as a JSON block for the entry script (src/web/boot.ts).
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
  });

  it("puts a public page's content in place of the shell, its head tags in place of the generic ones, and its files", () => {
    const html = page({
      head: { title: 'Nurse & co', description: 'd', canonical: 'https://x/' },
      body: '<main>Jobs</main>',
      files: { path: '/explore-jobs', js: ['/assets/explore-1.js'], css: ['/assets/explore-1.css'] },
    });
    expect(html).toMatch(/<div id="root">\s*<main>Jobs<\/main>\s*<\/div>/);
    expect(html).not.toContain('<!--shell-->');
    expect(html).not.toContain('<title>CareLink</title>');
    expect(html).toContain('<title>Nurse &#38; co</title>');
    expect(html).toContain(
      '<script type="application/json" id="page-files">{"js":["/assets/explore-1.js"],"css":["/assets/explore-1.css"]}</script>',
    );
  });

  it('reads the placeholders of the source index.html (the build keeps them)', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'src/web/index.html'), 'utf8');
    expect(pageDocument(source, null)({ body: '<main>Jobs</main>' })).toMatch(/<div id="root">\s*<main>Jobs<\/main>/);
  });

  it('refuses a template without its placeholders', () => {
    expect(() => pageDocument(built.replace('<!--page-files-->', ''), manifest)).toThrow('<!--page-files-->');
  });
});
