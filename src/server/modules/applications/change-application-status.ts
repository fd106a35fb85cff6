// Use case: move an application to another status (PATCH /api/application-journey, all three payload variants).
// Guards first (access, role rules, make-offer rule, staleness), then the update and its history row in one
// transaction.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, defaultDecisionMaker, type DecisionMaker, can } from '@/domain/shared';
import { canChangeStatus, workerMoveKind } from '@/domain/applications';
import { isOfferPending, offerActionEffect, type OfferStatus } from '@/domain/offers';
import type { ApplicationStatus, NormalizedStatusChange } from '@/domain/applications';
import type { Db } from '../../db/client';
import { applications, statusHistory } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess, isOrgMember } from '../../policies';
import { applicationRow } from './queries';
import { emitOrgEvent } from '../../queue/org-events';

export interface StatusChanged {
  status: ApplicationStatus;
  applicationId: string;
  version: number;
}

/** The offer status after a move: an accepted offer (→ Onboarding) is settled, a worker's decline marks it Declined. */
function nextOfferStatus(
  current: OfferStatus | null,
  from: ApplicationStatus,
  to: ApplicationStatus,
  workerKind: string | null,
): OfferStatus | null {
  if (workerKind === 'decline') return offerActionEffect('Decline', 'worker').offerStatus ?? current;
  if (from === 'Offered' && to === 'Onboarding') return null;
  return current;
}

/**
 * Changes an application's status for `user`; throws AppError 404/403/409/422 when the move is not allowed or stale.
 */
export async function changeApplicationStatus(
  db: Db,
  user: SessionUser,
  input: NormalizedStatusChange,
): Promise<StatusChanged> {
  const loaded = assertApplicationAccess(user, await applicationRow(db, input.applicationId));
  const from = loaded.status as ApplicationStatus;
  const to = input.status;
  const offerStatus = (loaded.offerStatus as OfferStatus | null) ?? null;

  // A stale page (someone changed the application since it was loaded) is refused before anything else.
  if (input.version !== undefined && input.version !== loaded.version)
    throw new AppError('CONFLICT', MESSAGES.errors.staleUpdate);

  const workerKind = user.role === 'worker' ? workerMoveKind(from, to) : null;
  if (user.role === 'worker') {
    const needed = workerKind === 'withdraw' ? 'applications.withdraw' : 'offers.respond';
    if (!can(user.role, needed)) throw new AppError('FORBIDDEN', MESSAGES.errors.forbidden);
  } else if (!can(user.role, 'applications.changeStatus')) {
    throw new AppError('FORBIDDEN', MESSAGES.errors.forbidden);
  }
  const check = canChangeStatus({
    role: user.role,
    from,
    to,
    isOwnApplication: loaded.workerId === user.id,
    isOrgMember: isOrgMember(user, loaded),
    offerStatus,
  });
  if (!check.ok) throw new AppError(from === to ? 'CONFLICT' : 'FORBIDDEN', check.message);
  // Offered is reached through make-offer (which records the offer); a plain move only when an offer is pending.
  if (to === 'Offered' && !isOfferPending(offerStatus))
    throw new AppError('UNPROCESSABLE', MESSAGES.errors.offerRequired);

  const decision: { maker: DecisionMaker; reason: string | null; notes: string | null } =
    user.role === 'worker'
      ? {
          maker: 'Worker',
          reason: input.decision?.decision_reason || null,
          notes: input.decision?.decision_notes || null,
        }
      : input.decision
        ? {
            maker: input.decision.decision_maker,
            reason: input.decision.decision_reason || null,
            notes: input.decision.decision_notes || null,
          }
        : { maker: defaultDecisionMaker(user.role), reason: null, notes: null };

  return db.transaction(async (tx) => {
    const guard =
      input.version !== undefined
        ? eq(applications.version, input.version)
        : and(eq(applications.status, from), eq(applications.version, loaded.version));
    const [updated] = await tx
      .update(applications)
      .set({
        status: to,
        offerStatus: nextOfferStatus(offerStatus, from, to, workerKind),
        decisionMaker: decision.maker,
        decisionReason: decision.reason,
        decisionNotes: decision.notes,
        statusChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${applications.version} + 1`,
      })
      .where(and(eq(applications.id, loaded.id), guard))
      .returning({ version: applications.version });
    if (!updated) throw new AppError('CONFLICT', MESSAGES.errors.staleUpdate);
    await tx.insert(statusHistory).values({
      applicationId: loaded.id,
      fromStatus: from,
      toStatus: to,
      byUserId: user.id,
      decisionMaker: decision.maker,
      reason: decision.reason,
      notes: decision.notes,
    });
    await emitOrgEvent(tx, loaded.organizationId, 'application.status_changed', {
      application_id: loaded.id,
      gw_job_id: loaded.gwJobId,
      from_status: from,
      to_status: to,
      decision_maker: decision.maker,
      version: updated.version,
    });
    return { status: to, applicationId: loaded.id, version: updated.version };
  });
}
