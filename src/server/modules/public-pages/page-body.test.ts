// The server-rendered content takes the place of the app's loading shell, and the app's assets are asked for after
// the first paint (/boot.js), with the built index.html as Vite and Prettier leave it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellHtml, injectBody } from './page-body';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root">
      <!--shell-->
      <div style="height: 56px">
        CareLink
      </div>
      <!--/shell-->
    </div>
  </body>
</html>`;

describe('injectBody', () => {
  it('puts the content in place of the shell and moves the app scripts to /boot.js', () => {
    const html = injectBody(built, '<main>Jobs</main>');
    expect(html).toContain('<div id="root"><main>Jobs</main></div>');
    expect(html).not.toContain('<!--shell-->');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain(
      '<script src="/boot.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/chunk-1.js"></script>',
    );
  });

  it('finds the root of the source index.html (the shell the build keeps)', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'src/web/index.html'), 'utf8');
    expect(injectBody(source, '<main>Jobs</main>')).toContain('<div id="root"><main>Jobs</main></div>');
  });
});

describe('appShellHtml', () => {
  it('keeps the loading shell and asks for the app scripts after it is painted (/boot.js after the root)', () => {
    const html = appShellHtml(built);
    expect(html).toMatch(/<!--shell-->[\s\S]*CareLink[\s\S]*<!--\/shell-->\s*<\/div><script src="\/boot.js" defer/);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain(
      '<script src="/boot.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/chunk-1.js"></script>',
    );
  });

  it('leaves a page without its shell or without module scripts as it is', () => {
    const noShell = built.replace(/<!--shell-->[\s\S]*<!--\/shell-->/, '');
    expect(appShellHtml(noShell)).toBe(noShell);
    const noScripts = built.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(appShellHtml(noScripts)).toBe(noScripts);
  });
});
