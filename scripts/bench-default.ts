// npm run bench:default [-- --connections 50] [--duration 8]
// The default install as `npm start` runs it: the compiled server in production mode on the embedded PGlite (the
// database runs on the server's event loop) with the demo data, in its own process, driven over loopback by
// autocannon at 50 connections. For each read path of issue 21 (job search, job detail, application list): cache
// hits, 304s and misses beside the bare-HTTP limit for the same bytes, with the server process's CPU per request.
// Writes bench/results-default-install.md (bench/results.md includes it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createStorage } from '../src/server/storage/create-storage';
import { seedIfEmpty } from '../src/server/db/seed';
import {
  makeCannon,
  httpLimit,
  readRuns,
  fmt,
  cpuCells,
  login,
  startServer,
  waitForIdle,
  type BenchServer,
} from './bench-lib';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '8' },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const root = process.cwd();
const log = (m: string) => console.log(`[bench:default] ${m}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-default-'));
const env = { ...process.env };
delete env.DATABASE_URL;
// Production refuses SEED_DEMO=true (issue 34): the demo data is seeded here, into the data folder the server opens.
{
  const seedConfig = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
  const database = await openDatabase(seedConfig);
  await seedIfEmpty(database.db, await createStorage(seedConfig));
  await database.close();
}
let server: BenchServer | undefined;
try {
  server = await startServer({ env: { ...env, DATA_DIR: dataDir }, cwd: root, startMs: 120_000 });
  const { base, pid } = server;
  await waitForIdle(pid, false); // the start-up scans (reminders, alerts)
  const worker = await login(base, 'worker@demo.test');
  const recruiter = await login(base, 'recruiter@demo.test');
  const cannon = makeCannon({
    connections: CONNECTIONS,
    duration: DURATION,
    serverPid: () => pid,
    postgres: false,
  });
  const jobs = (await (await fetch(`${base}/api/jobs?q=nurse`, { headers: { cookie: worker } })).json()) as {
    items?: { _id: string }[];
    jobs?: { _id: string }[];
  };
  const someJob = (jobs.items ?? jobs.jobs ?? [])[0]?._id;
  const paths: [string, string, string][] = [
    ['job search (text + filters)', '/api/jobs?q=nurse&sort=newest', worker],
    ['job detail with comparison', `/api/jobs/${someJob}`, worker],
    ['application list (status New)', '/api/applications?status=new', recruiter],
  ];
  const rows: string[] = [];
  for (const [name, url, cookie] of paths) {
    log(`${name}: ${url}`);
    const runs = await readRuns(cannon, base, url, cookie);
    const bare = await httpLimit(cannon, base, url, cookie);
    for (const { kind, run } of runs) {
      const budget =
        kind === 'miss (every request)'
          ? 'no budget for misses'
          : `≥ ¼ HTTP: ${run.rps >= bare.rps / 4 ? 'met' : 'MISSED'}; p99<100ms: ${run.p99 < 100 ? 'met' : 'MISSED'}`;
      rows.push(
        `| ${name} | ${kind} | ${fmt(run.rps)} | ${fmt(run.p50)} | ${fmt(run.p99)} | ${run.unexpected} | ${cpuCells(run)} | ${fmt(bare.rps)} | ${(run.rps / bare.rps).toFixed(2)} | ${budget} |`,
      );
    }
  }
  const report = `## Default install (\`npm start\`: PGlite, demo data), ${CONNECTIONS} connections

Run ${new Date().toISOString()}, ${DURATION} s per run, this 2-core machine. Command: \`npm run bench:default\`.
The server process's CPU includes the database (PGlite runs on its event loop), so the PostgreSQL column is empty.

| path | run | req/s | p50 | p99 | unexpected | Node CPU ms/req | PostgreSQL CPU ms/req | CPU total | HTTP limit req/s | ÷ HTTP | budget |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
  fs.writeFileSync(path.join(root, 'bench', 'results-default-install.md'), report);
  console.log(report);
} finally {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
