// Outcomes of a finished application that the pipeline status alone does not tell (docs/decisions/0012): a worker's
// withdrawal is stored as status Rejected with offer status Withdrawn (a decline: Rejected with Declined), so the
// spec's eleven statuses and their payloads stay as they are, while both sides see "Withdrawn", not "Rejected".
import type { OfferStatus } from '../offers/offers';
import type { ApplicationStatus } from './pipeline';

/** The outcomes a worker may name when moving their application to Rejected (PATCH field `outcome`). */
export const WORKER_OUTCOMES = ['Withdrawn', 'Declined'] as const satisfies readonly OfferStatus[];

/** A worker's outcome: Withdrawn (the application) or Declined (the offer). */
export type WorkerOutcome = (typeof WORKER_OUTCOMES)[number];

/** True when the worker withdrew this application (status Rejected, offer status Withdrawn). */
export function isWithdrawn(status: ApplicationStatus | string, offerStatus: string | null | undefined): boolean {
  return status === 'Rejected' && offerStatus === 'Withdrawn';
}

/** The status label both sides see: "Withdrawn" for a withdrawn application, otherwise the status itself. */
export function applicationStatusLabel(
  status: ApplicationStatus | string,
  offerStatus: string | null | undefined,
): string {
  return isWithdrawn(status, offerStatus) ? 'Withdrawn' : status;
}

/**
 * True when the worker's earlier application to a job no longer stands in the way of a new one: only a withdrawn
 * application does (a rejection, a decline or any live application still counts as "Already Applied").
 */
export function canApplyAgain(previous: { status: string; offerStatus: string | null } | null): boolean {
  return previous === null || isWithdrawn(previous.status, previous.offerStatus);
}
