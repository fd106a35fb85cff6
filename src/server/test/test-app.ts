// Builds the real app for a test file: PGlite in memory, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set (CI runs the server suite both ways). Storage is a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../config';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database, type OpenOptions } from '../db/client';
import { createLocalStorage } from '../storage/local';
import { buildApp } from '../app';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * The migrated template database of the run (pg-template.ts), or '' (none: outside vitest, e.g. `lint:openapi`, or a
 * project without that setup).
 */
async function provided(key: 'pgTemplate' | 'pgliteTemplate'): Promise<string> {
  if (!process.env.VITEST) return '';
  try {
    const { inject } = await import('vitest');
    return inject(key) ?? '';
  } catch {
    return '';
  }
}
const pgTemplate = () => provided('pgTemplate');

/** The run's migrated PGlite data folder (pg-template.ts), read once per worker process; undefined without one. */
let pgliteTemplate: Promise<Blob | undefined> | undefined;
function pgliteTemplateBlob(): Promise<Blob | undefined> {
  pgliteTemplate ??= provided('pgliteTemplate').then((file) =>
    file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined,
  );
  return pgliteTemplate;
}

/** Opens a fresh, migrated, empty database for one test file: a copy of the run's template (pg-template.ts). */
export async function openTestDatabase(
  open: OpenOptions = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite(undefined, { ...open, pgliteTemplate: await pgliteTemplateBlob() });
    return { database, drop: async () => database.close() };
  }
  const pg = await import('pg');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  const template = await pgTemplate();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString(), open);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.default.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Builds the app on a fresh database. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { webDir?: string } & OpenOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase({ onQuery: opts.onQuery });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-test-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'test-secret' }), ...overrides };
  const storage = createLocalStorage(path.join(dir, 'files'));
  // The web app's page renderer from its source (Vitest compiles it as Vite does), loaded when a page is first rendered.
  // From this file's folder: a test file under jsdom sees import.meta.url as an http: address (Vitest defines
  // __dirname there), tsx (`npm run lint:openapi`) as the file's own file: address.
  const here = import.meta.url.startsWith('file:') ? path.dirname(fileURLToPath(import.meta.url)) : __dirname;
  const pageRenderer = path.resolve(here, '../../web/entry-server.tsx');
  const app = await buildApp({ config, database, storage, webDir: opts.webDir, pageRenderer });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app instance on the same database as `t` (its own pool on PostgreSQL; the same embedded PGlite otherwise),
 * as a second server process would be: in-process state (caches, route rate limits) is its own, the database is shared.
 */
export async function createSecondInstance(t: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  let database = t.database;
  if (process.env.TEST_DATABASE_URL) {
    const res = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${res.rows[0].name}`;
    database = await openPostgres(u.toString());
  }
  const storage = createLocalStorage(path.join(t.config.dataDir, 'files'));
  const app = await buildApp({ config: t.config, database, storage });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** The session cookie header from a login/signup response. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `sid=${c.value}`;
}
