// Table versions: what a statement reads and writes, and the database wrapper's bumps (on commit only, every write).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { organizations } from './schema';
import { SharedReadMemo } from '../data/shared-read-memo';
import { readsOfRequest, tablesIn, tablesWritten, tableScope } from './table-versions';

describe('what a statement names', () => {
  it('reads: every table named, quoted or not, and nothing else', () => {
    expect(
      tablesIn(
        'select "chats"."id", a.status from "chats" left join applications a on a.id = "chats"."application_id"',
      ),
    ).toEqual(['chats', 'applications']);
    expect(tablesIn('select 1')).toEqual([]);
  });

  it('writes: the targets, cascades of deletes and updates, every table for a truncate', () => {
    expect(tablesWritten('insert into "chats" ("id") values ($1) on conflict do update set "id" = $1')).toEqual([
      'chats',
    ]);
    expect(tablesWritten('update "applications" set "status" = $1 where "id" = $2')).toEqual(
      expect.arrayContaining(['applications', 'status_history', 'offers']),
    );
    expect(tablesWritten('delete from "users" where "id" = $1')).toEqual(
      expect.arrayContaining(['users', 'sessions', 'worker_profiles', 'documents']),
    );
    expect(tablesWritten('with m as (update jobs set applied_count = 0 returning id) select * from m')).toEqual(
      expect.arrayContaining(['jobs']),
    );
    expect(tablesWritten('truncate organizations, users restart identity cascade')).toEqual(
      expect.arrayContaining(['organizations', 'users', 'messages', 'chats']),
    );
    expect(tablesWritten('select * from "jobs" for update')).toEqual([]);
  });
});

describe('the database wrapper bumps the tables a write changed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  const version = async (table: string) => {
    const { rows } = await database.query('select version from cache_versions where scope = $1', [tableScope(table)]);
    return Number((rows[0] as { version?: number } | undefined)?.version ?? 0);
  };

  it('a write outside a transaction bumps its table', async () => {
    const before = await version('organizations');
    await database.db.insert(organizations).values({ name: 'Bumped Health' });
    expect(await version('organizations')).toBe(before + 1);
  });

  it('a transaction bumps once, on commit; a rolled-back one bumps nothing', async () => {
    const before = await version('organizations');
    await database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ name: 'One' });
      await tx.insert(organizations).values({ name: 'Two' });
    });
    expect(await version('organizations')).toBe(before + 1);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(organizations).values({ name: 'Three' });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await version('organizations')).toBe(before + 1);
  });

  it('a raw statement counts too, and reads are recorded for the request that runs them', async () => {
    const before = await version('organizations');
    await database.db.execute(sql`update organizations set name = name where false`);
    expect(await version('organizations')).toBe(before + 1);
    const reads = new Set<string>();
    // (A drizzle query runs when awaited: inside the recorded context.)
    await readsOfRequest.run(reads, async () => {
      await database.db.execute(
        sql`select count(*) from jobs join organizations on organizations.id = jobs.organization_id`,
      );
    });
    expect([...reads].sort()).toEqual(['jobs', 'organizations']);
  });

  it('a shared result that spares a caller its statement still counts the tables it read for that caller', async () => {
    const memo = new SharedReadMemo<number>();
    const read = async () => {
      await database.db.execute(sql`select count(*) from jobs`);
      return 1;
    };
    const first = new Set<string>();
    const second = new Set<string>();
    await readsOfRequest.run(first, async () => memo.get('k', read));
    await readsOfRequest.run(second, async () => memo.get('k', read));
    expect([...first]).toEqual(['jobs']);
    expect([...second]).toEqual(['jobs']);
  });
});
