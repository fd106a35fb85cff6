// The files of each page of the web app beyond its entry (dist/web/page-files.json, written by the build: vite.config.ts,
// pageFiles), found for an address as the app's router finds its page. The pages the server sends name them, so the
// browser fetches the opened page's code beside the app's entry, not once the entry has run (page-body.ts, boot.js).
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutePath } from '@/domain/shared';

export interface PageFiles {
  /** The route's path in the app's page table (src/web/app/page-routes.ts). */
  path: string;
  /** Scripts (module chunks) and style sheets, as absolute URLs. */
  js: string[];
  css: string[];
}

export type PageFilesFor = (pathname: string) => PageFiles | null;

const NONE: PageFilesFor = () => null;

/** The lookup of `webDir`'s build; none without a build (or with one from before the file existed). */
export function loadPageFiles(webDir: string | undefined): PageFilesFor {
  const file = webDir && path.join(webDir, 'page-files.json');
  if (!file || !fs.existsSync(file)) return NONE;
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as PageFiles[];
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const paths = pages.map((p) => p.path);
  return (pathname) => byPath.get(matchRoutePath(paths, pathname) ?? '') ?? null;
}
