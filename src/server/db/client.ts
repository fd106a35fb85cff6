// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema';
import { lockDataDir } from './pglite-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: queries accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for LISTEN/NOTIFY and benchmarks. */
  /**
   * LISTENs on a channel; `onReconnect` runs each time the listener is back after a lost connection (notifications in
   * between are lost).
   */
  listen?: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
  notify?: (channel: string, payload: string) => Promise<void>;
  /** A raw parameterised query through the driver (benchmarks, EXPLAIN). */
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** PGlite: the data folder as a tarball (the test suite's template, OpenOptions.pgliteTemplate). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** Called with every SQL statement (the benchmark captures a request's queries with it). */
  onQuery?: (query: string, params: unknown[]) => void;
  /**
   * PGlite in memory only: start from this data folder (a `dumpDataDir()` tarball of a migrated database, the test
   * suite's template, src/server/test/pg-template.ts) instead of a new cluster. Its initdb is most of a new PGlite's
   * cost; the migrations still run, finding nothing to do.
   */
  pgliteTemplate?: Blob;
}

/** Drizzle's logger sees every statement it runs: the caller's `onQuery` is called (benchmarks). */
const loggerOf = (opts: OpenOptions) =>
  opts.onQuery ? { logQuery: (query: string, params: unknown[]) => opts.onQuery!(query, params) } : false;

/** The folder of the migrations (drizzle-kit's SQL files and journal), beside this module in the source and the build. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PGlite at `dir` (in memory when undefined) and applies migrations. A folder is opened by one process at a time
 * (pglite-dir-lock.ts): another process holding it is refused with DataDirLockedError.
 */
