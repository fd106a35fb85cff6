// Table versions are bumped by the database itself (migration 0024, decision 0051): a statement-level trigger on every
// table of the schema, whoever writes — drizzle, hand-written SQL, a cascade, another trigger — and only on commit.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildJob, buildOrg, buildWorker } from '../test/factories';
import { createSession } from '../test/session';
import type { Database } from './client';
import { organizations, users } from './schema';
import { TABLES, tableScope, VERSIONS_TOPIC } from './table-versions';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  t = await createTestApp();
  ({ app, database } = t);
});
afterAll(async () => t.close());

/** A table's version: the sum of its slots' rows. */
const version = async (table: string) => {
  const { rows } = await database.query(
    'select coalesce(sum(version), 0)::int as v from cache_versions where scope = $1',
    [tableScope(table)],
  );
  return (rows[0] as { v: number }).v;
};
const versionsOf = async (tables: string[]) => Promise.all(tables.map(version));

describe('every table of the schema bumps its version', () => {
  it('has the statement-level trigger for insert, update, delete and truncate (a new table without it fails here)', async () => {
    const { rows } = await database.query(
      `select c.relname as table, t.tgtype as type, p.proname as fn
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where t.tgname = 'cache_version' and not t.tgisinternal and t.tgenabled <> 'D'`,
    );
    const found = rows as { table: string; type: number; fn: string }[];
    expect(found.map((r) => r.table).sort()).toEqual([...TABLES]);
    // tgtype bits: 1 row-level (off: per statement), 4 insert, 8 delete, 16 update, 32 truncate; 2 before, 64 instead.
    for (const r of found) expect([r.table, r.type, r.fn]).toEqual([r.table, 4 | 8 | 16 | 32, 'bump_cache_version']);
  });

  it('TABLES is every table of the database but the version rows themselves', async () => {
    const { rows } = await database.query(
      `select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'`,
    );
    const inDatabase = (rows as { tablename: string }[]).map((r) => r.tablename).filter((t) => t !== 'cache_versions');
    expect(inDatabase.sort()).toEqual([...TABLES]);
  });
});

describe('a write bumps the tables it changed, with its commit', () => {
  it('a write outside a transaction bumps its table', async () => {
    const before = await version('organizations');
    await database.db.insert(organizations).values({ name: 'Bumped Health' });
    expect(await version('organizations')).toBeGreaterThan(before);
  });

  it('a transaction bumps on commit; a rolled-back one bumps nothing', async () => {
    const before = await version('organizations');
    await database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ name: 'One' });
      await tx.insert(organizations).values({ name: 'Two' });
    });
    const committed = await version('organizations');
    expect(committed).toBeGreaterThan(before);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(organizations).values({ name: 'Three' });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await version('organizations')).toBe(committed);
  });

  it('hand-written SQL and a truncate count too', async () => {
    const before = await version('organizations');
    await database.query('update organizations set name = name where false');
    expect(await version('organizations')).toBeGreaterThan(before);
    const held = await version('held_applications');
    await database.query('truncate held_applications');
    expect(await version('held_applications')).toBeGreaterThan(held);
  });

  it("a foreign key's cascade bumps the tables it deleted from", async () => {
    const worker = await buildWorker(app);
    await createSession(app, worker.id);
    const before = await versionsOf(['sessions', 'worker_profiles']);
    await database.db.delete(users).where(eq(users.id, worker.id));
    const after = await versionsOf(['sessions', 'worker_profiles']);
    expect(after[0]).toBeGreaterThan(before[0]!);
    expect(after[1]).toBeGreaterThan(before[1]!);
  });

  it("another trigger's write bumps its table (a job's search words, migration 0011)", async () => {
    const org = await buildOrg(app);
    const before = await version('search_words');
    await buildJob(app, org!.id, { title: 'Zyxwvut nurse' });
    expect(await version('search_words')).toBeGreaterThan(before);
  });
});

describe('the hub hears a bump when it commits', () => {
  const heard: [string, number, number][] = [];
  beforeAll(() => {
    app.hub.subscribe(VERSIONS_TOPIC, (data) => heard.push(...(data as { v: [string, number, number][] }).v));
  });

  /** The bumps of `scope` heard so far. */
  const heardOf = (scope: string) => heard.filter(([s]) => s === scope);

  it('announces the committed version of the written table, never a rolled-back one', async () => {
    const scope = tableScope('organizations');
    const from = heardOf(scope).length;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(organizations).values({ name: 'Never' });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await database.db.insert(organizations).values({ name: 'Announced' });
    const now = await version('organizations');
    await vi.waitFor(() => expect(heardOf(scope).length).toBe(from + 1));
    const [, slot, v] = heardOf(scope).at(-1)!;
    const { rows } = await database.query('select version from cache_versions where scope = $1 and slot = $2', [
      scope,
      slot,
    ]);
    expect(Number((rows[0] as { version: string }).version)).toBe(v);
    expect(now).toBeGreaterThanOrEqual(v);
  });
});

describe.runIf(ON_POSTGRES)('concurrent writers of one table (PostgreSQL)', () => {
  it('take slots of their own: neither waits for the other, in any order of tables', async () => {
    const pg = await import('pg');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const { rows } = await database.query('select current_database() as name');
    url.pathname = `/${(rows[0] as { name: string }).name}`;
    const a = new pg.default.Client({ connectionString: url.toString() });
    const b = new pg.default.Client({ connectionString: url.toString() });
    await a.connect();
    await b.connect();
    try {
      const before = await versionsOf(['organizations', 'saved_searches']);
      // A lock wait fails the statement instead of hanging the test: with one version row per table, b's first write
      // would wait for a to commit, and a waits for b below.
      for (const c of [a, b]) await c.query("begin; set local lock_timeout = '10s'");
      await a.query("insert into organizations (name) values ('A first')");
      await b.query("insert into saved_searches (worker_id, name, query) select id, 'B', 'q=b' from users limit 0");
      await b.query("insert into organizations (name) values ('B second')");
      await a.query("insert into saved_searches (worker_id, name, query) select id, 'A', 'q=a' from users limit 0");
      await b.query('commit');
      await a.query('commit');
      const after = await versionsOf(['organizations', 'saved_searches']);
      expect(after.map((v, i) => v - before[i]!)).toEqual([2, 2]);
      const slots = await Promise.all(
        [a, b].map(
          async (c) => (await c.query("select current_setting('carelink.cache_version_slot') as s")).rows[0].s,
        ),
      );
      expect(new Set(slots).size).toBe(2);
    } finally {
      await a.end();
      await b.end();
    }
  });
});
