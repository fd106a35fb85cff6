// The mail a test expects the app to have sent: the outbox delivers what is due first, then the newest mail to an
// address is read from sent_emails (MAIL=log and the tests' mailer record every sent mail there).
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { sentEmails } from '../db/schema';

/** The newest mail sent to `to` once the outbox has delivered what was due (at `now`); undefined if none. */
export async function newestMailTo(app: FastifyInstance, to: string, now?: Date) {
  await app.outbox.drain(now);
  const [mail] = await app.db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.to, to))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  return mail;
}