export async function openPglite(dir?: string, opts: OpenOptions = {}): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const unlock = dir ? lockDataDir(dir) : () => {};
  try {
    return await openPgliteAt(dir, opts, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPgliteAt(dir: string | undefined, opts: OpenOptions, unlock: () => void): Promise<Database> {
  // Statements outside transactions run as named prepared statements, parsed and planned once (pglite-prepared.ts).
  const { PreparedPGlite: PGlite } = await import('./pglite-prepared');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm: a search word with one typo finds the jobs' own word (migration 0011).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = dir
    ? new PGlite(dir, { extensions: { pg_trgm } })
    : new PGlite({ extensions: { pg_trgm }, loadDataDir: opts.pgliteTemplate });
  const db = drizzle(client, { schema, logger: loggerOf(opts) });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    dumpDataDir: async () => client.dumpDataDir('none'),
    listen: async (channel, onPayload) => {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    query: async (text, params) => ({ rows: (await client.query(text, params as unknown[])).rows }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Connects to PostgreSQL through a pg pool and applies migrations. */
export async function openPostgres(url: string, opts: OpenOptions = {}): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  // A dropped connection (e.g. a PostgreSQL restart) must not crash the process. An idle client reports
  // through the pool's 'error'; a checked-out one (held by a transaction between two queries) emits 'error'
  // on itself, where the pool listens no more, so every client gets its own listener. The pending query
  // still fails, and the pool discards the dead client when it is released.
  // Prepared statements (prepareRead below: fixed-shape page reads) run on connections of their own that use the
  // generic plan from the first run: planned once per connection, not on every request. A
  // generic plan does not know the LIMIT's value and would start a parallel worker for a page of 21 rows (~4 ms), so
  // these connections plan no parallel work.
  // Settings the URL carries (`?options=-c …`, e.g. CI's synchronous_commit) are kept beside these: pg lets a URL's
  // options replace a pool's own, so they are joined here and the URL passed without them.
  const bare = new URL(url);
  const urlOptions = bare.searchParams.get('options') ?? '';
  bare.searchParams.delete('options');
  const preparedPool = new pg.default.Pool({
    connectionString: bare.toString(),
    max: 4,
    options: `${urlOptions} -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0`.trim(),
  });
  for (const p of [pool, preparedPool]) {
    p.on('error', () => {});
    p.on('connect', (client) => client.on('error', () => {}));
  }
  const db = drizzle(pool, { schema, logger: loggerOf(opts) });
  // Outside transactions (a transaction keeps its own connection, where a prepared statement is planned as usual).
  preparedTwins.set(db as unknown as Db, drizzle(preparedPool, { schema, logger: loggerOf(opts) }) as unknown as Db);
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, onPayload, onReconnect) => listenWithReconnect(pg.default, url, channel, onPayload, onReconnect),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    query: async (text, params) => ({ rows: (await pool.query(text, params as unknown[])).rows }),
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}

/** Distinct prepared statement texts at most (beyond it a named query runs unnamed, planned each time). */
const MAX_PREPARED = 300;
const preparedNames = new Map<string, string>();

/**
 * The server-side name of a query prepared as `name` (drizzle's `.prepare(name)`): the name plus a hash of the text,
 * so every shape of a query (its optional filters) is its own prepared statement, and PostgreSQL parses and plans it
 * once per connection instead of on every request. Undefined once MAX_PREPARED texts are named (bounded memory per
 * connection). Only fixed-shape reads whose best plan does not depend on the parameters' values are prepared
 * (decision 0018): PostgreSQL may switch a prepared statement to a generic plan after five runs.
 */
export function preparedName(name: string, text: string): string | undefined {
  let named = preparedNames.get(text);
  if (named === undefined) {
    if (preparedNames.size >= MAX_PREPARED) return undefined;
    named = `${name}_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    preparedNames.set(text, named);
  }
  return named;
}

/** Each PostgreSQL database's handle on the connections that run prepared reads (openPostgres). */
const preparedTwins = new WeakMap<Db, Db>();

/** A query builder's last step before running: its text, and the statement prepared from it. */
interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/**
 * A fixed-shape read prepared once per handle (the caller keeps it): built by `build` on the handle it runs on — on
 * PostgreSQL outside a transaction, the connections that plan it once (generic plan, no parallel workers); in a
 * transaction, the transaction's own connection; on PGlite, `db` itself (its statements are cached by text:
 * pglite-prepared.ts) — and named after its text (preparedName), so each shape of a query is its own statement.
 */
export function prepareRead<P>(db: DbOrTx, name: string, build: (on: DbOrTx) => Preparable<P>): P {
  const query = build(preparedTwins.get(db as Db) ?? db);
  // Past MAX_PREPARED texts the read runs unnamed (planned each time): drizzle passes the name on as node-postgres's.
  return query.prepare(preparedName(name, query.toSQL().sql) as string);
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 1000;

/**
 * LISTENs on a connection of its own (not one borrowed from the pool) that outlives PostgreSQL restarts:
 * when it drops, it reconnects with back-off and listens again. The first attempt must succeed (start-up
 * fails otherwise). Notifications sent while it was down are lost (NOTIFY is not durable): receivers
 * catch up from the tables.
 */
async function listenWithReconnect(
  pg: (typeof import('pg'))['default'],
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  const name = `"${channel.replace(/"/g, '')}"`;
  let current: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;

  let connectedBefore = false;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    client.on('error', () => {}); // a dead connection also ends: handled below
    client.once('end', () => {
      if (current !== client) return;
      current = null;
      if (!closed) reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${name}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = RECONNECT_MIN_MS;
    if (connectedBefore) onReconnect?.();
    connectedBefore = true;
  };
  const reconnectLater = () => {
    timer = setTimeout(() => {
      timer = null;
      connect().catch(() => {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        if (!closed) reconnectLater();
      });
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    if (!client) return;
    await client.query(`UNLISTEN ${name}`).catch(() => {});
    await client.end().catch(() => {});
  };
}

/** Opens the configured database. */
export function openDatabase(
  opts: { databaseUrl?: string; dataDir: string },
  open: OpenOptions = {},
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, open) : openPglite(path.join(opts.dataDir, 'pglite'), open);
}
