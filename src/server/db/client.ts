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
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
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
  // A dropped connection (e.g. a PostgreSQL restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, logger: opts.onQuery ? { logQuery: opts.onQuery } : false });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`).catch(() => {});
        client.release();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    query: async (text, params) => ({ rows: (await pool.query(text, params as unknown[])).rows }),
    close: () => pool.end(),
  };
}

/** Opens the configured database. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string }, open: OpenOptions = {}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, open) : openPglite(path.join(opts.dataDir, 'pglite'), open);
}
