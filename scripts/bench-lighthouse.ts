// Lighthouse scores (performance, accessibility, best practices; Lighthouse's default mobile emulation and
// simulated throttling) for signed-in pages, with the system Chromium.
//
// Used by scripts/bench.ts, or alone against a running server:
//   npx tsx scripts/bench-lighthouse.ts http://127.0.0.1:3000 [--report-dir DIR]
// (signs in as the demo worker and recruiter; the server must have the demo data and a built web app).
//
// Lighthouse is not a dependency of the project (it brings ~150 packages that nothing else needs): the first
// run installs the pinned version below with `npm install --no-save`, and the next `npm install`/`npm ci`
// removes it again.
//
// Why the Node API and not `execFileSync(lighthouse …)`: the bench serves the app from its own process, and
// a synchronous child process blocks that process's event loop, so the server never answered Chromium —
// `--headless` then reported NO_FCP and `--headless=new` hit the 240 s timeout. Here Lighthouse runs in
// this process, asynchronously, against a Chromium started for each page and always killed afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browsers';
import { prepareCpuTimeAudit } from './lighthouse-cpu-time';

/** The Lighthouse the scores in README.md were measured with. */
export const LIGHTHOUSE_VERSION = '12.8.2';

export interface LighthousePage {
  label: string;
  /** Path (or absolute URL) of the page. */
  url: string;
  /** `Cookie` header value that signs the browser in, e.g. `sid=…`; empty for a public page. */
  cookie: string;
  /** The path the page settles on when it is not its own (signed out, `/` shows the board at /explore-jobs). */
  endsOn?: string;
}

export interface LighthouseScores {
  label: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First contentful paint in ms (Lighthouse's simulated mobile throttling). */
  firstPaintMs?: number;
  /** Largest contentful paint, ms. */
  lcpMs?: number;
  /** Total blocking time, ms. */
  tbtMs?: number;
  /** Cumulative layout shift. */
  cls?: number;
  error?: string;
}

export interface LighthouseOptions {
  /** Write each page's full JSON report here (open it with https://googlechrome.github.io/lighthouse/viewer/). */
  reportDir?: string;
  /** Progress and, per page, the audits that lost points. */
  log?: (message: string) => void;
  /** Budget for one page, Chromium start included. */
  timeoutMs?: number;
  /** Simulate from each task's CPU time instead of its wall time (scripts/lighthouse-cpu-time.ts). */
  cpuTime?: boolean;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/** Starts headless Chromium with a DevTools port and a throw-away profile. */
async function launchChromium(): Promise<Chromium> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS, // --headless: the new headless mode, the only one in Chromium ≥ 132
      '--disable-dev-shm-usage', // small /dev/shm in containers makes the renderer crash or stall
      '--no-default-browser-check',
      '--disable-extensions',
      '--mute-audio',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    // Own process group, so closing kills the renderer and helper processes as well.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      await Promise.race([exited, new Promise((ok) => setTimeout(ok, 5000))]);
    }
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not open a DevTools port in 30 s: ${stderr.slice(-300)}`)),
        30_000,
      );
      child.once('error', (err) => (clearTimeout(timer), reject(err)));
      child.once(
        'exit',
        (code) => (clearTimeout(timer), reject(new Error(`Chromium exited (${code}): ${stderr.slice(-300)}`))),
      );
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
    });
    child.stderr!.resume(); // keep draining so Chromium never blocks on a full pipe
    return { port, close };
  } catch (err) {
    await close();
    throw err;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>(
      (_ok, fail) => (timer = setTimeout(() => fail(new Error(`${what} took over ${ms / 1000} s`)), ms)),
    ),
  ]).finally(() => clearTimeout(timer));
}

/** The part of Lighthouse's result used here (its own types are not installed when `npm run typecheck` runs). */
interface RunnerResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    finalDisplayedUrl: string;
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
    audits: Record<string, { id: string; score: number | null; displayValue?: string; numericValue?: number }>;
  };
  report: string | string[];
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<RunnerResult | undefined>;

/**
 * Installs the pinned Lighthouse (`npm install --no-save`) unless it is there already. Synchronous: call it
 * before starting a server in this process (scripts/bench.ts does, first thing).
 */
export function ensureLighthouse(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = path.join(root, 'node_modules', 'lighthouse', 'package.json');
  const installed = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
    : null;
  if (installed === LIGHTHOUSE_VERSION) return;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} for the bench (npm install --no-save)…`);
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** Lighthouse's Node API. */
async function loadLighthouse(): Promise<Lighthouse> {
  // LIGHTHOUSE_DIR: a folder where the pinned Lighthouse is installed already (npm install --prefix DIR
  // lighthouse@12.8.2), so the project's node_modules stay as `npm ci` left them.
  const dir = process.env.LIGHTHOUSE_DIR;
  if (dir) {
    const resolved = createRequire(path.join(path.resolve(dir), 'package.json')).resolve('lighthouse');
    return ((await import(pathToFileURL(resolved).href)) as { default: Lighthouse }).default;
  }
  ensureLighthouse();
  // A specifier in a variable: TypeScript does not look for the package's types, which are not installed.
  const specifier = 'lighthouse';
  return ((await import(specifier)) as { default: Lighthouse }).default;
}

