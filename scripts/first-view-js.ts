// First-view JavaScript (and CSS) per main page, read from a build's own manifest (dist/web/.vite/manifest.json): the
// entry's static imports (with the app's module main.tsx, when the entry imports it) plus the page module's static imports, each file counted once, raw and compressed (gzip 9,
// Brotli 11, computed here, whatever the build wrote beside them). Static, so before/after compare exactly.
//
//   npx vite build && npx tsx scripts/first-view-js.ts [dist/web] [--json out.json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'string' } },
});
const webDir = positionals[0] ?? 'dist/web';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The main pages (scripts/bench-lib.ts mainPages) and the module each opens (src/web/app/page-routes). */
const PAGES: [string, string][] = [
  ['/explore-jobs (board, public or worker)', 'app/pages/explore-jobs-page.tsx'],
  ['/explore-jobs/:jobId (job page)', 'app/pages/job-detail-page.tsx'],
  ['/work-journey', 'app/pages/work-journey-page.tsx'],
  ['/profile', 'app/pages/profile-page.tsx'],
  ['/work-journey/:status/:applicationId (journey job)', 'app/pages/journey-job-page.tsx'],
  ['/assignments/:applicationId (hours and pay)', 'features/timesheets/pages/assignment-page.tsx'],
  ['/assignments/:applicationId/statement/:weekStart', 'app/pages/pay-statement-page.tsx'],
  ['/application/:status/:workerId/:gwJobId/:applicationId', 'app/pages/application-detail-page.tsx'],
  ['/messages', 'features/messages/pages/messages-page.tsx'],
  ['/application/:status (list)', 'app/pages/application-list-page.tsx'],
  ['/application/board', 'app/pages/board-page.tsx'],
  ['/dashboard', 'features/dashboard/pages/dashboard-page.tsx'],
  ['/login', 'features/auth/pages/login-page.tsx'],
];

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
// The app's module, when the entry (src/web/boot.ts) imports it after the first paint: part of every first view.
const entryKeys = manifest['main.tsx'] ? [entryKey, 'main.tsx'] : [entryKey];

/** The files a module needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return { js, css };
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let s = sizes.get(file);
  if (!s) {
    const data = fs.readFileSync(path.join(webDir, file));
    s = {
      raw: data.length,
      gzip: zlib.gzipSync(data, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, s);
  }
  return s;
}
const total = (files: Iterable<string>) => {
  const t = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizeOf(f);
    t.files++;
    t.raw += s.raw;
    t.gzip += s.gzip;
    t.brotli += s.brotli;
  }
  return t;
};

const rows = [
  { page: '(entry alone)', ...closure(entryKeys) },
  ...PAGES.map(([page, module]) => ({ page, ...closure([...entryKeys, module]) })),
].map(({ page, js, css }) => ({ page, js: total(js), css: total(css) }));

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log(`first-view JS per page (${webDir}); KB raw / gzip / brotli, and CSS brotli`);
for (const r of rows)
  console.log(
    `${r.page.padEnd(42)} js ${String(r.js.files).padStart(2)} files ${kb(r.js.raw)} ${kb(r.js.gzip)} ${kb(r.js.brotli)}   css ${String(r.css.files).padStart(2)} files ${kb(r.css.brotli)}`,
  );
if (args.json) fs.writeFileSync(args.json, JSON.stringify(rows, null, 2));
