// The daily reminder scan: each credential reaching 90, 30 or 7 days before expiry, or its expiry day, queues one
// 'credential-reminder' outbox job. The dedupe key makes it once per document, expiry date and threshold, across
// restarts and across instances (the outbox's unique dedupe_key index).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  credentialLabel,
  credentialReminderEmail,
  daysLeft,
  dueReminders,
  isoDay,
  reminderWindowEnd,
} from '@/domain/profile';
import { routes } from '@/domain/shared';
import { documents, users } from '../../db/schema';
import { credentialDocColumns } from '../../data/documents';
import { emailWanted, notifyUser } from '../../queue/notify-user';
import { enqueue } from '../../queue/outbox';
import { documentsExpiringBy, toCredentialDoc } from './queries';

export const CREDENTIAL_REMINDER = 'credential-reminder';

/** The outbox key of one reminder. The expiry date is part of it, so a renewed credential is reminded again. */
export const reminderKey = (documentId: string, threshold: number, expiresOn: string) =>
  `cred:${documentId}:${threshold}:${expiresOn}`;

/** Queues every reminder due on the day of `now`; returns how many were considered due (queued at most once each). */
export async function scanCredentialReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  const today = isoDay(now);
  const rows = await documentsExpiringBy(app.db, reminderWindowEnd(today));
  let due = 0;
  for (const row of rows) {
    for (const threshold of dueReminders(row.expiresOn as string, today)) {
      due++;
      await enqueue(
        app.db,
        CREDENTIAL_REMINDER,
        // The scan's day: the reminder counts the days left from it (daysLeft), as the profile does on that day.
        { documentId: row.id, threshold, expiresOn: row.expiresOn, today },
        { dedupeKey: reminderKey(row.id, threshold, row.expiresOn as string), runAt: now },
      );
    }
  }
  return due;
}

/** The outbox handler: notifies (and emails) the owner, unless the document was deleted or its expiry changed since. */
export function registerCredentialReminders(app: FastifyInstance) {
  app.outbox.register(CREDENTIAL_REMINDER, async (payload) => {
    const { documentId, threshold, expiresOn, today } = payload as {
      documentId: string;
      threshold: number;
      expiresOn: string;
      today?: string;
    };
    // The threshold only decides when a reminder is due; the words say the days actually left (a credential added
    // 19 days before expiry gets the 30-day reminder saying 19 days, as the profile does).
    const left = daysLeft(expiresOn, today ?? isoDay(new Date()));
    const [row] = await app.db
      .select({ ...credentialDocColumns, email: users.email })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.ownerId))
      .where(eq(documents.id, documentId))
      .limit(1);
    if (!row || row.expiresOn !== expiresOn) return;
    const label = credentialLabel(toCredentialDoc(row));
    const path = `${routes.profile()}#credentials`;
    const mail = credentialReminderEmail(label, left, expiresOn, `${app.config.publicUrl}${path}`);
    // The bell's item, and the email unless the worker chose "in the app only" for credentials.
    await app.db.transaction(async (tx) => {
      await notifyUser(tx, {
        userId: row.ownerId,
        kind: 'credential',
        data: { credential: label, days: left },
        link: path,
      });
      if (await emailWanted(tx, row.ownerId, 'credential'))
        await app.mailer.queue(tx, { to: row.email, ...mail }, `mail:${reminderKey(documentId, threshold, expiresOn)}`);
    });
  });
}

/**
 * Runs the scan now and then every `intervalMs` (hourly by default; it is idempotent, so the day's reminders go out
 * once).
 */
export function startCredentialReminders(app: FastifyInstance, intervalMs = 3_600_000): () => void {
  const run = () => scanCredentialReminders(app).catch((err) => app.log.error(err, 'credential reminder scan failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
