// One or more read paths' runs (cache hit, 304, miss) against the compiled server, without the rest of `npm run bench`:
// for iterating on one path's cost. Prints the rows; writes nothing.
// Usage: DATABASE_URL=… npx tsx scripts/bench-paths.ts [--connections 200] [--duration 8] [--misses-only]
//          [--hits-only] [--cpu-prof DIR] [--as worker@demo.test] /api/jobs?q=nurse …
// Seed first (`npx tsx scripts/bench.ts --seed-only --no-lighthouse`). With --cpu-prof the server writes a V8 CPU
// profile into DIR when it exits.
import { parseArgs } from 'node:util';
import {
  cpuCells,
  fmt,
  httpLimit,
  login,
  makeCannon,
  missRequests,
  readRuns,
  startServer,
  waitForIdle,
} from './bench-lib';

const { values: args, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '8' },
    'misses-only': { type: 'boolean', default: false },
    'hits-only': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    as: { type: 'string' },
  },
});
if (!process.env.DATABASE_URL)
  throw new Error('set DATABASE_URL (PGlite runs in the server process: use bench-default)');
if (urls.length === 0) throw new Error('name at least one URL');

const server = await startServer({
  nodeArgs: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [],
});
const { base } = server;
await waitForIdle(server.pid, true); // the start-up scans
const cannon = makeCannon({
  connections: Number(args.connections),
  duration: Number(args.duration),
  serverPid: () => server.pid,
  postgres: true,
});
const cookies = new Map<string, string>();
const cookieFor = async (url: string) => {
  const email = args.as ?? (url.startsWith('/api/applications') ? 'recruiter@demo.test' : 'worker@demo.test');
  if (!cookies.has(email)) cookies.set(email, await login(base, email));
  return cookies.get(email)!;
};
console.log('| url | run | req/s | p50 | p99 | unexpected | Node CPU ms/req | PostgreSQL CPU ms/req | CPU total |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const url of urls) {
  const cookie = await cookieFor(url);
  if (args['hits-only']) {
    await cannon({ url: `${base}${url}`, headers: { cookie }, duration: 2 }); // warm-up
    await cannon.settle();
  }
  const runs: { kind: string; run: Awaited<ReturnType<typeof cannon>> }[] = args['hits-only']
    ? [{ kind: 'cache hit', run: await cannon({ url: `${base}${url}`, headers: { cookie } }) }]
    : args['misses-only']
      ? [
          {
            kind: 'warm-up',
            run: await cannon({ url: `${base}${url}`, headers: { cookie }, requests: missRequests(url), duration: 2 }),
          },
          {
            kind: 'miss (every request)',
            run: await cannon({ url: `${base}${url}`, headers: { cookie }, requests: missRequests(url) }),
          },
        ].slice(1)
      : await readRuns(cannon, base, url, cookie);
  if (!args['misses-only'] && !args['hits-only'])
    runs.push({ kind: 'bare HTTP limit', run: await httpLimit(cannon, base, url, cookie) });
  for (const { kind, run } of runs)
    console.log(
      `| ${url} | ${kind} | ${fmt(run.rps)} | ${fmt(run.p50)} | ${fmt(run.p99)} | ${run.unexpected} | ${cpuCells(run)} |`,
    );
}
await server.stop();
