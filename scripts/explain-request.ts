// npx tsx scripts/explain-request.ts <url> [--as email] : runs one GET through the app in process (the database of
// DATABASE_URL or DATA_DIR), captures every SQL statement it sends, and prints each one's EXPLAIN (ANALYZE, BUFFERS),
// slowest first. A tool for finding what a read path's cache miss costs in the database.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createStorage } from '../src/server/storage/create-storage';
import { buildApp } from '../src/server/app';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { as: { type: 'string', default: 'worker@demo.test' }, top: { type: 'string', default: '6' } },
});
const url = positionals[0];
if (!url) throw new Error('usage: explain-request.ts <url> [--as email]');
const config = loadConfig({ ...process.env, RESPONSE_CACHE: 'off', SEED_DEMO: 'false', RATE_LIMIT_MAX: '100000000' });
let capture: { text: string; params: unknown[] }[] | null = null;
const database = await openDatabase(config, { onQuery: (text, params) => capture?.push({ text, params }) });
const app = await buildApp({ config, database, storage: await createStorage(config) });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: values.as, password: 'demo-password' },
});
const cookie = String(login.headers['set-cookie']).split(';')[0]!;
await app.inject({ url, headers: { cookie } }); // warm-up (memos, plans)
capture = [];
const t0 = performance.now();
const res = await app.inject({ url, headers: { cookie } });
const ms = performance.now() - t0;
const queries = capture;
capture = null;
console.log(
  `${url}: ${res.statusCode}, ${res.body.length} bytes, ${ms.toFixed(1)} ms in process, ${queries.length} statements`,
);
const plans: { ms: number; text: string; plan: string }[] = [];
for (const q of queries) {
  try {
    const r = await database.query(`explain (analyze, buffers) ${q.text}`, q.params);
    const lines = (r.rows as Record<string, string>[]).map((row) => Object.values(row)[0]);
    const exec = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    const plan = Number(/Planning Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    plans.push({ ms: exec + plan, text: q.text, plan: lines.join('\n') });
  } catch (err) {
    plans.push({ ms: 0, text: q.text, plan: `(not explained: ${(err as Error).message})` });
  }
}
plans.sort((a, b) => b.ms - a.ms);
for (const p of plans.slice(0, Number(values.top))) console.log(`\n-- ${p.ms.toFixed(2)} ms\n${p.text}\n${p.plan}`);
await app.close();
await database.close();
