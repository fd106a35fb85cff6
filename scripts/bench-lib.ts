// What `npm run bench` (scripts/bench.ts, PostgreSQL or PGlite with the large data set) and
// `npm run bench -- --default-install` (scripts/bench-default.ts, `npm start` as installed: PGlite and the demo data)
// share: autocannon runs, the bare-HTTP limit, cache-missing requests, and CPU accounting per request.
//
// CPU per request is read from /proc, not from the wall clock, so it stays meaningful on a busy machine: the server
// process's utime+stime (Node, and with PGlite the database too, which runs on its event loop), and the sum over
// every `postgres` process (backends, the postmaster and its reaped children's cutime/cstime), divided by the
// requests autocannon completed in that window.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { procCpuMs } from './proc-cpu';

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** Responses that are neither 2xx nor the status the run expects (304 for the If-None-Match run). */
  unexpected: number;
  total: number;
  /** CPU ms per completed request: the server process (Node; with PGlite also the database) and PostgreSQL. */
  nodeCpuMs: number;
  pgCpuMs: number | null;
}

/** Every PostgreSQL process's CPU so far (backends that ended are in the postmaster's children's times). */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let comm: string;
    try {
      comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm === 'postgres') total += procCpuMs(pid, true);
  }
  return total;
}

/**
 * Waits until the server process and PostgreSQL have been idle for a second (under 5 % of a core each): the start-up
 * scans (credential reminders, job alerts) run for ~10 s on the large data set and would be measured as part of the
 * first run otherwise. Gives up after `maxMs`.
 */
export async function waitForIdle(pid: number, postgres: boolean, maxMs = 120_000): Promise<void> {
  const end = Date.now() + maxMs;
  while (Date.now() < end) {
    const node0 = procCpuMs(pid, false);
    const pg0 = postgres ? postgresCpuMs() : 0;
    await new Promise((ok) => setTimeout(ok, 1000));
    if (procCpuMs(pid, false) - node0 < 50 && (!postgres || postgresCpuMs() - pg0 < 50)) return;
  }
}

export interface CannonOptions extends autocannon.Options {
  /** The status the run expects besides 2xx (304 for conditional requests). */
  expectStatus?: number;
}

export function makeCannon(defaults: {
  connections: number;
  duration: number;
  serverPid: () => number;
  postgres: boolean;
}) {
  const cannon = function cannon(opts: CannonOptions): Promise<Run> {
    const pid = defaults.serverPid();
    const node0 = procCpuMs(pid, false);
    const pg0 = defaults.postgres ? postgresCpuMs() : 0;
    return new Promise((resolve, reject) => {
      autocannon({ connections: defaults.connections, duration: defaults.duration, ...opts }, (err, r) => {
        if (err) return reject(err);
        const nodeMs = procCpuMs(pid, false) - node0;
        const pgMs = defaults.postgres ? postgresCpuMs() - pg0 : 0;
        const stats = (r as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats;
        const ok = Object.entries(stats)
          .filter(([code]) => code.startsWith('2') || Number(code) === opts.expectStatus)
          .reduce((n, [, s]) => n + s.count, 0);
        const total = r.requests.total;
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          unexpected: total - ok + r.errors + r.timeouts,
          total,
          nodeCpuMs: total ? nodeMs / total : 0,
          pgCpuMs: defaults.postgres ? (total ? pgMs / total : 0) : null,
        });
      });
    });
  };
  /**
   * Waits until the server has finished the requests still queued when autocannon stopped (a run of misses at 200
   * connections leaves ~200 in flight, a second or more of work) so they are not counted in the next run.
   */
  const settle = () => waitForIdle(defaults.serverPid(), defaults.postgres, 30_000);
  return Object.assign(cannon, { settle });
}
export type Cannon = ReturnType<typeof makeCannon>;

