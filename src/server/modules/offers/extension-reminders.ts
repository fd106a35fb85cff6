// The extension-window reminder (issue 45): when a Working assignment's window opens (domain extensionWindow), its
// worker and its recruiter are told once — the bell's item and, if they want it, the email through the outbox. The
// `extension_reminders` row (one per assignment and end date) makes it once across scans, restarts and instances; an
// accepted extension's new end date opens a new window and a new reminder.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extensionWindow } from '@/domain/offers';
import { notificationEmail, type NotificationData } from '@/domain/notifications';
import { isoDay } from '@/domain/profile';
import { routes } from '@/domain/shared';
import { applications, extensionReminders, jobs, users } from '../../db/schema';
import { termsOfRecord, termsOfRecordColumns } from '../../data/agreed-terms';
import { emailWanted, notifyUser } from '../../queue/notify-user';

/** Reminds both sides of every Working assignment whose window is open on the day of `now`; returns how many. */
export async function scanExtensionReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  const today = isoDay(now);
  const rows = await app.db
    .select({ app: applications, title: jobs.title, jobRecruiterId: jobs.recruiterId, ...termsOfRecordColumns() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.status, 'Working'));
  let sent = 0;
  for (const r of rows) {
    const schedule = termsOfRecord(r).terms.schedule ?? {};
    const window = extensionWindow(schedule, today);
    if (window.standing !== 'open' || typeof schedule.end_date !== 'string') continue;
    const a = r.app;
    await app.db.transaction(async (tx) => {
      const [first] = await tx
        .insert(extensionReminders)
        .values({ applicationId: a.id, endDate: schedule.end_date as string })
        .onConflictDoNothing()
        .returning();
      if (!first) return;
      sent++;
      const data: NotificationData = {
        event: 'extension_window',
        job: r.title,
        gwJobId: a.gwJobId,
        until: window.closes_on,
      };
      const status = a.status;
      const recipients = [
        { userId: a.workerId, link: routes.workJourneyDetail(status, a.id) },
        {
          userId: a.recruiterId ?? r.jobRecruiterId,
          link: routes.applicationDetail({ status, workerId: a.workerId, gwJobId: a.gwJobId, applicationId: a.id }),
        },
      ];
      for (const { userId, link } of recipients) {
        if (!userId) continue;
        await notifyUser(tx, { userId, kind: 'contract', data, link });
        if (!(await emailWanted(tx, userId, 'contract'))) continue;
        const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
        if (u)
          await app.mailer.queue(
            tx,
            {
              to: u.email,
              ...notificationEmail('contract', data, `${app.config.publicUrl.replace(/\/$/, '')}${link}`),
            },
            `extension-window:${a.id}:${schedule.end_date as string}:${userId}`,
          );
      }
    });
  }
  return sent;
}

/** Runs the scan now and then every `intervalMs` (hourly by default; idempotent, so each window is told once). */
export function startExtensionReminders(app: FastifyInstance, intervalMs = 3_600_000): () => void {
  const run = () => scanExtensionReminders(app).catch((err) => app.log.error(err, 'extension reminder scan failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
