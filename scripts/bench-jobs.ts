// Times GET /api/jobs on the configured database (seed it first: npm run seed -- --jobs 100000 --workers 2000).
// Usage: DATABASE_URL=postgres://… npx tsx scripts/bench-jobs.ts [requests=200]
// Runs the real app in-process (app.inject), signed in as worker@demo.test, over a mix of board queries.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLocalStorage } from '../src/server/storage/local';
import { buildApp } from '../src/server/app';
import { users } from '../src/server/db/schema';
import { createSession } from '../src/server/test/session';

const total = Number(process.argv[2] ?? 200);
const config = { ...loadConfig(), rateLimitMax: 1_000_000 };
const database = await openDatabase(config);
const app = await buildApp({
  config,
  database,
  storage: createLocalStorage(path.join(os.tmpdir(), `bench-${crypto.randomBytes(4).toString('hex')}`)),
});
await app.ready();
const [worker] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'worker@demo.test'));
const cookie = await createSession(app, worker.id);

const queries: Record<string, string> = {
  'newest (default)': '',
  'search "icu"': 'q=icu',
  'search "atlanta nurse"': 'q=atlanta%20nurse',
  'profession + state': 'profession=Registered%20Nurse&state=GA',
  'highest pay': 'sort=highest-pay',
  'filters + pay sort': 'profession=Pharmacist&min_weekly_pay=2500&sort=highest-pay',
  'best match': 'sort=best-match',
  'shift + start date': 'shift=Nights&start_from=2026-12-01',
};

const time = async (qs: string) => {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/jobs${qs ? `?${qs}` : ''}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${qs}: ${res.statusCode} ${res.body}`);
  return performance.now() - t0;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

for (const qs of Object.values(queries)) await time(qs); // warm-up
const all: number[] = [];
console.log(`GET /api/jobs, ${total} requests per query, database: ${database.kind}`);
for (const [name, qs] of Object.entries(queries)) {
  const xs: number[] = [];
  for (let i = 0; i < total; i++) xs.push(await time(qs));
  all.push(...xs);
  console.log(`${name.padEnd(24)} p50 ${pct(xs, 50).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms`);
}
console.log(`${'all queries'.padEnd(24)} p50 ${pct(all, 50).toFixed(1)} ms  p99 ${pct(all, 99).toFixed(1)} ms`);
await app.close();
await database.close();
