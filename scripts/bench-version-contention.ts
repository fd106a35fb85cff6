// npx tsx scripts/bench-version-contention.ts [postgres://…/postgres] [--clients 8] [--seconds 5]
// Concurrent writers and the version rows (decision 0051): on a fresh PostgreSQL database, `clients` connections each
// run write transactions for `seconds` — an insert into organizations, a millisecond of other work, an insert into
// search_words, commit; then again with half of them writing the two tables in the opposite order. With the migration's
// per-session slots, and with every session forced onto one slot (one version row per table, as a per-statement
// trigger without slots would do). Prints commits per second and deadlocks of each.
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { clients: { type: 'string', default: '8' }, seconds: { type: 'string', default: '5' } },
});
const base = positionals[0] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);

const name = `contention_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;

async function run(label: string, opposite: boolean) {
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      return c;
    }),
  );
  let commits = 0;
  let deadlocks = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (c, i) => {
      const org = () => c.query("insert into organizations (name) values ('Contention Health')");
      const word = () => c.query('insert into search_words (word) values ($1) on conflict do nothing', [`w${i}`]);
      const order = opposite && i % 2 === 1 ? [word, org] : [org, word];
      while (Date.now() < end) {
        try {
          await c.query('begin');
          await order[0]!();
          await c.query('select pg_sleep(0.001)');
          await order[1]!();
          await c.query('commit');
          commits++;
        } catch (err) {
          await c.query('rollback').catch(() => {});
          if ((err as { code?: string }).code === '40P01') deadlocks++;
          else throw err;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  console.log(
    `| ${label} | ${opposite ? 'half opposite' : 'same'} | ${CLIENTS} | ${(commits / seconds).toFixed(0)} | ${deadlocks} |`,
  );
}

try {
  const database = await openPostgres(url.toString()); // migrates: the triggers and the slot function
  await database.close();
  console.log(`${CLIENTS} clients, ${SECONDS} s per run, two tables per transaction\n`);
  console.log('| version rows | table order | clients | commits/s | deadlocks |\n|---|---|---|---|---|');
  await run('one per session (migration 0024)', false);
  await run('one per session (migration 0024)', true);
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  await c.query('create or replace function cache_version_slot() returns integer language sql as $$ select 0 $$');
  await c.end();
  await run('one per table (all sessions on slot 0)', false);
  await run('one per table (all sessions on slot 0)', true);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