/** One Lighthouse run of `url` in a Chromium of its own, which is always killed afterwards. */
async function auditOnce(
  lighthouse: Lighthouse,
  url: string,
  cookie: string,
  timeoutMs: number,
  cpuTime = false,
): Promise<RunnerResult> {
  let chromium: Chromium | null = null;
  const run = async () => {
    chromium = await launchChromium();
    const flags = {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // The session cookie on every request of the page (document, scripts, API calls, the websocket).
      extraHeaders: cookie ? { cookie } : undefined,
      maxWaitForLoad: 45_000,
    };
    let result: RunnerResult | undefined;
    if (cpuTime) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-artifacts-'));
      try {
        await lighthouse(url, { ...flags, gatherMode: dir });
        prepareCpuTimeAudit(dir);
        result = await lighthouse(url, { ...flags, auditMode: dir });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    } else result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    return result;
  };
  try {
    return await withTimeout(run(), timeoutMs, 'Lighthouse');
  } finally {
    await (chromium as Chromium | null)?.close();
  }
}

/** Runs Lighthouse on each page in turn (a fresh Chromium each) and returns its three scores, 0–100. */
export async function runLighthouse(
  base: string,
  pages: LighthousePage[],
  options: LighthouseOptions = {},
): Promise<LighthouseScores[]> {
  const log = options.log ?? (() => {});
  const lighthouse = await loadLighthouse();
  const results: LighthouseScores[] = [];
  for (const page of pages) {
    const url = new URL(page.url, base).href;
    const t0 = performance.now();
    try {
      let { lhr, report } = await auditOnce(
        lighthouse,
        url,
        page.cookie,
        options.timeoutMs ?? 100_000,
        options.cpuTime,
      );
      // A trace that could not be recorded (NO_NAVSTART and the like, seen on a busy machine) is not a
      // property of the page: one more try.
      if (lhr.runtimeError) {
        log(`${page.label}: ${lhr.runtimeError.code}, trying once more`);
        ({ lhr, report } = await auditOnce(
          lighthouse,
          url,
          page.cookie,
          options.timeoutMs ?? 100_000,
          options.cpuTime,
        ));
      }
      if (options.reportDir) {
        fs.mkdirSync(options.reportDir, { recursive: true });
        fs.writeFileSync(
          path.join(options.reportDir, `lighthouse-${page.label.replace(/\W+/g, '_').replace(/^_|_$/g, '')}.json`),
          Array.isArray(report) ? report[0] : report,
        );
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const error = lhr.runtimeError
        ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
        : new URL(lhr.finalDisplayedUrl).pathname !== (page.endsOn ?? new URL(url).pathname)
          ? `ended on ${lhr.finalDisplayedUrl} (not signed in?)`
          : undefined;
      results.push({
        label: page.label,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        firstPaintMs: lhr.audits['first-contentful-paint']?.numericValue,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        ...(error ? { error } : {}),
      });
      log(
        `${page.label}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')} (${((performance.now() - t0) / 1000).toFixed(0)} s)${error ? ` — ${error}` : ''}`,
      );
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
            log(`    ${id} · ${audit.id}: ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
    } catch (err) {
      const message = (err as Error).message.split('\n')[0];
      results.push({ label: page.label, performance: 0, accessibility: 0, bestPractices: 0, error: message });
      log(`${page.label}: failed: ${message}`);
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------- CLI
async function login(base: string, email: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'report-dir': { type: 'string' } } });
  const base = positionals[0] ?? 'http://127.0.0.1:3000';
  const workerCookie = await login(base, 'worker@demo.test');
  const recruiterCookie = await login(base, 'recruiter@demo.test');
  const jobs = (await (await fetch(new URL('/api/jobs', base), { headers: { cookie: workerCookie } })).json()) as {
    items?: { _id: string }[];
  };
  const jobId = jobs.items?.[0]?._id;
  const results = await runLighthouse(
    base,
    [
      { label: '/explore-jobs', url: '/explore-jobs', cookie: workerCookie },
      {
        label: 'job detail',
        url: jobId === undefined ? '/explore-jobs' : `/explore-jobs/${jobId}`,
        cookie: workerCookie,
      },
      { label: '/application/new', url: '/application/new', cookie: recruiterCookie },
    ],
    { reportDir: values['report-dir'], log: (m) => console.log(m) },
  );
  console.table(results);
  const met = results.every((r) => !r.error && r.performance >= 90 && r.accessibility >= 90 && r.bestPractices >= 90);
  console.log(
    met
      ? 'Budget met: 90 or more in each category on each page.'
      : 'Budget MISSED (90 or more in each category on each page).',
  );
  process.exitCode = met ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
