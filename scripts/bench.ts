// npm run bench [-- --quick] [--skip-seed] [--connections 200] [--duration 8] [--no-lighthouse]
// Seeds the large data set (100,000 jobs, 20,000 workers, 200,000 applications, 1,000,000 messages) into
// PostgreSQL (DATABASE_URL) or PGlite, starts the real server (`dist/server/main.js`, production mode) in its own
// process so the load generator does not share its event loop, drives it over loopback with autocannon, and
// measures each path beside its two limits in the same run: the same SQL replayed through the database
// driver (data limit) and a bare node:http server answering the same bytes (HTTP limit). Also: web bundle
// sizes per route, Lighthouse scores, export time/memory, EXPLAIN of the main queries. Writes bench/results.md.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import {
  makeCannon,
  httpLimit,
  readRuns,
  fmt,
  cpuCells,
  login,
  freePort,
  waitForHealth,
  waitForIdle,
} from './bench-lib';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createStorage } from '../src/server/storage/create-storage';
import { buildApp } from '../src/server/app';
import { seed } from '../src/server/db/seed';
import { ensureLighthouse, runLighthouse } from './bench-lighthouse';
import { zipThroughSignedLinks } from './zip-through-links';
import { measureBoardPaint, median } from './bench-board-paint';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'skip-seed': { type: 'boolean', default: false },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '8' },
    'no-lighthouse': { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
  },
});
// Lighthouse is installed for the bench only (see bench-lighthouse.ts): now, before anything runs in this process.
if (!args['no-lighthouse']) ensureLighthouse();
const quick = args.quick;
const sizes = quick
  ? { jobs: 5000, workers: 1000, applications: 10000, messages: 20000 }
  : { jobs: 100_000, workers: 20_000, applications: 200_000, messages: 1_000_000 };
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const root = process.cwd();
const outDir = path.join(root, 'bench');
fs.mkdirSync(path.join(outDir, 'tmp'), { recursive: true });
const log = (m: string) => console.log(`[bench] ${m}`);

// ---------------------------------------------------------------------------------------------- setup
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.join(outDir, 'tmp', 'data'),
  NODE_ENV: 'production',
  MAIL: 'log',
  SESSION_SECRET: 'bench-secret',
  RATE_LIMIT_MAX: '100000000',
  SEED_DEMO: 'false',
};
const config = loadConfig(env);
let capture: { text: string; params: unknown[] }[] | null = null;
const database = await openDatabase(config, { onQuery: (text, params) => capture?.push({ text, params }) });
const storage = await createStorage(config);
if (!args['skip-seed']) {
  log(`seeding ${JSON.stringify(sizes)} into ${database.kind}…`);
  await database.db.execute(
    sql`truncate organizations, users, jobs, applications, offers, status_history, documents, chats, chat_participants, messages, sessions, email_tokens, worker_profiles, api_keys, webhooks, outbox, webhook_deliveries, sent_emails, saved_searches restart identity cascade`,
  );
  const t0 = Date.now();
  await seed(database.db, storage, { ...sizes, withFiles: true, log });
  log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  await database.query('analyze');
}
if (args['seed-only']) {
  await database.close();
  process.exit(0);
}
// The server under load: the real entry point in its own process (PGlite is single-process, so with PGlite the
// bench's own handle is closed first and the in-process capture app below is skipped).
const serverPort = await freePort();
const base = `http://127.0.0.1:${serverPort}`;
let server: ChildProcess | null = null;
let captureBase = base;
let app: Awaited<ReturnType<typeof buildApp>>;
async function startServer() {
  server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(serverPort), HOST: '127.0.0.1', PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base);
}
if (database.kind === 'postgres') {
  await startServer();
  // A second, in-process app on the same database records which SQL one request runs (the data limit replays it).
  app = await buildApp({ config, database, storage, webDir: path.join(root, 'dist/web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  captureBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
} else {
  app = await buildApp({ config, database, storage, webDir: path.join(root, 'dist/web') });
  await app.listen({ port: serverPort, host: '127.0.0.1' });
  captureBase = base;
}
// Let the start-up scans (credential reminders, job alerts) finish before measuring: ~10 s on the large set.
await waitForIdle((server as ChildProcess | null)?.pid ?? process.pid, database.kind === 'postgres');

const workerCookie = await login(base, 'worker@demo.test');
const recruiterCookie = await login(base, 'recruiter@demo.test');

// ---------------------------------------------------------------------------------------------- helpers
const cannon = makeCannon({
  connections: CONNECTIONS,
  duration: DURATION,
  serverPid: () => (server as ChildProcess | null)?.pid ?? process.pid,
  postgres: database.kind === 'postgres',
});

/** Captures the SQL one request runs, then replays it through the driver with the same concurrency. */
async function dataLimit(
  url: string,
  cookie: string,
): Promise<{ rps: number; p50: number; p99: number; queries: { text: string; params: unknown[] }[] }> {
  // Let the requests still queued from the load run finish first, so only this request's SQL is captured.
  await new Promise((ok) => setTimeout(ok, 6000));
  capture = [];
  await fetch(`${captureBase}${url}`, { headers: { cookie } });
  const queries = capture.filter((q) => !/from "sessions"/.test(q.text));
  capture = null;
  const lat: number[] = [];
  const end = Date.now() + DURATION * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, database.kind === 'postgres' ? 10 : 1) }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        for (const q of queries) await database.query(q.text, q.params);
        lat.push(performance.now() - t);
        done++;
      }
    }),
  );
  lat.sort((a, b) => a - b);
  return {
    rps: done / DURATION,
    p50: lat[Math.floor(lat.length * 0.5)] ?? 0,
    p99: lat[Math.floor(lat.length * 0.99)] ?? 0,
    queries,
  };
}

