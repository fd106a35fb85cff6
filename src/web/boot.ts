// The first script of every page (index.html's entry): it asks for the app (main.tsx) once the page's first contentful
// paint is reported, so a phone on a slow network paints the server's content (a public page) or the loading shell
// before it downloads the app, and no request of the app competes with that paint. The opened page's own files, which
// the server names in the page from the build's manifest (a JSON block, public-pages/page-document.ts), are fetched
// beside the app's, not once it has run.

interface PageFiles {
  js: string[];
  css: string[];
}

/** The page's files as the server named them; none in the dev server or the offline shell. */
function pageFiles(): PageFiles {
  const block = document.getElementById('page-files');
  return block?.textContent ? (JSON.parse(block.textContent) as PageFiles) : { js: [], css: [] };
}

function link(rel: string, href: string, as?: string) {
  const el = document.createElement('link');
  el.rel = rel;
  el.crossOrigin = '';
  el.href = href;
  if (as) el.as = as;
  document.head.appendChild(el);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const files = pageFiles();
  files.js.forEach((href) => link('modulepreload', href));
  files.css.forEach((href) => link('preload', href, 'style'));
  void import('./main');
}

// Once the browser reports the first contentful paint (Paint Timing): the page's content is on screen before any of the
// app's requests starts. (Queued from the first frame instead, they could start before that frame reached the screen:
// Lighthouse then counted them before the first paint.)
try {
  const paints = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    paints.disconnect();
    setTimeout(start, 0);
  });
  paints.observe({ type: 'paint', buffered: true });
} catch {
  // No Paint Timing: the frame below decides.
}
// At the latest half a second after the first frame (a browser without Paint Timing, or a page with nothing to paint).
requestAnimationFrame(() => setTimeout(start, 500));
