// Use case: move an application to another status (PATCH /api/application-journey, all three payload variants).
// Guards first (access, role rules, make-offer rule, staleness), then the one writer of moves (row, history row,
// webhook and mail in one transaction).
import { MESSAGES, defaultDecisionMaker, type DecisionMaker, can } from '@/domain/shared';
import { canChangeStatus, workerMoveKind } from '@/domain/applications';
import { isOfferPending, offerActionEffect, type OfferStatus } from '@/domain/offers';
import type { ApplicationStatus, MoveKind, NormalizedStatusChange } from '@/domain/applications';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess, isOrgMember, isWorker } from '../../policies';
import { applicationRow } from './queries';
import { moveApplication, type MoveDeps } from '../../pipeline/move-application';

export interface StatusChanged {
  status: ApplicationStatus;
  applicationId: string;
  version: number;
}

/**
 * The offer status after a move: an accepted offer (→ Onboarding) is settled, a worker's decline marks it Declined and
 * a withdrawal marks the application Withdrawn (its own outcome, docs/decisions/0012).
 */
function nextOfferStatus(
  current: OfferStatus | null,
  from: ApplicationStatus,
  to: ApplicationStatus,
  workerKind: string | null,
): OfferStatus | null {
  if (workerKind === 'decline') return offerActionEffect('Decline', 'worker').offerStatus ?? current;
  if (workerKind === 'withdraw') return 'Withdrawn';
  if (from === 'Offered' && to === 'Onboarding') return null;
  return current;
}

/**
 * Changes an application's status for `user`; throws AppError 404/403/409/422 when the move is not allowed or stale.
 */
export async function changeApplicationStatus(
  db: Db,
  deps: MoveDeps,
  user: SessionUser,
  input: NormalizedStatusChange,
  /** An organization user's override of the Cleared rule (clear-override.ts checks the role and the reason). */
  options: { clearanceOverride?: { reason: string } } = {},
): Promise<StatusChanged> {
  const loaded = assertApplicationAccess(user, await applicationRow(db, input.applicationId));
  const from = loaded.status;
  const to = input.status;
  const offerStatus = loaded.offerStatus ?? null;

  // A stale page (someone changed the application since it was loaded) is refused before anything else.
  if (input.version !== undefined && input.version !== loaded.version)
    throw new AppError('CONFLICT', MESSAGES.errors.staleUpdate);

  const workerKind = isWorker(user) ? workerMoveKind(from, to, input.outcome) : null;
  if (isWorker(user)) {
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
    outcome: input.outcome,
  });
  // The same status and a withdrawn application are conflicts with the stored state; any other refusal is a permission.
  if (!check.ok)
    throw new AppError(
      from === to || check.message === MESSAGES.errors.withdrawn ? 'CONFLICT' : 'FORBIDDEN',
      check.message,
    );
  // Offered is reached through make-offer (which records the offer); a plain move only when an offer is pending.
  if (to === 'Offered' && !isOfferPending(offerStatus))
    throw new AppError('UNPROCESSABLE', MESSAGES.errors.offerRequired);

  const decision: { maker: DecisionMaker; reason: string | null; notes: string | null } = isWorker(user)
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

  // A worker's accept, decline or withdrawal is that kind of move (the recruiter is emailed); others are plain moves.
  const kind: MoveKind = workerKind ?? 'status';
  const moved = await moveApplication(db, deps, {
    target: { applicationId: loaded.id },
    kind,
    to,
    offerStatus: nextOfferStatus(offerStatus, from, to, workerKind),
    actor: { id: user.id, role: user.role, name: `${user.firstName} ${user.lastName}`.trim() },
    decision,
    expectedVersion: input.version ?? loaded.version,
    expectedStatus: from,
    ...(options.clearanceOverride ? { clearanceOverride: options.clearanceOverride } : {}),
  });
  return { status: to, applicationId: loaded.id, version: moved.application.version };
}
