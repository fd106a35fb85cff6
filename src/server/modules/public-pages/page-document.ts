// The HTML page the server sends for every address of the web app, composed from the built index.html's parts and the
// build's manifest: index.html marks its parts with explicit placeholders (<!--page-head-->…<!--/page-head-->, the
// loading <!--shell-->…<!--/shell--> inside the root, <!--page-files-->, and optionally the preload of the person
// <!--me-preload-->…<!--/me-preload-->), found once at start-up by their exact text.
// Each page gets its own head tags (head-tags.ts) and the app's style sheets (the manifest's CSS of main.tsx, so the
// page is styled at its first paint), a public page's markup in place of the loading shell with its query cache as a
// JSON block (the web app's own components rendered on the server: render.ts, src/web/entry-server.tsx; the browser
// hydrates them), and the opened page's own files as a JSON block that the entry script (src/web/boot.ts) reads once the
// page has painted.
import { headTags, jsonForScript, escapeHtml, type PageHead } from './head-tags';
import type { ServerPage } from '@/domain/shared';
import { APP_MODULE, type PageFiles, type ViteManifest } from './page-files';
/** The drawn page's query cache, a JSON block right after the root (read by the web app's boot). */
const PAGE_STATE_ID = 'page-state';
const PLACEHOLDERS = ['<!--page-head-->', '<!--/page-head-->', '<!--shell-->', '<!--/shell-->', '<!--page-files-->'];
/** index.html's preload of GET /api/auth/me, before the page's head: for a page the app draws itself. */
const ME_PRELOAD = ['<!--me-preload-->', '<!--/me-preload-->'] as const;

/**
 * The template's head before the page's own, with and without the preload of the person. A page drawn with the person
 * in its query cache (signed in, or known to be signed out) does not ask who it is: the preload would be a request
 * nobody reads (a 401 in the console of every signed-out visitor, and Chromium's "preloaded but not used" warning).
 */
function headStart(beforeHead: string): { withPreload: string; withoutPreload: string } {
  const [open, close] = ME_PRELOAD.map((p) => beforeHead.indexOf(p)) as [number, number];
  if (open < 0 && close < 0) return { withPreload: beforeHead, withoutPreload: beforeHead };
  if (open < 0 || close < open) throw new Error(`index.html: placeholders ${ME_PRELOAD.join(' … ')} out of order`);
  const after = beforeHead.slice(close + ME_PRELOAD[1].length);
  return { withPreload: beforeHead, withoutPreload: beforeHead.slice(0, open).trimEnd() + after };
}

export interface PageContent {
  /** The page's own head tags; the template's generic title and description without. */
  head?: PageHead;
  /** The app's markup drawn by the server in place of the loading shell, and its query cache (render.ts). */
  app?: ServerPage | null;
  /** The opened page's own files (page-files.ts). */
  files?: PageFiles | null;
}

export type PageDocument = (content?: PageContent) => string;

/** The app's style sheets: main.tsx's and those of the chunks it imports, from the manifest. */
function appStyleSheets(manifest: ViteManifest | null): string[] {
  if (!manifest?.[APP_MODULE]) return [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.css?.forEach((f) => css.add(`/${f}`));
    manifest[key]?.imports?.forEach(walk);
  };
  walk(APP_MODULE);
  return [...css];
}

/** The page composer of a built index.html; throws if a placeholder is missing (a build that changed its template). */
export function pageDocument(indexHtml: string, manifest: ViteManifest | null): PageDocument {
  const at = PLACEHOLDERS.map((p) => indexHtml.indexOf(p));
  const missing = PLACEHOLDERS.filter((_, i) => at[i]! < 0 || (i > 0 && at[i]! < at[i - 1]!));
  if (missing.length > 0) throw new Error(`index.html: placeholder ${missing.join(', ')} missing or out of order`);
  const [headAt, headEnd, shellStart, shellEnd, filesAt] = at as [number, number, number, number, number];
  const { withPreload, withoutPreload } = headStart(indexHtml.slice(0, headAt));
  const genericHead = indexHtml.slice(headAt + PLACEHOLDERS[0]!.length, headEnd).trim();
  const afterHead = indexHtml.slice(headEnd + PLACEHOLDERS[1]!.length, shellStart);
  const shell = indexHtml.slice(shellStart, shellEnd + PLACEHOLDERS[3]!.length);
  const afterShell = indexHtml.slice(shellEnd + PLACEHOLDERS[3]!.length, filesAt);
  const end = indexHtml.slice(filesAt + PLACEHOLDERS[4]!.length);
  const styles = appStyleSheets(manifest)
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)
    .join('\n    ');

  return ({ head, app, files } = {}) => {
    const pageHead = head ? headTags(head) : genericHead;
    const pageFiles = files
      ? `<script type="application/json" id="page-files">${jsonForScript({ js: files.js, css: files.css })}</script>`
      : '';
    const beforeHead = app?.withPerson ? withoutPreload : withPreload;
    const styled = `${beforeHead}${pageHead}${styles ? `\n    ${styles}` : ''}`;
    if (!app) return `${styled}${afterHead}${shell}${afterShell}${pageFiles}${end}`;
    // A page the server draws is styled at its first paint: its own style sheets too (a few hundred bytes), or its
    // content would move when they arrive with the app.
    const pageStyles = (files?.css ?? [])
      .map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)
      .join('');
    // Nothing is painted until the whole drawn page has been parsed (the page-state block follows it): the browser may
    // otherwise paint a part of the document while the rest is on its way, and what arrives next moves what it painted
    // (a table's columns re-spread when its widest row comes, a row's last fields pushing the first ones aside; a layout
    // shift, seen in signed-in-first-view.spec). The HTML standard's render-blocking `expect` link; a browser without it
    // paints as before.
    const wholePage = `\n    <link rel="expect" href="#${PAGE_STATE_ID}" blocking="render" />`;
    // The root holds the app's markup and nothing else (no white space around it), as hydration expects.
    const state = `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(app.state)}</script>`;
    return `${styled}${pageStyles}${wholePage}${afterHead.trimEnd()}${app.html}${afterShell.trimStart()}${state}${pageFiles}${end}`;
  };
}
