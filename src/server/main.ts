// Entry point of `npm start` (built to dist/server/main.js): open the database (migrating it), seed demo
// data on first start, serve.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/pglite-dir-lock';
import { createStorage } from './storage/create-storage';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed-demo-accounts';
import { startCredentialReminders } from './modules/credentials/scan-credential-reminders';
import { startExtensionReminders } from './modules/offers/extension-reminders';
import { startJobAlerts } from './modules/alerts/run-job-alerts';
import { startAssignmentEndSweep } from './modules/assignment-end/finish-assignments';
import { ensureSealKey } from './data/contract-seal';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // One clear line per bad variable, no stack trace: the operator fixes the environment and starts again.
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
if (config.mailLog) console.warn('MAIL=log: emails are written to the log, not sent (set SMTP_URL to send them).');
let database: Database;
try {
  database = await openDatabase(config);
} catch (err) {
  // Another process has the embedded database open (issue 42): one clear line, no stack trace.
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const storage = await createStorage(config);
let seeded: { demoDoneApplicationId: string | null } | null = null;
if (config.seedDemo) {
  // Loaded only here: the seed brings faker (a devDependency), which production never installs nor loads.
  const { seedIfEmpty } = await import('./db/seed').catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'ERR_MODULE_NOT_FOUND'
      ? new Error(
          'SEED_DEMO=true needs the development dependencies (faker): run `npm install`, or start without SEED_DEMO',
          { cause: err },
        )
      : err;
  });
  seeded = await seedIfEmpty(database.db, storage);
  if (seeded) console.log('Seeded demo data.');
}
const app = await buildApp({
  config,
  database,
  storage,
  webDir: path.join(root, 'dist/web'),
  // The web app's pages rendered on the server (`vite build --ssr`, public-pages/render.ts).
  pageRenderer: path.join(root, 'dist/ssr/entry-server.js'),
  logger: config.nodeEnv !== 'test',
});
// The platform's contract seal: made at the first start and kept in platform_keys (docs/decisions/0026-contract-seal.md).
await ensureSealKey(app.db);
// The demo's placements signed and sealed (their contracts' PDFs), then its close-out (issue 45): reviews, reply and
// work record. Through the use cases, which need the app.
if (seeded) {
  const { signDemoContracts } = await import('./demo/sign-demo-contracts');
  await signDemoContracts(app);
}
if (seeded?.demoDoneApplicationId) {
  const { seedCloseOut } = await import('./demo/seed-close-out');
  await seedCloseOut(app, seeded.demoDoneApplicationId);
}
app.outbox.start();
startCredentialReminders(app);
startExtensionReminders(app);
startJobAlerts(app);
startAssignmentEndSweep(app);
await app.listen({ port: config.port, host: config.host });
console.log(`\nCareLink is running at ${config.publicUrl}`);
if (config.seedDemo) {
  console.log(`Demo accounts (password: ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.description}`);
}
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
