// Prepared statements (issue 21): a fixed-shape read prepared with `prepareRead` gets one server-side statement per
// text, and on PostgreSQL runs on connections that plan it once (generic plan, no parallel workers); every other
// statement keeps PostgreSQL's custom plans (the job search's variable statements), and a transaction keeps its own
// connection. No driver is patched for it (issue 43): the prepared reads are built on a drizzle handle of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { prepareRead, preparedName, type Database, type DbOrTx } from './client';
import { openTestDatabase } from '../test/test-app';

describe('preparedName', () => {
  it('names each text once, under the caller’s name, and two texts apart', () => {
    const a = preparedName('application_list', 'select 1 where $1');
    expect(a).toMatch(/^application_list_[\w-]{16}$/);
    expect(preparedName('application_list', 'select 1 where $1')).toBe(a);
    expect(preparedName('application_list', 'select 2 where $1')).not.toBe(a);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('prepared statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openTestDatabase()));
  afterAll(async () => drop());

  const settings = sql<string>`current_setting('plan_cache_mode') || ' ' || current_setting('max_parallel_workers_per_gather')`;
  const probe = (on: DbOrTx = database.db) => on.select({ s: settings }).from(sql`(values (1)) v(x)`);

  it('runs a prepared read on a generic-plan connection, the rest with custom plans', async () => {
    const statement = prepareRead(database.db, 'settings_probe', probe);
    for (let i = 0; i < 3; i++) {
      const [prepared] = await statement.execute();
      expect(prepared!.s).toBe('force_generic_plan 0');
    }
    const [plain] = await probe();
    expect(plain!.s).toMatch(/^auto /);
  });

  it('names each shape of a read after its text, so two shapes under one name are two statements', async () => {
    const names = sql<
      string[]
    >`(select coalesce(array_agg(name order by name), '{}') from pg_prepared_statements where name like 'shape_probe%')`;
    const shape = (n: number) => (on: DbOrTx) =>
      on.select({ n: sql<number>`${n}::int`, names }).from(sql`(values (1)) v(x)`);
    const one = prepareRead(database.db, 'shape_probe', shape(1));
    const two = prepareRead(database.db, 'shape_probe', shape(2));
    // Both on one connection (max 4: each statement, run until it has been everywhere, meets the other's).
    for (let i = 0; i < 8; i++) {
      expect((await one.execute())[0]!.n).toBe(1);
      expect((await two.execute())[0]!.n).toBe(2);
    }
    const [row] = await two.execute();
    expect(row!.names.length).toBeGreaterThanOrEqual(1);
    for (const name of row!.names) expect(name).toMatch(/^shape_probe_[\w-]{16}$/);
  });

  it('keeps a transaction on its own connection', async () => {
    const inside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local application_name = 'inside'`);
      const [row] = await prepareRead(tx, 'settings_probe_tx', (on) =>
        on.select({ s: settings, app: sql<string>`current_setting('application_name')` }).from(sql`(values (1)) v(x)`),
      ).execute();
      return row!;
    });
    expect(inside.app).toBe('inside');
    expect(inside.s).toMatch(/^auto /);
  });
});
