// Vitest global setup (project unit): the migrations run once, into a template, and each server test file's database
// starts as a copy of it (openTestDatabase) instead of a new database migrated again. The copy is the database the
// migrations make, so the tests see what they saw before; the migrations still run on every file's database, finding
// nothing to do (drizzle checks its journal).
// - On PostgreSQL (TEST_DATABASE_URL, as CI runs it): a template database, copied by `create database … template …`
//   (about 0.1 s instead of 0.8 s).
// - On PGlite in memory (`npm test`): a migrated PGlite's data folder as a tarball file (`dumpDataDir`), loaded by each
//   file's PGlite (`loadDataDir`): a new PGlite's initdb, run inside WebAssembly, was most of each file's set-up.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database's name, or '' when the server suite runs on PGlite. */
    pgTemplate: string;
    /** On PGlite: the path of the migrated data folder's tarball, or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/** On PGlite: migrates one in-memory database and writes its data folder to a temporary file; answers its path. */
async function pgliteTemplateFile(): Promise<string> {
  const { openPglite } = await import('../db/client');
  const database = await openPglite();
  const file = path.join(os.tmpdir(), `carelink-pglite-template-${crypto.randomBytes(6).toString('hex')}.tar`);
  try {
    fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  return file;
}

async function admin<T>(url: string, run: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const pg = await import('pg');
  const c = new pg.default.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = await pgliteTemplateFile();
    project.provide('pgTemplate', '');
    project.provide('pgliteTemplate', file);
    return async () => fs.rmSync(file, { force: true });
  }
  project.provide('pgliteTemplate', '');
  const name = `tpl_${crypto.randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  const { openPostgres } = await import('../db/client');
  const database = await openPostgres(u.toString());
  await database.close();
  // A copy needs the template without sessions: wait until the pool's connections have gone.
  await admin(url, async (c) => {
    for (let i = 0; i < 100; i++) {
      const res = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if ((res.rows[0] as { n: number }).n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the template database ${name} still has sessions`);
  });
  project.provide('pgTemplate', name);
  return async () => {
    await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
}
