// Where a first view's main-thread time goes, measured in a real browser: each page is opened cold (new context,
// 4× CPU slowdown as Lighthouse's mobile run) while Chromium's sampling profiler runs; the samples' self time is
// summed per source file (through the build's source maps when `vite build --sourcemap` wrote them) and the page's
// long tasks (> 50 ms) are listed with their total. Load-independent enough to compare before/after on a busy machine
// (a sample's self time is CPU the page spent, not time it waited).
//
//   npx vite build --sourcemap && npx tsx scripts/build-server.ts   (or npm run build: then minified names only)
//   DATABASE_URL=postgres://… npx tsx scripts/profile-first-view.ts [--only label,…] [--runs 3] [--top 25]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browsers';
import { mainPages, startServer } from './bench-lib';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    top: { type: 'string', default: '25' },
    json: { type: 'string' },
    // Library time charged to the nearest of our own files above it (zod ← src/domain/…/x-schema.ts).
    callers: { type: 'boolean', default: false },
    // Self time per function (source file:line, and the name the source map gives) instead of per file.
    functions: { type: 'boolean', default: false },
    // Each stretch of busy samples over 50 ms (a long task, near enough) with its heaviest frames of our own code.
    tasks: { type: 'boolean', default: false },
  },
});

const server = await startServer();
const { base } = server;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const callers = args.callers;
const maps = new Map<string, SourceMapConsumer | null>();
function sourceOf(url: string, line: number, column: number): string {
  if (!url) return '(program/idle/gc)';
  const file = url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  if (!file.startsWith('/assets/')) return file;
  if (!maps.has(file)) {
    const mapFile = path.join('dist/web', `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as never) : null,
    );
  }
  const map = maps.get(file);
  if (!map) return file;
  const pos = map.originalPositionFor({ line: line + 1, column });
  if (!pos.source) return file;
  if (args.functions) return `${pos.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '')}:${pos.line}`;
  return pos.source
    .replace(/^(\.\.\/)+/, '')
    .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1')
    .replace(/^src\//, 'src/');
}

interface PageResult {
  label: string;
  scriptMs: number;
  bySource: Map<string, number>;
  longTasks: number[];
  tbtMs: number;
  jsBytes: number;
  fcpMs: number;
}

async function profilePage(label: string, url: string, cookie: string): Promise<PageResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: cookie ? { cookie } : {},
    });
    await context.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[]; __fcp: number };
      w.__longTasks = [];
      w.__fcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    let jsBytes = 0;
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        void res
          .body()
          .then((b) => (jsBytes += b.length))
          .catch(() => {});
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(new URL(url, base).href, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Quiet for a while: whatever the page deferred has run.
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const { longTasks, fcp } = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[]; __fcp: number };
      return { longTasks: w.__longTasks, fcp: w.__fcp };
    });
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const frameSource = (n: ProfileNode) => sourceOf(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber);
    /** The nearest frame of our own code (src/…) above a sample: who asked a library for that time. */
    const ownCaller = (id: number): string => {
      for (let cur = parent.get(id); cur !== undefined; cur = parent.get(cur)) {
        const src = frameSource(byId.get(cur)!);
        if (src.startsWith('src/')) return src;
      }
      return '–';
    };
    const bySource = new Map<string, number>();
    let scriptMs = 0;
    profile.samples.forEach((id, i) => {
      const node = byId.get(id)!;
      const f = node.callFrame;
      if (['(idle)', '(program)', '(garbage collector)', '(root)'].includes(f.functionName)) {
        if (f.functionName === '(garbage collector)') bySource.set('(gc)', (bySource.get('(gc)') ?? 0) + 0);
        return;
      }
      const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
      const leaf = args.functions
        ? `${sourceOf(f.url, f.lineNumber, f.columnNumber)} ${f.functionName}`
        : sourceOf(f.url, f.lineNumber, f.columnNumber);
      const src = callers && !leaf.startsWith('src/') ? `${leaf} ← ${ownCaller(id)}` : leaf;
      bySource.set(src, (bySource.get(src) ?? 0) + ms);
      scriptMs += ms;
    });
    if (args.tasks) {
      // Busy stretches: samples of script, layout or paint with no idle sample between them.
      // With --functions, React's phase of each sample (react-dom 19.3's lines): a render in one go, one in slices, a commit.
      const phases: Record<string, string> = { 12522: 'SYNC-RENDER', 12586: 'SLICED-RENDER', 12906: 'COMMIT' };
      const phaseOf = (id: number): string | null => {
        for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
          const m = /react-dom-client\.production\.js:(\d+)/.exec(frameSource(byId.get(cur)!));
          if (m && phases[m[1]]) return phases[m[1]];
        }
        return null;
      };
      let run: { ms: number; by: Map<string, number> } = { ms: 0, by: new Map() };
      const close = () => {
        if (run.ms > 50) {
          const top = [...run.by].sort((a, b) => b[1] - a[1]).slice(0, 8);
          console.log(`  ~${Math.round(run.ms)} ms task: ${top.map(([k, v]) => `${k} ${Math.round(v)}`).join(' | ')}`);
        }
        run = { ms: 0, by: new Map() };
      };
      profile.samples.forEach((id, i) => {
        const f = byId.get(id)!.callFrame;
        if (f.functionName === '(idle)') return close();
        const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
        run.ms += ms;
        const src = frameSource(byId.get(id)!);
        const caller = src.startsWith('src/') ? src : ownCaller(id);
        const who = caller !== '–' ? caller : `${sourceOf(f.url, f.lineNumber, f.columnNumber)} ${f.functionName}`;
        run.by.set(who, (run.by.get(who) ?? 0) + ms);
        const phase = args.functions ? phaseOf(id) : null;
        if (phase) run.by.set(phase, (run.by.get(phase) ?? 0) + ms);
      });
      close();
    }
    const tbtMs = longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0);
    return { label, scriptMs, bySource, longTasks, tbtMs, jsBytes, fcpMs: fcp };
  } finally {
    await browser.close();
  }
}

try {
  const pages = await mainPages(base);
  const only = args.only?.split(',').map((s) => s.trim());
  const chosen = only ? pages.filter((p) => only.some((o) => p.label.includes(o))) : pages;
  const top = Number(args.top);
  const summary: Record<string, unknown>[] = [];
  for (const p of chosen) {
    const runs: PageResult[] = [];
    for (let r = 0; r < Number(args.runs); r++) runs.push(await profilePage(p.label, p.url, p.cookie));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const merged = new Map<string, number>();
    for (const run of runs) for (const [k, v] of run.bySource) merged.set(k, (merged.get(k) ?? 0) + v / runs.length);
    const row = {
      page: p.label,
      scriptMs: Math.round(median(runs.map((r) => r.scriptMs))),
      longTasks: runs.map((r) => r.longTasks.map(Math.round).join('+')).join(' | '),
      tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
      jsKB: Math.round(median(runs.map((r) => r.jsBytes)) / 1024),
      fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
    };
    summary.push(row);
    console.log(
      `\n== ${p.label}: script ${row.scriptMs} ms (4× CPU), long tasks ${row.longTasks} ms, TBT-like ${row.tbtMs} ms, JS ${row.jsKB} KB decoded, FCP ${row.fcpMs} ms`,
    );
    for (const [k, v] of [...merged].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${v.toFixed(0).padStart(6)} ms  ${k}`);
  }
  console.log('\n| page | script ms (4× CPU) | TBT-like ms | JS KB | long tasks ms |\n|---|---|---|---|---|');
  for (const r of summary) console.log(`| ${r.page} | ${r.scriptMs} | ${r.tbtMs} | ${r.jsKB} | ${r.longTasks} |`);
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(summary, null, 1));
} finally {
  await server.stop();
}
