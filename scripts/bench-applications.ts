// Times the recruiter application calls on the configured database (seed it first, e.g.
// DATABASE_URL=… npm run seed -- --jobs 20000 --workers 2000 --applications 100000).
// Usage: DATABASE_URL=postgres://… npx tsx scripts/bench-applications.ts [requests=100]
// Runs the real app in-process (app.inject) signed in as recruiter@demo.test, and prints EXPLAIN of the list query.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLocalStorage } from '../src/server/storage/local';
import { buildApp } from '../src/server/app';
import { applications, users } from '../src/server/db/schema';
import { createSession } from '../src/server/test/session';

const total = Number(process.argv[2] ?? 100);
const config = { ...loadConfig(), rateLimitMax: 1_000_000 };
const database = await openDatabase(config);
const app = await buildApp({
  config,
  database,
  storage: createLocalStorage(path.join(os.tmpdir(), `bench-${crypto.randomBytes(4).toString('hex')}`)),
});
await app.ready();
const [recruiter] = await app.db
  .select({ id: users.id, org: users.organizationId })
  .from(users)
  .where(eq(users.email, 'recruiter@demo.test'));
const cookie = await createSession(app, recruiter.id);
const [{ all }] = await app.db.select({ all: sql<number>`count(*)::int` }).from(applications);
const [{ org }] = await app.db
  .select({ org: sql<number>`count(*)::int` })
  .from(applications)
  .where(eq(applications.organizationId, recruiter.org!));

const get = async (url: string) => {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { ms: performance.now() - t0, body: res.json() as { nextCursor?: string | null } };
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const first = await get('/api/applications?status=new');
const cases: Record<string, string> = {
  counts: '/api/applications/counts',
  'list new (page 1)': '/api/applications?status=new',
  'list new (page 2, cursor)': `/api/applications?status=new&cursor=${first.body.nextCursor ?? ''}`,
  'list done oldest': '/api/applications?status=done&sort=oldest',
  'list screening search': '/api/applications?status=screening&q=nurse',
};
console.log(`applications: ${all} total, ${org} in the recruiter's organization; ${total} requests per case`);
for (const [name, url] of Object.entries(cases)) {
  await get(url);
  const times: number[] = [];
  for (let i = 0; i < total; i++) times.push((await get(url)).ms);
  console.log(`${name.padEnd(28)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`);
}
const plan = await app.db.execute(
  sql`explain select a.id from applications a join users u on u.id = a.worker_id join jobs j on j.id = a.job_id left join users r on r.id = a.recruiter_id where a.organization_id = ${recruiter.org} and a.status = 'New' order by a.status_changed_at desc, a.id desc limit 21`,
);
console.log((plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n'));
await app.close();
await database.close();
