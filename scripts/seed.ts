// npm run seed -- [--jobs N] [--workers N] [--applications N] [--messages N] [--reset]
// Seeds the configured database (DATABASE_URL or PGlite under DATA_DIR).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createStorage } from '../src/server/storage/create-storage';
import { seed } from '../src/server/db/seed';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '300' },
    workers: { type: 'string', default: '40' },
    applications: { type: 'string' },
    messages: { type: 'string' },
    reset: { type: 'boolean', default: true },
  },
});
const config = loadConfig();
const database = await openDatabase(config);
if (values.reset) {
  await database.db.execute(
    sql`truncate organizations, users, jobs, applications, offers, status_history, documents, chats, chat_participants, messages, sessions, email_tokens, worker_profiles, api_keys, webhooks, outbox, webhook_deliveries, sent_emails, saved_searches restart identity cascade`,
  );
}
const storage = await createStorage(config);
const t0 = Date.now();
const result = await seed(database.db, storage, {
  jobs: Number(values.jobs),
  workers: Number(values.workers),
  applications: values.applications ? Number(values.applications) : undefined,
  messages: values.messages ? Number(values.messages) : undefined,
  withFiles: Number(values.workers) <= 1000,
  log: (m) => console.log(m),
});
console.log(
  `Seeded ${JSON.stringify({ jobs: result.jobs, workers: result.workers, applications: result.applications })} in ${((Date.now() - t0) / 1000).toFixed(1)}s`,
);
await database.close();
