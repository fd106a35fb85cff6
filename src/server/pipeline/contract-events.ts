// What every event of an assignment contract records besides the contract row (issue 31), inside the event's
// transaction: one History row (kind 'contract', the status unchanged, the event in its notes), the bell item and —
// when the person wants it for the kind — the email of each person told, and the live announce to every open page
// that shows the application.
import { eq, sql } from 'drizzle-orm';
import { notificationEmail, type NotificationData } from '@/domain/notifications';
import { routes } from '@/domain/shared';
import type { DbOrTx } from '../db/client';
import { applications, jobs, statusHistory, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { announceApplication } from '../queue/live-changes';
import { emailWanted, notifyUser } from '../queue/notify-user';

/** The event a notification tells. */
export type ContractEvent = NonNullable<NotificationData['event']>;

/** Who hears of an event: the worker, the organization side (the assigned recruiter, else the job's), or both. */
export type ContractAudience = 'worker' | 'organization' | 'both';

/** What a contract event needs from outside the database. */
export interface ContractEventDeps {
  mailer: Mailer;
  publicUrl: string;
}

type AppRow = Pick<
  typeof applications.$inferSelect,
  'id' | 'workerId' | 'recruiterId' | 'organizationId' | 'jobId' | 'gwJobId' | 'status' | 'offerStatus'
>;

/** Records one contract event: History, the people told (bell and email), and the live announce. */
export async function recordContractEvent(
  tx: DbOrTx,
  deps: ContractEventDeps,
  e: {
    application: AppRow;
    contractId: string;
    event: ContractEvent;
    notes: string;
    actor: { id: string | null; name: string | null };
    tell: ContractAudience;
  },
): Promise<void> {
  const a = e.application;
  await tx.insert(statusHistory).values({
    applicationId: a.id,
    fromStatus: a.status,
    toStatus: a.status,
    byUserId: e.actor.id,
    notes: e.notes,
    kind: 'contract',
    offerStatus: a.offerStatus,
    // After the move row written earlier in the same transaction (History orders by time).
    createdAt: sql`clock_timestamp()`,
  });
  const [job] = await tx
    .select({ title: jobs.title, recruiterId: jobs.recruiterId })
    .from(jobs)
    .where(eq(jobs.id, a.jobId))
    .limit(1);
  const status = a.status;
  const people: { userId: string; path: string }[] = [];
  if (e.tell !== 'organization') people.push({ userId: a.workerId, path: routes.workJourneyDetail(status, a.id) });
  const recruiterId = a.recruiterId ?? job?.recruiterId ?? null;
  if (e.tell !== 'worker' && recruiterId)
    people.push({
      userId: recruiterId,
      path: routes.applicationDetail({ status, workerId: a.workerId, gwJobId: a.gwJobId, applicationId: a.id }),
    });
  const data: NotificationData = {
    name: e.actor.name,
    actorId: e.actor.id,
    job: job?.title ?? null,
    gwJobId: a.gwJobId,
    event: e.event,
  } as NotificationData;
  for (const p of people) {
    if (p.userId === e.actor.id) continue;
    await notifyUser(tx, { userId: p.userId, kind: 'contract', data, link: p.path });
    if (!(await emailWanted(tx, p.userId, 'contract'))) continue;
    const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, p.userId)).limit(1);
    if (u)
      await deps.mailer.queue(
        tx,
        { to: u.email, ...notificationEmail('contract', data, `${deps.publicUrl.replace(/\/$/, '')}${p.path}`) },
        `contract:${e.contractId}:${e.event}:${p.userId}`,
      );
  }
  await announceApplication(tx, a);
}
