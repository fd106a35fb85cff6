// Outcomes of a finished application that the pipeline status alone does not tell (docs/decisions/0012): a worker's
// withdrawal is stored as status Rejected with offer status Withdrawn (a decline: Rejected with Declined), so the
// spec's eleven statuses and their payloads stay as they are, while both sides see "Withdrawn", not "Rejected".
import type { OfferStatus } from '../offers/offers';
import { MESSAGES } from '../shared/messages';
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

/**
 * What the offer status adds beside the status label, or null when it adds nothing: the pending offer's state while
 * Offered ("Re-Offer", "Counter Offer"; not "Offered" twice), "Offer declined" beside Rejected; nothing for a
 * withdrawal (the label says Withdrawn) nor for an offer status left over from before the current status.
 */
export function applicationOfferNote(
  status: ApplicationStatus | string,
  offerStatus: string | null | undefined,
): string | null {
  if (!offerStatus || isWithdrawn(status, offerStatus)) return null;
  if (status === 'Rejected' && offerStatus === 'Declined') return MESSAGES.offerDeclinedNote;
  if (status === 'Offered' && (offerStatus === 'Re-Offer' || offerStatus === 'Counter Offer')) return offerStatus;
  return null;
}

/** Where an application stands in words, once: "Offered", "Offered (Counter Offer)", "Rejected (Offer declined)". */
export function applicationStateText(status: ApplicationStatus | string, offerStatus: string | null | undefined) {
  const note = applicationOfferNote(status, offerStatus);
  const label = applicationStatusLabel(status, offerStatus);
  return note ? `${label} (${note})` : label;
}

/**
 * Whether a placement at this status has an assignment with hours and pay to show (its hours page, statements and
 * ledger): Cleared and Working, where time is recorded (timesheets' TIME_STATUSES), and Done. The application page, the
 * work journey, its job page and the journey's prefetch ask it.
 */
export function showsHours(status: ApplicationStatus | string): boolean {
  return status === 'Cleared' || status === 'Working' || status === 'Done';
}
