// The files of each page of the web app beyond its entry, derived at start-up from the build's own manifest
// (dist/web/.vite/manifest.json: each module's chunk, its static imports and their style sheets) and found for an
// address with React Router's matchRoutes over the domain's page table (APP_PAGES), as the app's router finds its page.
// The pages the server sends name them, so the browser fetches the opened page's code beside the app's entry, not once
// the entry has run (page-document.ts, src/web/boot.ts).
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { APP_PAGES } from '@/domain/shared';

export interface PageFiles {
  /** The route's path in the app's page table (src/domain/shared/pages.ts). */
  path: string;
  /** Scripts (module chunks) and style sheets, as absolute URLs. */
  js: string[];
  css: string[];
}

export type PageFilesFor = (pathname: string) => PageFiles | null;

/** A chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

const NONE: PageFilesFor = () => null;
/** The app's module, imported by the entry (src/web/boot.ts) once the page has painted. */
export const APP_MODULE = 'main.tsx';

/** The module's chunk and every chunk it imports statically, as manifest keys (the first is the module's own). */
function staticClosure(manifest: ViteManifest, key: string): string[] {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`web build manifest: no chunk for ${k}`);
    seen.add(k);
    chunk.imports?.forEach(walk);
  };
  walk(key);
  return [...seen];
}

/**
 * Each page's files beyond those of the entry and of the app's module (main.tsx, which the entry imports: Vite's
 * preloading brings its chunks), from the manifest.
 */
export function pageFilesOf(manifest: ViteManifest): PageFilesFor {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('web build manifest: no entry');
  const withEntry = new Set([
    ...staticClosure(manifest, entry),
    ...(manifest[APP_MODULE] ? staticClosure(manifest, APP_MODULE) : []),
  ]);
  const url = (file: string) => `/${file}`;
  const byPath = new Map(
    APP_PAGES.map((page): [string, PageFiles] => {
      const keys = staticClosure(manifest, page.module).filter((k) => !withEntry.has(k));
      const css = new Set(keys.flatMap((k) => manifest[k]!.css ?? []));
      return [page.path, { path: page.path, js: keys.map((k) => url(manifest[k]!.file)), css: [...css].map(url) }];
    }),
  );
  const routes = APP_PAGES.map((p) => ({ path: p.path }));
  return (pathname) => {
    const path = matchRoutes(routes, pathname)?.at(-1)?.route.path;
    return (path && byPath.get(path)) || null;
  };
}

/** `webDir`'s build manifest; null without one. */
export function readManifest(webDir: string | undefined): ViteManifest | null {
  const file = webDir && path.join(webDir, '.vite', 'manifest.json');
  if (!file || !fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
}

/** The lookup of a build's manifest; none without a build. */
export function loadPageFiles(manifest: ViteManifest | null): PageFilesFor {
  return manifest ? pageFilesOf(manifest) : NONE;
}
