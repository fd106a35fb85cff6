// Which status moves each role may make, enforced on the server (the dialogs only decide what to show).
// A worker's withdrawal is a move to Rejected with decision maker Worker, stored with the outcome Withdrawn
// (docs/decisions/0012); it is allowed from any status before the work is finished (not from Working, Done, Rejected
// or Blocked). A withdrawn application is closed for everyone: the worker applies again instead.
import { MESSAGES } from '../shared/messages';
import type { OfferStatus } from '../offers/offers';
import type { ApplicationStatus } from './pipeline';
import type { WorkerOutcome } from './outcome';
import type { Role } from '../shared/roles';

/** Statuses a worker may withdraw from (to Rejected). */
export const WORKER_WITHDRAWABLE: readonly ApplicationStatus[] = [
  'New',
  'Screening',
  'Submitted',
  'Offered',
  'Onboarding',
  'Cleared',
  'Hold',
];

/** Offer statuses a worker may accept (a Counter Offer is accepted by the recruiter side). */
const WORKER_ACCEPTABLE: readonly OfferStatus[] = ['Offered', 'Re-Offer'];

/**
 * The kind of a worker move, or null when workers may not make it. A move to Rejected is a withdrawal, except from
 * Offered where it declines the offer unless the worker names the outcome Withdrawn; naming Declined where there is
 * no offer to decline (any status but Offered) is not a move a worker may make.
 */
export function workerMoveKind(
  from: ApplicationStatus,
  to: ApplicationStatus,
  outcome?: WorkerOutcome | null,
): 'accept' | 'decline' | 'withdraw' | null {
  if (from === 'Offered' && to === 'Onboarding' && !outcome) return 'accept';
  if (to !== 'Rejected') return null;
  if (from === 'Offered' && outcome !== 'Withdrawn') return 'decline';
  if (WORKER_WITHDRAWABLE.includes(from) && outcome !== 'Declined') return 'withdraw';
  return null;
}

/** The result of a permission check on a move. */
export type MoveCheck = { ok: true } | { ok: false; message: string };

/**
 * May `role` move an application from `from` to `to`? Nobody moves a withdrawn application (the worker applies
 * again). Workers: only their own application, and only accept (Offered → Onboarding, with a pending Offered/Re-Offer
 * offer when `offerStatus` is given), decline or withdraw (→ Rejected).
 * Recruiters and organizations: any other status, within their organization. Admin: any other status.
 */
export function canChangeStatus(p: {
  role: Role;
  from: ApplicationStatus;
  to: ApplicationStatus;
  isOwnApplication: boolean;
  isOrgMember: boolean;
  offerStatus?: OfferStatus | null;
  /** The outcome the worker names for a move to Rejected (workers only). */
  outcome?: WorkerOutcome | null;
}): MoveCheck {
  if (p.from === p.to) return { ok: false, message: MESSAGES.errors.sameStatus };
  if (p.from === 'Rejected' && p.offerStatus === 'Withdrawn') return { ok: false, message: MESSAGES.errors.withdrawn };
  if (p.outcome && p.role !== 'worker') return { ok: false, message: MESSAGES.errors.outcomeWorkerOnly };
  switch (p.role) {
    case 'worker': {
      if (!p.isOwnApplication) return { ok: false, message: MESSAGES.errors.notOwnApplication };
      const kind = workerMoveKind(p.from, p.to, p.outcome);
      if (!kind) return { ok: false, message: MESSAGES.errors.workerMoveNotAllowed };
      if (
        kind === 'accept' &&
        p.offerStatus !== undefined &&
        !(p.offerStatus && WORKER_ACCEPTABLE.includes(p.offerStatus))
      ) {
        return { ok: false, message: MESSAGES.errors.acceptNeedsOffer };
      }
      return { ok: true };
    }
    case 'recruiter':
    case 'organization':
      return p.isOrgMember ? { ok: true } : { ok: false, message: MESSAGES.errors.otherOrganization };
    case 'admin':
      return { ok: true };
  }
}
