// npm run bench:lighthouse: Lighthouse (mobile, simulated slow 4G, 4× CPU slowdown) of every main page of every role,
// one run, against the compiled server (`npm run build` first) on the configured database, which must hold the demo
// accounts (npm run seed, or scripts/seed-100k-jobs.ts). Writes the marked Lighthouse section of bench/results.md:
// page, role, performance, FCP, LCP, TBT, CLS, with the machine's load average before and after (other work on this
// 2-core machine slows the simulated CPU too).
// DATABASE_URL=postgres://… [LIGHTHOUSE_DIR=/path] npx tsx scripts/bench-lighthouse-pages.ts [--only label,…] [--note text]
//   [--no-write] [--report-dir DIR] (each page's full JSON report: bootup-time, mainthread-work-breakdown, long tasks)
//   [--cpu-time] (simulated from the main thread's CPU time, not its wall time: see scripts/lighthouse-cpu-time.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mainPages, startServer } from './bench-lib';
import { runLighthouse, type LighthousePage } from './bench-lighthouse';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    note: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    // Simulated from each task's CPU time (scripts/lighthouse-cpu-time.ts): for comparing changes on a busy machine.
    'cpu-time': { type: 'boolean', default: false },
  },
});
const server = await startServer();
const { base } = server;
try {
  const pages: (LighthousePage & { role: string })[] = await mainPages(base);
  const only = args.only?.split(',').map((s) => s.trim());
  const chosen = only ? pages.filter((p) => only.some((o) => p.label.includes(o))) : pages;
  const loadBefore = os.loadavg();
  const t0 = Date.now();
  const results = await runLighthouse(base, chosen, {
    log: (m) => console.log(m),
    reportDir: args['report-dir'],
    cpuTime: args['cpu-time'],
  });
  const loadAfter = os.loadavg();
  const ms = (v?: number) => (v === undefined ? '–' : `${Math.round(v)} ms`);
  const rows = results.map((r, i) => {
    const p = chosen[i]!;
    if (r.error) return `| ${p.label} | ${p.role} | failed: ${r.error.slice(0, 80)} | | | | |`;
    return `| ${p.label} | ${p.role} | ${r.performance} | ${ms(r.firstPaintMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls?.toFixed(3) ?? '–'} |`;
  });
  const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const section =
    `<!-- lighthouse-pages:begin -->\n## Lighthouse, every main page (${new Date(t0).toISOString()})\n\n` +
    `Command: \`npm run build && DATABASE_URL=… npm run bench:lighthouse${args['cpu-time'] ? ' -- --cpu-time' : ''}\` (one run per page, ${args['cpu-time'] ? 'each task simulated from its CPU time, not its wall time; ' : ''}Lighthouse 12.8.2 ` +
    `default mobile: simulated slow 4G, 4× CPU slowdown, Debian Chromium; demo data plus 100,000 generated jobs). ` +
    `Load average (1 / 5 / 15 min) on this 2-core machine shared with other engineers: ${fmtLoad(loadBefore)} ` +
    `before, ${fmtLoad(loadAfter)} after.${args.note ? ` ${args.note}` : ''}\n\n` +
    `| page | role | performance | FCP | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}\n` +
    `<!-- lighthouse-pages:end -->\n`;
  console.log(section);
  if (!args['no-write'] && !only) {
    const file = path.join(process.cwd(), 'bench', 'results.md');
    const before = fs.readFileSync(file, 'utf8');
    const kept = before.replace(/<!-- lighthouse-pages:begin -->[\s\S]*<!-- lighthouse-pages:end -->\n?/, '');
    fs.writeFileSync(file, `${kept.trimEnd()}\n\n${section}`);
  }
} finally {
  await server.stop();
}
