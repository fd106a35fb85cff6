// The web app's own page renderer on the server: src/web/entry-server.tsx, built by `vite build --ssr` into
// dist/ssr/entry-server.js (the same route modules and components the browser runs; the server does not import web code
// at its own build). The server loads it by its path: the SSR build in production, the source under Vitest (which
// compiles it as Vite does). The public pages hand it the answers of their reads (routes.ts) and put its markup and
// query cache into the page (page-document.ts); the browser hydrates them (src/web/main.tsx).
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderServerPage } from '@/domain/shared';

/** The renderer of the module at `entry`, imported at its first use (then kept); null when there is no such file. */
export function pageRendererAt(entry: string | undefined): RenderServerPage | null {
  if (!entry || !fs.existsSync(entry)) return null;
  let loaded: Promise<RenderServerPage> | undefined;
  return async (input, send) => {
    loaded ??= import(pathToFileURL(entry).href).then((m: { renderPage: RenderServerPage }) => m.renderPage);
    // The answers as the browser gets them from the API (JSON: dates as strings, no undefined), so the server draws
    // what the browser's hydration draws from the same cache.
    return (await loaded)(JSON.parse(JSON.stringify(input)) as typeof input, send);
  };
}
