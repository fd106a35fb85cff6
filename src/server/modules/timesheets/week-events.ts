// What every change of a week writes beside itself, in its transaction (issue 44): the History row, the announce to
// every open page of the assignment, and for submit/approve/dispute the webhook and the other side's notification.
import { eq } from 'drizzle-orm';
import type { WebhookEvent } from '@/domain/organizations';
import { notificationEmail } from '@/domain/notifications';
import { routes } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { timesheetHistory, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { emitOrgEvent } from '../../queue/org-events';
import { announceChange, applicationAudience } from '../../queue/live-changes';
import { emailWanted, notifyUser } from '../../queue/notify-user';
import type { Placement, WeekRow } from './queries';

/** Who acted: a signed-in user, or a label (the emailed link, the contract's deadline). */
export interface WeekActor {
  id: string | null;
  label?: string;
}

/** Writes one History row of a week. */
export async function recordHistory(
  tx: DbOrTx,
  week: Pick<WeekRow, 'id' | 'version'>,
  actor: WeekActor,
  action: string,
  text: string,
  notes: string | null = null,
) {
  await tx.insert(timesheetHistory).values({
    weekId: week.id,
    version: week.version,
    action,
    text,
    byUserId: actor.id,
    byLabel: actor.label ?? null,
    notes,
    createdAt: new Date(),
  });
}

/** Announces on commit that an assignment's hours changed, to everyone who sees the application. */
export async function announceTimesheet(tx: DbOrTx, p: Placement) {
  await announceChange(tx, await applicationAudience(tx, p), { kind: 'timesheet', applicationId: p.id });
}

/** Queues a timesheet webhook of the organization. */
export async function emitWeekEvent(
  tx: DbOrTx,
  p: Placement,
  week: WeekRow,
  event: Extract<WebhookEvent, `timesheet.${string}`>,
  extra: Record<string, unknown> = {},
) {
  await emitOrgEvent(tx, p.organizationId, event, {
    application_id: p.id,
    gw_job_id: p.gwJobId,
    worker_id: p.workerId,
    week_start: week.weekStart,
    version: week.version,
    status: week.status,
    worked_minutes: week.workedMinutes,
    ...extra,
  });
}

/**
 * The other side's notification of a decided or submitted week: the worker hears of an approval or a dispute (and by
 * email when they chose it); the assigned recruiter of a submission (in the app: the approval link is its email).
 */
export async function notifyWeek(
  tx: DbOrTx,
  deps: { mailer: Mailer; config: { publicUrl: string } },
  p: Placement,
  week: WeekRow,
  what: 'submitted' | 'approved' | 'disputed' | 'reopened',
) {
  const userId = what === 'submitted' ? (p.recruiterId ?? p.jobRecruiterId) : p.workerId;
  if (!userId) return;
  const link = routes.assignment(p.id, week.weekStart);
  const data = { name: p.workerName, job: p.jobTitle, gwJobId: p.gwJobId, timesheet: what, week: week.weekStart };
  await notifyUser(tx, { userId, kind: 'timesheet', data, link });
  if (what === 'submitted' || !(await emailWanted(tx, userId, 'timesheet'))) return;
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (u)
    await deps.mailer.queue(
      tx,
      { to: u.email, ...notificationEmail('timesheet', data, `${deps.config.publicUrl.replace(/\/$/, '')}${link}`) },
      `timesheet-${what}:${week.id}:${week.version}`,
    );
}
