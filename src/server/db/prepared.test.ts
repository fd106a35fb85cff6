// Prepared statements (issue 21): a fixed-shape read prepared with drizzle's `.prepare(name)` gets one server-side
// statement per text, and on PostgreSQL runs on connections that plan it once (generic plan, no parallel workers);
// every other statement keeps PostgreSQL's custom plans (the job search's variable statements), and a transaction
// keeps its own connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { preparedName, type Database } from './client';
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
  const probe = () => database.db.select({ s: settings }).from(sql`(values (1)) v(x)`);

  it('runs a prepared read on a generic-plan connection, the rest with custom plans', async () => {
    for (let i = 0; i < 3; i++) {
      const [prepared] = await probe().prepare('settings_probe').execute();
      expect(prepared!.s).toBe('force_generic_plan 0');
    }
    const [plain] = await probe();
    expect(plain!.s).toMatch(/^auto /);
  });

  it('keeps a transaction on its own connection', async () => {
    const inside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local application_name = 'inside'`);
      const [row] = await tx
        .select({ s: settings, app: sql<string>`current_setting('application_name')` })
        .from(sql`(values (1)) v(x)`)
        .prepare('settings_probe_tx')
        .execute();
      return row!;
    });
    expect(inside.app).toBe('inside');
    expect(inside.s).toMatch(/^auto /);
  });
});
