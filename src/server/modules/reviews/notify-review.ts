// The bell item of a close-out review (issue 45): the organization's review tells the worker, her reply tells the
// recruiter (the assigned one, else the job's). Written in the review's transaction, so a refused write tells nobody.
// The worker's review of the facility tells nobody: her words reach the organization only as averages.
import { eq } from 'drizzle-orm';
import { notificationEmail, type NotificationData } from '@/domain/notifications';
import { fullName, routes } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { emailWanted, notifyUser } from '../../queue/notify-user';
import type { ReviewPlacement } from './queries';

/** What notifying needs: the mailer (absent in the demo seed, whose people never chose email) and the public URL. */
export interface ReviewNotifyDeps {
  mailer?: Mailer;
  config: { publicUrl: string };
}

/** Notifies the other side of a review event on placement `p`. */
export async function notifyReview(
  tx: DbOrTx,
  deps: ReviewNotifyDeps,
  p: ReviewPlacement,
  event: 'reviewed' | 'replied',
  reviewId: string,
): Promise<void> {
  const status = p.status;
  const userId = event === 'reviewed' ? p.workerId : (p.recruiterId ?? p.jobRecruiterId);
  if (!userId) return;
  let name: string | null = p.organizationName;
  if (event === 'replied') {
    const [w] = await tx
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, p.workerId))
      .limit(1);
    name = w ? fullName(w.first, w.last) : null;
  }
  const link =
    event === 'reviewed'
      ? routes.workJourneyDetail(status, p.id)
      : routes.applicationDetail({ status, workerId: p.workerId, gwJobId: p.gwJobId, applicationId: p.id });
  const data: NotificationData = { review: event, name, job: p.jobTitle, gwJobId: p.gwJobId };
  await notifyUser(tx, { userId, kind: 'review', data, link });
  if (!deps.mailer || !(await emailWanted(tx, userId, 'review'))) return;
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (u)
    await deps.mailer.queue(
      tx,
      { to: u.email, ...notificationEmail('review', data, `${deps.config.publicUrl.replace(/\/$/, '')}${link}`) },
      `review-${event}:${reviewId}`,
    );
}