/** A bare node:http server answering the same bytes from memory: the HTTP limit of this machine for this response. */
export async function httpLimit(cannon: Cannon, base: string, url: string, cookie: string): Promise<Run> {
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? 'application/json';
  const server = http.createServer((_req, r) => {
    r.writeHead(200, { 'content-type': type, 'content-length': body.length });
    r.end(body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  const run = await cannon({ url: `http://127.0.0.1:${port}${url}` });
  await new Promise((ok) => server.close(ok));
  return run;
}

/** A request per connection whose URL no earlier request used (an ignored parameter): each one misses the cache. */
let missCounter = 0;
export const missRequests = (url: string) => [
  {
    setupRequest: (req: autocannon.Request) => ({
      ...req,
      path: `${url}${url.includes('?') ? '&' : '?'}_miss=${++missCounter}`,
    }),
  },
];

/** The kinds of run of a read path, in the order the reports list them. */
export type RunKind = 'cache hit' | '304 (If-None-Match)' | 'miss (every request)';

/**
 * The runs of a read path: repeated (cache hits), conditional (304s, when the path answers with an ETag) and every
 * request a miss.
 */
export async function readRuns(
  cannon: Cannon,
  base: string,
  url: string,
  cookie: string,
): Promise<{ kind: RunKind; run: Run }[]> {
  await cannon.settle();
  await cannon({ url: `${base}${url}`, headers: { cookie }, duration: 2 }); // warm-up (JIT, pool), not recorded
  await cannon.settle();
  const runs: { kind: RunKind; run: Run }[] = [];
  runs.push({ kind: 'cache hit', run: await cannon({ url: `${base}${url}`, headers: { cookie } }) });
  const etag = (await fetch(`${base}${url}`, { headers: { cookie } })).headers.get('etag');
  if (etag) {
    await cannon.settle();
    runs.push({
      kind: '304 (If-None-Match)',
      run: await cannon({ url: `${base}${url}`, headers: { cookie, 'if-none-match': etag }, expectStatus: 304 }),
    });
  }
  await cannon.settle();
  runs.push({
    kind: 'miss (every request)',
    run: await cannon({ url: `${base}${url}`, headers: { cookie }, requests: missRequests(url) }),
  });
  return runs;
}

export const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

/** The CPU columns of a row: Node ms/req, PostgreSQL ms/req, their sum. */
export const cpuCells = (run: Run) =>
  `${fmt(run.nodeCpuMs)} | ${run.pgCpuMs === null ? '–' : fmt(run.pgCpuMs)} | ${fmt(run.nodeCpuMs + (run.pgCpuMs ?? 0))}`;

export async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** A port nothing listens on at the moment, on the loopback interface. */
export const freePort = () =>
  new Promise<number>((ok) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });

/** Polls `${base}/api/health` every 250 ms until it answers 2xx; throws after `maxMs`. */
export async function waitForHealth(base: string, maxMs = 60_000): Promise<void> {
  for (let i = 0; i <= maxMs / 250; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error('the server did not start');
}

export interface BenchServer {
  base: string;
  pid: number;
  /** Signals the server (SIGINT unless told) and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The compiled server (`dist/server/main.js`, `npm run build` first) in its own process, in production mode on a free
 * loopback port, with mail logged, no demo seeding and no practical rate limit; resolves once /api/health answers (the
 * server is stopped again if it does not within `startMs`). `env` is the environment it starts from (default: this
 * process's, so DATABASE_URL carries over); `nodeArgs` go before the entry point (`--cpu-prof`).
 */
export async function startServer(
  opts: { env?: NodeJS.ProcessEnv; nodeArgs?: string[]; cwd?: string; startMs?: number } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'dist/server/main.js'], {
    cwd: opts.cwd,
    env: {
      ...(opts.env ?? process.env),
      NODE_ENV: 'production',
      MAIL: 'log',
      SESSION_SECRET: 'bench-secret',
      RATE_LIMIT_MAX: '100000000',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async (signal: NodeJS.Signals = 'SIGINT') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((ok) => child.once('exit', ok));
    child.kill(signal);
    await exited;
  };
  try {
    await waitForHealth(base, opts.startMs);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, pid: child.pid!, stop };
}

/**
 * The main pages of every role (what Lighthouse and the first-view profile open): signed out, the demo worker, recruiter
 * and organization (their session cookies), and the first job of the worker's board for the job pages.
 */
export async function mainPages(base: string): Promise<{ role: string; label: string; url: string; cookie: string }[]> {
  const worker = await login(base, 'worker@demo.test');
  const recruiter = await login(base, 'recruiter@demo.test');
  const org = await login(base, 'org@demo.test');
  const jobs = (await (await fetch(`${base}/api/jobs`, { headers: { cookie: worker } })).json()) as {
    items: { _id: string }[];
  };
  const jobId = jobs.items[0]!._id;
  const chats = (await (await fetch(`${base}/api/chats`, { headers: { cookie: worker } })).json()) as {
    items: { id: string }[];
  };
  const chatId = chats.items[0]!.id;
  // Her placement at work (the demo has one): its job on her journey and its hours and pay.
  const journey = (await (
    await fetch(`${base}/api/work-journey?pageSize=100`, { headers: { cookie: worker } })
  ).json()) as { items: { applicationId: string; status: string }[] };
  const working = journey.items.find((i) => i.status === 'Working');
  if (!working) throw new Error('mainPages: the demo worker has no placement at work');
  return [
    { role: 'public', label: '/ (signed out)', url: '/', cookie: '' },
    { role: 'public', label: 'public board /explore-jobs', url: '/explore-jobs', cookie: '' },
    { role: 'public', label: 'public job page', url: `/explore-jobs/${jobId}`, cookie: '' },
    { role: 'worker', label: 'worker board /explore-jobs', url: '/explore-jobs', cookie: worker },
    { role: 'worker', label: 'worker job page', url: `/explore-jobs/${jobId}`, cookie: worker },
    { role: 'worker', label: 'worker /work-journey', url: '/work-journey', cookie: worker },
    { role: 'worker', label: 'worker /profile', url: '/profile', cookie: worker },
    {
      role: 'worker',
      label: 'worker journey job /work-journey/working/:id',
      url: `/work-journey/working/${working.applicationId}`,
      cookie: worker,
    },
    {
      role: 'worker',
      label: 'worker hours /assignments/:id',
      url: `/assignments/${working.applicationId}`,
      cookie: worker,
    },
    { role: 'worker', label: 'worker /messages', url: '/messages', cookie: worker },
    { role: 'worker', label: 'worker open chat /messages/:chatId', url: `/messages/${chatId}`, cookie: worker },
    { role: 'recruiter', label: 'recruiter list /application/new', url: '/application/new', cookie: recruiter },
    { role: 'recruiter', label: 'pipeline board /application/board', url: '/application/board', cookie: recruiter },
    { role: 'recruiter', label: 'recruiter /dashboard', url: '/dashboard', cookie: recruiter },
    { role: 'organization', label: 'organization /dashboard', url: '/dashboard', cookie: org },
  ];
}
