// What every change of a week writes beside itself, in its transaction (issue 44): the History row, the announce to
// every open page of the assignment, and for submit/approve/dispute the webhook and the other side's notification.
import type { WebhookEvent } from '@/domain/organizations';
import type { DbOrTx } from '../../db/client';
import { timesheetHistory } from '../../db/schema';
import { emitOrgEvent } from '../../queue/org-events';
import { announceChange, applicationAudience } from '../../queue/live-changes';
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
