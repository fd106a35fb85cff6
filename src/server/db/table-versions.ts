// Table versions: the freshness of every cached answer is derived from the statements that produced it (decision
// 0019). The database wrapper (client.ts) sees every statement:
// - a write statement (insert, update, delete, truncate) adds its target tables to its transaction's set, and the
//   transaction, just before it commits, bumps one version per written table (`t:<table>` rows of cache_versions) and
//   NOTIFYs the new versions on the hub channel in the same statement; a write outside a transaction runs in one of
//   its own, so a write is never committed without its bump, nor a bump without its write;
// - any statement run while a request records its reads (`readsOfRequest`) adds the tables it names to that set.
// A cached answer is tagged with the versions, read before its handler ran, of exactly the tables its statements
// named: it is fresh while none of them has changed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { HUB_CHANNEL } from '../queue/hub';
import { schema } from './schema';

/** Hub topic of committed bumps: `{ v: [[scope, version], …] }`. */
export const VERSIONS_TOPIC = 'versions.bumped';

/** Tables whose writes bump nothing: the version rows themselves. */
const UNTRACKED = new Set(['cache_versions']);

const pgTables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

/** Every table of the schema whose content an answer can depend on. */
export const TABLES: readonly string[] = [
  ...new Set(pgTables.map((t) => getTableName(t)).filter((n) => !UNTRACKED.has(n))),
].sort();
const tableSet = new Set(TABLES);

/**
 * The tables a delete or update of each table can change without naming them: those whose foreign keys cascade
 * (ON DELETE / ON UPDATE other than no action or restrict), transitively.
 */
const cascades: Map<string, Set<string>> = (() => {
  const direct = new Map<string, Set<string>>();
  for (const t of pgTables) {
    const { name, foreignKeys } = getTableConfig(t);
    for (const fk of foreignKeys) {
      const acts = [fk.onDelete, fk.onUpdate].filter((a) => a && a !== 'no action' && a !== 'restrict');
      if (acts.length === 0) continue;
      const parent = getTableName(fk.reference().foreignTable);
      if (!direct.has(parent)) direct.set(parent, new Set());
      direct.get(parent)!.add(name);
    }
  }
  const closure = new Map<string, Set<string>>();
  for (const parent of direct.keys()) {
    const seen = new Set<string>();
    const todo = [...direct.get(parent)!];
    while (todo.length) {
      const t = todo.pop()!;
      if (seen.has(t)) continue;
      seen.add(t);
      todo.push(...(direct.get(t) ?? []));
    }
    closure.set(parent, seen);
  }
  return closure;
})();

/** The version scope of a table. */
export const tableScope = (table: string) => `t:${table}`;
/** The version scopes of every table. */
export const ALL_TABLE_SCOPES: readonly string[] = TABLES.map(tableScope);

const IDENT = /"([^"]+)"|\b([a-z_][a-z0-9_]*)\b/gi;
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const TRUNCATE = /\btruncate\b/i;

/** The tables a statement names anywhere (an over-approximation of what it reads, which is safe). */
export function tablesIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(IDENT)) {
    const name = (m[1] ?? m[2]!).toLowerCase();
    if (tableSet.has(name)) out.add(name);
  }
  return [...out];
}

/**
 * The tables a statement writes: its targets, and for a delete or update the tables their foreign keys cascade to.
 * A TRUNCATE (lists, CASCADE) counts as writing every table.
 */
export function tablesWritten(text: string): string[] {
  if (TRUNCATE.test(text)) return [...TABLES];
  const out = new Set<string>();
  for (const m of text.matchAll(WRITE)) {
    const name = m[2]!.toLowerCase();
    if (!tableSet.has(name)) continue;
    out.add(name);
    if (!/^insert/i.test(m[1]!)) for (const t of cascades.get(name) ?? []) if (tableSet.has(t)) out.add(t);
  }
  return [...out];
}

/** The tables read while serving one request (set by the response cache around a cacheable handler). */
export const readsOfRequest = new AsyncLocalStorage<Set<string>>();

/** Records the tables a statement names in the current request's reads, if it records them. */
export function noteStatement(text: string) {
  const reads = readsOfRequest.getStore();
  if (reads) for (const t of tablesIn(text)) reads.add(t);
}

/** Records tables as read by the current request (what a kept result read when it was computed). */
export function noteTables(tables: Iterable<string>) {
  const reads = readsOfRequest.getStore();
  if (reads) for (const t of tables) reads.add(t);
}

/** The bumps made while serving one request, so the response waits until this instance has seen them committed. */
export const bumpsOfRequest = new AsyncLocalStorage<Map<string, number>>();

/**
 * The statement that bumps the versions of `tables` and NOTIFYs them (one statement: one round trip per committing
 * transaction). Scopes are sorted so concurrent commits lock the version rows in one order (no deadlocks).
 */
