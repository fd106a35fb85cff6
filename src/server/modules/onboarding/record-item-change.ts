// After a checklist item changes (issue 31), in the change's transaction: one History entry, the other side's bell
// item and email (with their preferences), the live change for every open page, and the onboarding.item_changed
// webhook.
import { eq } from 'drizzle-orm';
import { notificationEmail, type NotificationData } from '@/domain/notifications';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import type { OnboardingItemStatus } from '@/domain/onboarding';
import { routes } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { jobs, statusHistory, users } from '../../db/schema';
import type { ApplicationRow, MoveDeps } from '../../pipeline/move-application';
import { announceApplication } from '../../queue/live-changes';
import { emailWanted, notifyUser } from '../../queue/notify-user';
import { emitOrgEvent } from '../../queue/org-events';
import type { ItemRow } from '../../data/onboarding-checklist';
import { isWorker } from '../../policies';

/** Who changed the item. */
export interface ItemActor {
  id: string;
  role: 'worker' | 'recruiter' | 'organization' | 'admin';
  name: string;
}

/** Records one item change (see the file comment). `historyText` is what History shows. */
export async function recordItemChange(
  tx: DbOrTx,
  deps: MoveDeps,
  change: { application: ApplicationRow; item: ItemRow; actor: ItemActor; historyText: string },
): Promise<void> {
  const { application: app, item, actor } = change;
  await tx.insert(statusHistory).values({
    applicationId: app.id,
    fromStatus: app.status,
    toStatus: app.status,
    byUserId: actor.id,
    notes: change.historyText,
    kind: 'onboarding',
    offerStatus: app.offerStatus,
  });
  await announceApplication(tx, app);
  await emitOrgEvent(tx, app.organizationId, 'onboarding.item_changed', {
    application_id: app.id,
    gw_job_id: app.gwJobId,
    item_id: item.id,
    key: item.key,
    label: item.label,
    status: item.status,
    rejection_reason: item.rejectionReason,
    version: item.version,
  });

  // The other side: the recruiter (the application's or the job's) when the worker acted, else the worker.
  const [job] = await tx
    .select({ title: jobs.title, recruiterId: jobs.recruiterId })
    .from(jobs)
    .where(eq(jobs.id, app.jobId))
    .limit(1);
  const toWorker = !isWorker(actor);
  const recipient = toWorker ? app.workerId : (app.recruiterId ?? job?.recruiterId ?? null);
  if (!recipient || !job) return;
  const status = app.status;
  const path = toWorker
    ? routes.workJourneyDetail(status, app.id)
    : routes.applicationDetail({ status, workerId: app.workerId, gwJobId: app.gwJobId, applicationId: app.id });
  const data: NotificationData = {
    name: actor.name,
    job: job.title,
    gwJobId: app.gwJobId,
    credential: item.label,
    status: ONBOARDING_MESSAGES.status[item.status as OnboardingItemStatus],
    // A rejection carries its reason into the bell and the email (issue 42).
    reason: item.status === 'rejected' ? item.rejectionReason : null,
  };
  await notifyUser(tx, { userId: recipient, kind: 'onboarding', data, link: path });
  if (!(await emailWanted(tx, recipient, 'onboarding'))) return;
  const [r] = await tx.select({ email: users.email }).from(users).where(eq(users.id, recipient)).limit(1);
  if (!r) return;
  await deps.mailer.queue(
    tx,
    { to: r.email, ...notificationEmail('onboarding', data, `${deps.publicUrl.replace(/\/$/, '')}${path}`) },
    `onboarding:${item.id}:${item.version}`,
  );
}