const rows: string[] = [];
const explains: string[] = [];
/** Misses' CPU budgets (issue 21): ms of Node + PostgreSQL per request. */
const MISS_CPU_BUDGET: Record<string, number> = {
  'job search (text + filters)': 2.5,
  'application list (status New)': 1.5,
};

async function readPath(name: string, url: string, cookie: string) {
  log(`${name}: ${url}`);
  // The repeated read (the response cache answers it after the first request), the same read with If-None-Match
  // (304 from memory), and the read where every request misses (the query string differs: an ignored parameter),
  // which is what a bump or a first visit costs.
  const runs = await readRuns(cannon, base, url, cookie);
  const data = await dataLimit(url, cookie);
  const bare = await httpLimit(cannon, base, url, cookie);
  for (const { kind, run } of runs) {
    // Issue 21's budgets: hits and 304s ≥ ½ the HTTP limit with p99 < 100 ms; misses by CPU per request (at 200
    // connections a miss queues behind ~200 others, so its latency says how long the queue is, not what it costs).
    const budgets: string[] = [];
    if (kind !== 'miss (every request)')
      budgets.push(
        `p99<100ms: ${run.p99 < 100 ? 'met' : 'MISSED'}`,
        `≥½ HTTP: ${run.rps >= bare.rps / 2 ? 'met' : 'MISSED'}`,
      );
    else if (MISS_CPU_BUDGET[name] !== undefined) {
      const cpu = run.nodeCpuMs + (run.pgCpuMs ?? 0);
      budgets.push(`CPU ≤ ${MISS_CPU_BUDGET[name]} ms: ${cpu <= MISS_CPU_BUDGET[name] ? 'met' : 'MISSED'}`);
    } else budgets.push('no budget for this miss');
    rows.push(
      `| ${name} | ${kind} | ${fmt(run.rps)} | ${fmt(run.p50)} | ${fmt(run.p99)} | ${run.unexpected} | ${cpuCells(run)} | ${fmt(data.rps)} | ${fmt(bare.rps)} (p99 ${fmt(bare.p99)}) | ${(run.rps / bare.rps).toFixed(2)} | ${budgets.join('; ')} |`,
    );
  }
  for (const q of data.queries.slice(0, 4)) {
    try {
      const plan = await database.query(`explain (analyze, buffers) ${q.text}`, q.params);
      const lines = (plan.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
      explains.push(`### ${name}\n\n\`\`\`sql\n${q.text}\n\`\`\`\n\n\`\`\`\n${lines}\n\`\`\`\n`);
    } catch {
      /* statements that cannot be explained (e.g. set) */
    }
  }
}

// ---------------------------------------------------------------------------------------------- HTTP paths
const jobList = (await (await fetch(`${base}/api/jobs?q=nurse`, { headers: { cookie: workerCookie } })).json()) as {
  items?: { _id: string }[];
  jobs?: { _id: string }[];
};
const someJob = (jobList.items ?? jobList.jobs ?? [])[0]?._id;
await readPath('job search (text + filters)', '/api/jobs?q=nurse&state=TX&sort=newest', workerCookie);
await readPath('job search, Best match', '/api/jobs?sort=best-match', workerCookie);
if (someJob) await readPath('job detail with comparison', `/api/jobs/${someJob}`, workerCookie);
await readPath('application list (status New)', '/api/applications?status=new', recruiterCookie);
// The pipeline board: every column's count and first page of cards for the recruiter's whole organization.
await readPath('pipeline board (all columns)', '/api/applications/board', recruiterCookie);

// Status change: each request moves an application no other request in flight holds, New ⇄ Screening, from the
// status it has now, so every request is a valid move (no self-inflicted 409s).
{
  const apps = (
    await database.query(
      `select a.id, a.status from applications a join users u on u.id = (select id from users where email = 'recruiter@demo.test') where a.organization_id = u.organization_id and a.status in ('New','Screening') order by a.id limit ${CONNECTIONS}`,
    )
  ).rows as { id: string; status: string }[];
  const conns = Math.min(CONNECTIONS, apps.length);
  log(`status change over ${apps.length} applications`);
  // autocannon resets a connection's context after each request, so the state lives here: a pool of idle
  // applications (one per connection in flight) and the current status of each, updated from each 2xx answer.
  const current = new Map(apps.map((a) => [a.id, a.status]));
  const idle = apps.map((a) => a.id);
  const run = await cannon({
    url: `${base}/api/application-journey`,
    method: 'PATCH',
    connections: conns,
    headers: { cookie: recruiterCookie, 'content-type': 'application/json', origin: base },
    requests: [
      {
        setupRequest: (req, ctx: object) => {
          const id = idle.pop()!;
          (ctx as { id: string }).id = id;
          return {
            ...req,
            body: JSON.stringify({ applicationId: id, status: current.get(id) === 'New' ? 'Screening' : 'New' }),
          };
        },
        onResponse: (status, body, ctx: object) => {
          const id = (ctx as { id: string }).id;
          if (status < 300) current.set(id, (JSON.parse(body) as { status: string }).status);
          idle.push(id);
        },
      },
    ],
  });
  rows.push(
    `| status change | PATCH, ${conns} conns, one application each | ${fmt(run.rps)} | ${fmt(run.p50)} | ${fmt(run.p99)} | ${run.unexpected} | ${cpuCells(run)} | – | – | – | writes: no budget; non-2xx must be 0 |`,
  );
}

// Chat: send through HTTP as the worker, receive on the recruiter's socket.
{
  const requireWs = createRequire(import.meta.url)('ws') as new (
    url: string,
    opts: { headers: Record<string, string> },
  ) => { on: (e: string, f: (d: unknown) => void) => void; close: () => void };
  const chat = (
    await database.query(
      `select c.id from chats c join users w on w.id = c.worker_id and w.email = 'worker@demo.test' join users r on r.id = c.recruiter_id and r.email = 'recruiter@demo.test' limit 1`,
    )
  ).rows[0] as { id: string } | undefined;
  log(`chat: ${chat ? chat.id : 'no chat between the demo worker and recruiter'}`);
  if (chat) {
    const sent = new Map<string, number>();
    const lat: number[] = [];
    const ws = new requireWs(`${base.replace('http', 'ws')}/api/ws`, { headers: { cookie: recruiterCookie } });
    const ready = await new Promise<boolean>((ok) => {
      const timer = setTimeout(() => ok(false), 10_000);
      ws.on('message', () => (clearTimeout(timer), ok(true)));
      ws.on('error', (e) => (clearTimeout(timer), log(`socket error: ${String(e)}`), ok(false)));
    });
    if (!ready) log('chat socket did not become ready');
    ws.on('message', (d) => {
      const f = JSON.parse(String(d)) as { type: string; message?: { body: string } };
      const t0 = f.message ? sent.get(f.message.body) : undefined;
      if (t0 !== undefined) lat.push(performance.now() - t0);
    });
    const N = 20; // the per-user chat rate limit is 20 messages a minute
    const t0 = performance.now();
    for (let i = 0; i < N; i += 5) {
      await Promise.all(
        Array.from({ length: 5 }, async (_x, k) => {
          const body = `bench ${i + k} ${Date.now()}`;
          sent.set(body, performance.now());
          await fetch(`${base}/api/chats/${chat.id}/messages`, {
            method: 'POST',
            headers: { cookie: workerCookie, 'content-type': 'application/json' },
            body: JSON.stringify({ body }),
          });
        }),
      );
    }
    await new Promise((ok) => setTimeout(ok, 1000));
    ws.close();
    lat.sort((a, b) => a - b);
    const secs = (performance.now() - t0) / 1000;
    rows.push(
      `| chat send → receive | ${N} msgs, 5 in flight | ${fmt(N / secs)} | ${fmt(lat[Math.floor(lat.length / 2)] ?? NaN)} | ${fmt(lat[Math.floor(lat.length * 0.99)] ?? NaN)} | ${N - lat.length} lost | – | – | – | – | – | – | delivered ${lat.length}/${N} |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------- web bundle
const bundle: string[] = [];
{
  const manifestPath = path.join(root, 'dist/web/.vite/manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string }
    >;
    const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(root, 'dist/web', f))).length;
    const closure = (keys: string[]) => {
      const seen = new Set<string>();
      const walk = (k: string) => {
        if (seen.has(k) || !manifest[k]) return;
        seen.add(k);
        for (const i of manifest[k].imports ?? []) walk(i);
      };
      keys.forEach(walk);
      return [...seen];
    };
    // The entry (src/web/boot.ts) and the app's module it imports after the first paint (main.tsx): a first view loads
    // both.
    const entries = [...Object.keys(manifest).filter((k) => manifest[k].isEntry), 'main.tsx'];
    // A page file that is not in the manifest would silently count the entry alone: fail loudly instead.
    for (const [label, pageSrc] of [
      ['/explore-jobs', 'app/pages/explore-jobs-page.tsx'],
      ['job detail', 'app/pages/job-detail-page.tsx'],
      ['/application/new', 'app/pages/application-list-page.tsx'],
      ['/application/board', 'app/pages/board-page.tsx'],
    ] as const) {
      const pageKeys = Object.keys(manifest).filter((k) => k.endsWith(pageSrc));
      if (pageKeys.length === 0) throw new Error(`bench: ${pageSrc} is not in the build's manifest (moved?)`);
      const keys = closure([...entries, ...pageKeys]);
      const js = keys.reduce((n, k) => n + gz(manifest[k].file), 0);
      const css = keys.flatMap((k) => manifest[k].css ?? []).reduce((n, f) => n + gz(f), 0);
      bundle.push(
        `| ${label} | ${(js / 1024).toFixed(1)} KB | ${(css / 1024).toFixed(1)} KB | ${js / 1024 <= 170 ? 'met' : 'MISSED'} |`,
      );
    }
  } else bundle.push('| (run `npm run build` first: no manifest) | | | |');
}

// ---------------------------------------------------------------------------------------------- lighthouse
const lighthouse: string[] = [];
if (!args['no-lighthouse']) {
  const detail = someJob ? `/explore-jobs/${someJob}` : '/explore-jobs';
  const scores = await runLighthouse(
    base,
    [
      { label: '/explore-jobs', url: '/explore-jobs', cookie: workerCookie },
      { label: 'job detail', url: detail, cookie: workerCookie },
      { label: '/application/new', url: '/application/new', cookie: recruiterCookie },
      { label: '/application/board', url: '/application/board', cookie: recruiterCookie },
    ],
    { log, reportDir: path.join(outDir, 'tmp', 'lighthouse') },
  );
  for (const r of scores) {
    if (r.error) lighthouse.push(`| ${r.label} | failed: ${r.error.slice(0, 80)} | | | | |`);
    else
      lighthouse.push(
        `| ${r.label} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.firstPaintMs !== undefined ? `${Math.round(r.firstPaintMs)} ms` : ''} | ${[r.performance, r.accessibility, r.bestPractices].every((n) => n >= 90) ? 'met' : 'MISSED'} |`,
      );
  }
}

// ---------------------------------------------------------------------------------------------- board opening
// Issue 22's budget: the recruiter's organization opens the board in under 1 s (first card on screen).
const boardPaint: string[] = [];
{
  const orgApps = (
    (
      await database.query(
        `select count(*) n from applications a join users u on u.email = 'recruiter@demo.test' where a.organization_id = u.organization_id`,
      )
    ).rows[0] as { n: string }
  ).n;
  try {
    for (const r of await measureBoardPaint(base, recruiterCookie, quick ? 2 : 5)) {
      const cold = median(r.cold);
      boardPaint.push(
        `| ${r.viewport} | ${orgApps} | ${r.columns} | ${cold} (${Math.max(...r.cold)}) | ${median(r.warm)} (${Math.max(...r.warm)}) | ${median(r.coldWall)} (${Math.max(...r.coldWall)}) | ${cold < 1000 ? 'met' : 'MISSED'} |`,
      );
      log(
        `board opens at ${r.viewport}: cold ${r.cold.join(', ')} ms; warm ${r.warm.join(', ')} ms; harness wall clock (cold) ${r.coldWall.join(', ')} ms`,
      );
    }
  } catch (err) {
    boardPaint.push(`| failed: ${(err as Error).message.split('\n')[0]} | | | | | |`);
  }
}

// ---------------------------------------------------------------------------------------------- exports
// Time and the server process's peak resident memory (sampled from /proc every 10 ms) for a profile PDF and for a
// 100-document zip built as the browser builds it: client-zip over the signed document links, streamed.
const exportsRows: string[] = [];
{
  const serverPid = (server as ChildProcess | null)?.pid ?? process.pid;
  const rss = () => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  const measure = async <T>(work: () => Promise<T>) => {
    const before = rss();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rss())), 10);
    const t0 = performance.now();
    const result = await work();
    const ms = performance.now() - t0;
    clearInterval(timer);
    peak = Math.max(peak, rss());
    return {
      result,
      ms,
      mem: before
        ? `server RSS ${(before / 1048576).toFixed(0)} → peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - before) / 1048576).toFixed(1)})`
        : 'n/a',
    };
  };
  const worker = (await database.query(`select id from users where email = 'worker@demo.test'`)).rows[0] as {
    id: string;
  };
  const pdf = await measure(async () => {
    const res = await fetch(`${base}/api/generate-profile-pdf`, {
      method: 'POST',
      headers: { cookie: recruiterCookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ user_id: worker.id, name: 'Nora Nightingale' }),
    });
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  });
  exportsRows.push(
    `| profile PDF | ${pdf.result.status} | ${pdf.ms.toFixed(0)} ms | ${(pdf.result.bytes / 1024).toFixed(1)} KB | ${pdf.mem} |`,
  );

  // 100 documents of 256 KB (real PDF header) uploaded for the demo worker over five categories (a category keeps
  // at most 50), zipped, then deleted again. Leftovers of an interrupted run are removed first.
  const DOCS = 100;
  const CATEGORIES = ['others', 'diploma', 'certificates', 'skills_checklists', 'vaccinations'];
  const mine = (await (
    await fetch(`${base}/api/documents?workerId=${worker.id}`, { headers: { cookie: workerCookie } })
  ).json()) as { data: { id: string; name: string }[] };
  for (const d of mine.data.filter((x) => /^bench-\d+\.pdf$/.test(x.name)))
    await fetch(`${base}/api/documents/${d.id}`, { method: 'DELETE', headers: { cookie: workerCookie, origin: base } });
  const uploaded: string[] = [];
  const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024 - 9, 0x20)]);
  for (let i = 0; i < DOCS; i++) {
    const form = new FormData();
    form.append('category', CATEGORIES[i % CATEGORIES.length]);
    form.append('file', new Blob([body], { type: 'application/pdf' }), `bench-${i + 1}.pdf`);
    const res = await fetch(`${base}/api/documents/upload`, {
      method: 'POST',
      headers: { cookie: workerCookie, origin: base },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
    uploaded.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  const zip = await measure(async () => {
    const list = (await (
      await fetch(`${base}/api/documents?workerId=${worker.id}`, { headers: { cookie: recruiterCookie } })
    ).json()) as { data: { id: string; name: string; category: string }[] };
    const docs = list.data.filter((d) => uploaded.includes(d.id));
    const bytes = await zipThroughSignedLinks(base, recruiterCookie, worker.id, docs, (d) => d.category);
    return { files: docs.length, bytes };
  });
  exportsRows.push(
    `| ${zip.result.files}-document zip (256 KB each, via signed links) | 200 | ${zip.ms.toFixed(0)} ms | ${(zip.result.bytes / 1048576).toFixed(1)} MB | ${zip.mem} |`,
  );
  for (const id of uploaded)
    await fetch(`${base}/api/documents/${id}`, { method: 'DELETE', headers: { cookie: workerCookie, origin: base } });
}

// ---------------------------------------------------------------------------------------------- report
// The pay engine (issue 44): statements for 10,000 worker-weeks in a process of its own (scripts/bench-pay.ts), so
// its peak memory is its own.
log('pay engine: 10,000 worker-weeks…');
const payRun = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-pay.ts', '--json'], { encoding: 'utf8' });
const pay = JSON.parse(payRun.stdout.trim().split('\n').pop() ?? '{}') as Record<string, number>;
const payRow = `| ${pay.weeks} | ${pay.median_ms} ms (best ${pay.best_ms} ms) | ${pay.per_week_us} µs | ${pay.weeks_per_s} | ${pay.lines_per_week} | ${pay.peak_rss_mb} MB | ${pay.heap_growth_mb} MB |`;
// The organization's timesheet approval list (issue 44): 500 open assignments with a week waiting each, read at 50
// connections (scripts/bench-timesheets.ts, its own test database and server in a process of its own).
log('timesheet approval list: 500 open assignments, 50 connections…');
const tsRun = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-timesheets.ts', '10', '--json'], {
  encoding: 'utf8',
  env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '' },
});
const tsList = JSON.parse(
  tsRun.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop() ?? '{}',
) as Record<string, number>;
const tsRow = `| ${tsList.assignments} | ${tsList.connections} | ${tsList.rps} | ${tsList.p50} | ${tsList.p97_5} | ${tsList.p99} | ${tsList.non2xx} | ${tsList.errors} |`;
const now = new Date().toISOString();
const counts = (
  await database.query(
    `select (select count(*) from jobs) jobs, (select count(*) from users where role='worker') workers, (select count(*) from applications) applications, (select count(*) from messages) messages`,
  )
).rows[0] as Record<string, string>;
const report = `# Benchmark results

Run ${now} on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${CONNECTIONS} connections, ${DURATION} s per run, this 2-core machine.
Data: ${counts.jobs} jobs, ${counts.workers} workers, ${counts.applications} applications, ${counts.messages} messages.
Command: \`npm run bench${quick ? ' -- --quick' : ''}\`${database.kind === 'postgres' ? ' with DATABASE_URL set' : ''}.

## HTTP paths (req/s, latency ms) beside their limits

"data limit" = the same SQL statements the request runs, replayed directly through the driver (10 connections);
"HTTP limit" = a bare node:http server answering the same bytes from memory, driven by the same autocannon settings.
"unexpected" = responses neither 2xx nor the run's expected status (304), plus errors and timeouts. CPU is read from
/proc per run and divided by the requests completed: the server process (Node) and every PostgreSQL process, so it
stays meaningful when the machine is busy, unlike req/s and latency. Runs: "cache hit" repeats one URL (the response
cache answers after the first); "304" sends the ETag back; "miss" gives every request a URL no earlier one used.

| path | run | req/s | p50 | p99 | unexpected | Node CPU ms/req | PostgreSQL CPU ms/req | CPU total | data limit req/s | HTTP limit req/s (its p99 ms) | ÷ HTTP | budget |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## Web app: initial JavaScript and CSS (gzipped) for a first view

| route | JS | CSS | budget 170 KB JS |
|---|---|---|---|
${bundle.join('\n')}

## Lighthouse (mobile emulation, system Chromium)

| page | performance | accessibility | best practices | first paint | budget ≥ 90 each |
|---|---|---|---|---|---|
${lighthouse.join('\n') || '| skipped | | | | | |'}

## Pipeline board opening (real browser, Debian Chromium through Playwright)

Time from the navigation's start to the first frame with a card on screen, measured in the page
(performance.now()), as the demo recruiter, whose organization holds the applications counted here; median (worst)
of the runs. Cold: a new browser context (no HTTP cache); warm: the same context opening the board again. The
harness's wall clock (before page.goto until Playwright sees the card) adds the browser's navigation set-up and
Playwright's polling.

| viewport | organization's applications | columns shown | cold ms | warm ms | harness wall clock, cold | budget < 1 s cold |
|---|---|---|---|---|---|---|
${boardPaint.join('\n')}

## Exports

| export | status | time | size | memory (server process) |
|---|---|---|---|---|
${exportsRows.join('\n')}

## Pay engine

Weekly statements (\`computeWeekStatement\`) for generated worker-weeks under the six rule sets, median of 5 runs
(\`scripts/bench-pay.ts\`, \`npm run bench:pay\`).

| worker-weeks | time | per week | weeks/s | lines per week | peak RSS (process) | heap growth |
|---|---|---|---|---|---|---|
${payRow}

## Timesheet approval list

\`GET /api/timesheets?status=submitted&limit=25\` as the organization, 500 open assignments each with a week waiting
(and 500 of another organization), autocannon for 10 s (\`scripts/bench-timesheets.ts\`).

| open assignments | connections | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx | errors |
|---|---|---|---|---|---|---|---|
${tsRow}

EXPLAIN (ANALYZE) of the main queries: \`bench/explain.md\`.
`;
fs.writeFileSync(path.join(outDir, 'results.md'), report);
fs.writeFileSync(
  path.join(outDir, 'explain.md'),
  `# EXPLAIN of the main queries (${now}, ${database.kind})\n\n${explains.join('\n')}`,
);
console.log(report);
(server as ChildProcess | null)?.kill('SIGTERM');
await app.close();
await database.close();
process.exit(0);
