// Entry point of `npm run admin:create -- --email you@example.com [--first-name …] [--last-name …]` (built to
// dist/server/admin-create.js): creates the first administrator of the configured database (DATABASE_URL, or PGlite
// under DATA_DIR; migrated first) and prints the single-use link where they set their password.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/pglite-dir-lock';
import { createFirstAdmin, FIRST_ADMIN_LINK_MINUTES, FirstAdminError } from './modules/account/create-first-admin';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com [--first-name Ada] [--last-name Lovelace]';
const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}
let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
let database: Database;
try {
  database = await openDatabase(config);
} catch (err) {
  // Issue 42: never a stack trace and never a link that cannot work. Another process on the embedded database (the
  // running server) is refused by its lock; anything else that keeps the database from opening is said in one line.
  console.error(err instanceof DataDirLockedError ? err.message : `Could not open the database: ${String(err)}`);
  process.exit(1);
}
try {
  const { link } = await createFirstAdmin(database.db, config.publicUrl, {
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`Administrator ${values.email.trim().toLowerCase()} created.`);
  console.log(`Set their password within ${FIRST_ADMIN_LINK_MINUTES} minutes at:\n  ${link}`);
} catch (err) {
  if (!(err instanceof FirstAdminError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
