// npx tsx scripts/bench-cache.ts — the embedded default (PGlite, demo data: 300 jobs, 40 workers) in one process
// through app.inject: wall and CPU ms per request (process.cpuUsage: Node and PGlite together, the database runs on the
// event loop) for the uncached path (RESPONSE_CACHE=off), response-cache hits and 304s. Not a load test: no HTTP, one
// caller.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { createLocalStorage } from '../src/server/storage/local';
import { buildApp } from '../src/server/app';
import { seed } from '../src/server/db/seed';
import { buildWorker } from '../src/server/test/factories';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'm21-'));
const database = await openPglite();
const storage = createLocalStorage(path.join(dir, 'files'));
await seed(database.db, null, { jobs: 300, workers: 40, withFiles: false });
const base = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 's' }), rateLimitMax: 1e9 };
const cached = await buildApp({ config: base, database, storage });
const plain = await buildApp({ config: { ...base, responseCache: false, sessionCacheTtlMs: 0 }, database, storage });
const w = await buildWorker(cached);
const jobId = (
  (await database.query('select id from jobs where status = $1 limit 1', ['open'])).rows[0] as { id: string }
).id;
async function run(label: string, app: typeof cached, url: string, etag?: string, n = 300) {
  await app.inject({ method: 'GET', url, headers: { cookie: w.cookie } });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let status = 0;
  for (let i = 0; i < n; i++)
    status = (
      await app.inject({
        method: 'GET',
        url,
        headers: { cookie: w.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      })
    ).statusCode;
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  console.log(
    `${label.padEnd(28)} ${url.padEnd(40)} status ${status}  ${(ms / n).toFixed(3)} ms/req wall  ${((c.user + c.system) / 1000 / n).toFixed(3)} ms/req CPU (Node+PGlite, one process)`,
  );
}
for (const url of ['/api/jobs', `/api/jobs/${jobId}`, '/api/work-journey']) {
  await run('uncached (miss path)', plain, url, undefined, 100);
  await run('cache hit', cached, url);
  const etag = String((await cached.inject({ method: 'GET', url, headers: { cookie: w.cookie } })).headers.etag);
  await run('304', cached, url, etag);
}
await cached.close();
await plain.close();
await database.close();
