// npm run bench:lighthouse: Lighthouse (mobile, simulated slow 4G, 4× CPU slowdown) of every main page of every role,
// one run, against the compiled server (`npm run build` first) on the configured database, which must hold the demo
// accounts (npm run seed, or scripts/seed-100k-jobs.ts). Writes the marked Lighthouse section of bench/results.md:
// page, role, performance, FCP, LCP, TBT, CLS, with the machine's load average before and after (other work on this
// 2-core machine slows the simulated CPU too).
// DATABASE_URL=postgres://… [LIGHTHOUSE_DIR=/path] npx tsx scripts/bench-lighthouse-pages.ts [--only label,…] [--note text]
//   [--no-write] [--report-dir DIR] (each page's full JSON report: bootup-time, mainthread-work-breakdown, long tasks)
//   [--cpu-time] (simulated from the main thread's CPU time, not its wall time: see scripts/lighthouse-cpu-time.ts)
//   [--runs N] (every page N times, the pages in turn; each row is the page's run with the median performance score,
//   with the N scores beside it)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mainPages, startServer } from './bench-lib';
import { runLighthouse, type LighthousePage, type LighthouseScores } from './bench-lighthouse';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    note: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    // Simulated from each task's CPU time (scripts/lighthouse-cpu-time.ts): for comparing changes on a busy machine.
    'cpu-time': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
/** The run of one page whose performance score is the median of its runs (a failed run counts as the lowest). */
function medianRun(of: LighthouseScores[]): LighthouseScores {
  const sorted = [...of].sort((a, b) => (a.error ? -1 : a.performance) - (b.error ? -1 : b.performance));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const server = await startServer();
const { base } = server;
try {
  const pages: (LighthousePage & { role: string })[] = await mainPages(base);
  const only = args.only?.split(',').map((s) => s.trim());
  const chosen = only ? pages.filter((p) => only.some((o) => p.label.includes(o))) : pages;
  const loadBefore = os.loadavg();
  const t0 = Date.now();
  const runs = Math.max(1, Number(args.runs) || 1);
  const rounds: LighthouseScores[][] = [];
  for (let i = 0; i < runs; i++)
    rounds.push(
      await runLighthouse(base, chosen, {
        log: (m) => console.log(runs > 1 ? `[run ${i + 1}/${runs}] ${m}` : m),
        reportDir: args['report-dir'],
        cpuTime: args['cpu-time'],
      }),
    );
  const results = chosen.map((_, p) => medianRun(rounds.map((round) => round[p]!)));
  const scoresOf = (p: number) => rounds.map((round) => round[p]!.performance).join(', ');
  const loadAfter = os.loadavg();
  const ms = (v?: number) => (v === undefined ? '–' : `${Math.round(v)} ms`);
  const rows = results.map((r, i) => {
    const p = chosen[i]!;
    if (r.error) return `| ${p.label} | ${p.role} | failed: ${r.error.slice(0, 80)} | | | | |`;
    const score = runs > 1 ? `${r.performance} (${scoresOf(i)})` : `${r.performance}`;
    return `| ${p.label} | ${p.role} | ${score} | ${ms(r.firstPaintMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls?.toFixed(3) ?? '–'} |`;
  });
  const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const section =
    `<!-- lighthouse-pages:begin -->\n## Lighthouse, every main page (${new Date(t0).toISOString()})\n\n` +
    `Command: \`npm run build && DATABASE_URL=… npm run bench:lighthouse${args['cpu-time'] ? ' -- --cpu-time' : ''}${runs > 1 ? ` -- --runs ${runs}` : ''}\` (${runs > 1 ? `${runs} runs per page, the median run by performance shown, every run's score in brackets` : 'one run per page'}, ${args['cpu-time'] ? 'each task simulated from its CPU time, not its wall time; ' : ''}Lighthouse 12.8.2 ` +
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
