// PreparedPGlite: statements outside transactions are parsed once into named prepared statements and answer exactly
// what PGlite's own query() answers; transactions keep their statements and their isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PreparedPGlite } from './pglite-prepared';

/** The prepared statements of the session, read through PGlite's own (unprepared) query. */
const preparedStatements = async (db: PGlite) =>
  (await PGlite.prototype.query.call(db, 'select name, statement from pg_prepared_statements order by name')).rows as {
    name: string;
    statement: string;
  }[];

describe('PreparedPGlite', () => {
  let db: PreparedPGlite;
  let plain: PGlite;
  beforeAll(async () => {
    db = new PreparedPGlite();
    plain = new PGlite();
    for (const d of [db, plain]) {
      await d.exec(`create table t (id int primary key, at timestamptz, doc jsonb, tags text[], note text)`);
    }
  });
  afterAll(async () => {
    await db.close();
    await plain.close();
  });

  it('prepares a statement once and runs it again without parsing it', async () => {
    const text = 'select $1::int + 1 as n';
    for (let i = 0; i < 3; i++) expect((await db.query<{ n: number }>(text, [i])).rows).toEqual([{ n: i + 1 }]);
    const kept = await preparedStatements(db);
    expect(kept.filter((s) => s.statement === text)).toHaveLength(1);
    await db.query(text, [7]);
    expect(await preparedStatements(db)).toEqual(kept);
  });

  it('answers what PGlite answers, for parameters and results of every kind the app sends', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const row = [1, at, { a: [1, 'two'], b: null }, ['x', 'y, z'], null];
    for (const d of [db, plain]) await d.query('insert into t values ($1, $2, $3, $4, $5)', row);
    const read = 'select id, at, doc, tags, note, at::text as t from t where id = $1 and doc @> $2';
    const mine = await db.query(read, [1, { a: [1, 'two'] }]);
    const theirs = await plain.query(read, [1, { a: [1, 'two'] }]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    const arrays = await db.query(read, [1, { a: [1, 'two'] }], { rowMode: 'array' });
    expect(arrays.rows).toEqual((await plain.query(read, [1, { a: [1, 'two'] }], { rowMode: 'array' })).rows);
    // A caller's own parsers (drizzle keeps dates as text) win over PGlite's, the others stay PGlite's.
    const asText = { rowMode: 'array' as const, parsers: { 1184: (v: string) => `at ${v}` } };
    const own = await db.query(read, [1, { a: [1, 'two'] }], asText);
    expect(own.rows).toEqual((await plain.query(read, [1, { a: [1, 'two'] }], asText)).rows);
    expect((own.rows[0] as unknown[])[1]).toMatch(/^at 2026-03-04/);
    expect((await db.query('update t set note = $1 where id = $2', ['n', 1])).affectedRows).toBe(1);
  });

  it('reports a failed statement as PGlite does, keeps no statement that failed to parse, and goes on', async () => {
    const before = db.preparedCount;
    await expect(db.query('select from nowhere_at_all')).rejects.toMatchObject({
      code: '42P01',
      query: 'select from nowhere_at_all',
    });
    expect(db.preparedCount).toBe(before);
    await expect(db.query('insert into t (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('runs a statement outside a transaction after it, never inside it', async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id) values (2)');
        // Issued while the transaction is open: it must not see, nor be part of, the rolled-back insert.
        outside = db.query('select count(*)::int as n from t');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  });

  it('prepares again a statement whose table changed shape', async () => {
    await db.exec('create table shape (a int)');
    await db.exec('insert into shape values (1)');
    expect((await db.query('select * from shape')).rows).toEqual([{ a: 1 }]);
    await db.exec('alter table shape add column b int default 2');
    expect((await db.query('select * from shape')).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('keeps at most maxPrepared texts, closing the least recently used', async () => {
    const small = new PreparedPGlite();
    small.maxPrepared = 3;
    for (let i = 0; i < 6; i++) await small.query(`select ${i} as n`);
    await small.query('select 5 as n');
    expect(small.preparedCount).toBe(3);
    // The closes travel with the next statement: the session keeps the three texts used last.
    await small.query('select 4 as n');
    expect((await preparedStatements(small)).map((s) => s.statement).sort()).toEqual([
      'select 3 as n',
      'select 4 as n',
      'select 5 as n',
    ]);
    await small.close();
  });
});
