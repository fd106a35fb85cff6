// Entry point of `npm run admin:create -- --email you@example.com [--first-name …] [--last-name …]` (built to
// dist/server/admin-create.js): creates the first administrator of the configured database (DATABASE_URL, or PGlite
// under DATA_DIR; migrated first) and prints the single-use link where they set their password.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
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
const database = await openDatabase(config);
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
