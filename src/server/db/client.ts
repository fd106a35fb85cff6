// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema';

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
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** Called with every SQL statement (the benchmark captures a request's queries with it). */
  onQuery?: (query: string, params: unknown[]) => void;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PGlite at `dir` (in memory when undefined) and applies migrations. */
export async function openPglite(dir?: string, opts: OpenOptions = {}): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzle(client, { schema, logger: opts.onQuery ? { logQuery: opts.onQuery } : false });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    query: async (text, params) => ({ rows: (await client.query(text, params as unknown[])).rows }),
    close: () => client.close(),
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
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, logger: opts.onQuery ? { logQuery: opts.onQuery } : false });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, onPayload, onReconnect) => listenWithReconnect(pg.default, url, channel, onPayload, onReconnect),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    query: async (text, params) => ({ rows: (await pool.query(text, params as unknown[])).rows }),
    close: () => pool.end(),
  };
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