export function bumpStatement(tables: Iterable<string>): { text: string; values: unknown[] } {
  const list = [...new Set(tables)].sort().map(tableScope);
  return {
    text: `with b as (
        insert into cache_versions (scope, version) select s, 1 from unnest($1::text[]) with ordinality as u(s, o)
        order by o
        on conflict (scope) do update set version = cache_versions.version + 1
        returning scope, version)
      select pg_notify($2, json_build_object('topic', $3::text, 'data', json_build_object('v', v))::text), v::text as v
      from (select coalesce(json_agg(json_build_array(scope, version)), '[]'::json) as v from b) x`,
    values: [list, HUB_CHANNEL, VERSIONS_TOPIC],
  };
}

/** Records a bump's new versions for the request that made it (its response waits until they are seen). */
export function noteBumped(rows: unknown) {
  const pending = bumpsOfRequest.getStore();
  const r = rows as { rows?: { v?: string }[] };
  const v = r.rows?.[0]?.v;
  if (!pending || !v) return;
  for (const [s, n] of JSON.parse(v) as [string, number][]) pending.set(s, Math.max(pending.get(s) ?? 0, Number(n)));
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*(rollback|abort)\s*;?\s*$/i;

type Query = (...args: unknown[]) => unknown;
const textOf = (config: unknown): string =>
  typeof config === 'string'
    ? config
    : config && typeof config === 'object' && typeof (config as { text?: unknown }).text === 'string'
      ? (config as { text: string }).text
      : '';

/**
 * Makes a node-postgres client bump the versions of the tables it writes: inside a transaction just before its
 * COMMIT, outside one by wrapping the statement in a transaction of its own. `enabled()` is false while migrating
 * (the version table may not exist yet).
 */
export function trackPgClient(client: { query: Query }, enabled: () => boolean) {
  const query = client.query.bind(client) as Query;
  let written: Set<string> | null = null; // the open transaction's written tables
  const run = (text: string, values?: unknown[]) => query(text, values) as Promise<unknown>;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (!enabled()) return query(config, ...rest);
    const text = textOf(config);
    if (BEGIN.test(text)) {
      written = new Set();
      return query(config, ...rest);
    }
    if (ROLLBACK.test(text)) {
      written = null;
      return query(config, ...rest);
    }
    if (COMMIT.test(text)) {
      const tables = written;
      written = null;
      if (!tables?.size) return query(config, ...rest);
      const b = bumpStatement(tables);
      return withCallback(rest, async () => {
        noteBumped(await run(b.text, b.values));
        return query(config, ...rest.filter((a) => typeof a !== 'function'));
      });
    }
    const tables = tablesWritten(text);
    if (tables.length === 0) return query(config, ...rest);
    if (written) {
      for (const t of tables) written.add(t);
      return query(config, ...rest);
    }
    // A write outside a transaction: in one of its own, with its bump.
    const b = bumpStatement(tables);
    return withCallback(rest, async () => {
      await run('begin');
      try {
        const result = await (query(config, ...rest.filter((a) => typeof a !== 'function')) as Promise<unknown>);
        noteBumped(await run(b.text, b.values));
        await run('commit');
        return result;
      } catch (err) {
        await run('rollback').catch(() => {});
        throw err;
      }
    });
  }) as Query;
}

/** Runs `work`, answering through the trailing callback of `args` when the caller passed one (pg's pool does). */
function withCallback(args: unknown[], work: () => Promise<unknown>): unknown {
  const cb = args.at(-1);
  const p = work();
  if (typeof cb !== 'function') return p;
  p.then(
    (r) => (cb as (e: unknown, r?: unknown) => void)(null, r),
    (e: unknown) => (cb as (e: unknown) => void)(e),
  );
  return undefined;
}

interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (fn: (tx: PgliteLike) => Promise<unknown>) => Promise<unknown>;
}

/** The same for PGlite: its transactions bump before they return, its single statements run in one of their own. */
export function trackPglite(client: PgliteLike) {
  const query = client.query.bind(client) as Query;
  const exec = client.exec.bind(client) as Query;
  const transaction = client.transaction.bind(client);
  const bumpIn = async (tx: PgliteLike, tables: Set<string>) => {
    if (!tables.size) return;
    const b = bumpStatement(tables);
    noteBumped(await tx.query(b.text, b.values));
  };
  /** A transaction's handle that collects the tables its statements write. */
  const collecting = (tx: PgliteLike, tables: Set<string>): PgliteLike =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop === 'query' || prop === 'exec')
          return (text: string, ...rest: unknown[]) => {
            for (const t of tablesWritten(text)) tables.add(t);
            return (target[prop] as Query)(text, ...rest);
          };
        const v = Reflect.get(target, prop, receiver) as unknown;
        return typeof v === 'function' ? (v as Query).bind(target) : v;
      },
    });
  client.transaction = (fn) =>
    transaction(async (tx) => {
      const tables = new Set<string>();
      const result = await fn(collecting(tx, tables));
      await bumpIn(tx, tables);
      return result;
    });
  const single =
    (orig: Query) =>
    (text: string, ...rest: unknown[]) => {
      const tables = tablesWritten(text);
      if (!tables.length) return orig(text, ...rest);
      return transaction(async (tx) => {
        const result = await (tx[orig === exec ? 'exec' : 'query'] as Query)(text, ...rest);
        await bumpIn(tx, new Set(tables));
        return result;
      });
    };
  client.query = single(query) as Query;
  client.exec = single(exec) as Query;
}
