// Offers: offer statuses, the buttons each side sees, the worker decline rule and where each action leads (section 4).
import { MESSAGES } from '../shared/messages';
import { parseStatus, type ApplicationStatus } from '../applications/pipeline';
import { routes } from '../shared/routes';

/**
 * Offer statuses. The spec names Offered, Re-Offer and Counter Offer; Withdrawn and Declined are this product's names.
 */
export const OFFER_STATUSES = ['Offered', 'Re-Offer', 'Counter Offer', 'Withdrawn', 'Declined'] as const;

/** An offer status. */
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Offer statuses that await a response. */
export const PENDING_OFFER_STATUSES = [
  'Offered',
  'Re-Offer',
  'Counter Offer',
] as const satisfies readonly OfferStatus[];

/** Which side is looking at the offer. */
export type OfferSide = 'worker' | 'recruiter';

/** Every offer button. */
export const OFFER_ACTIONS = [
  'Accept',
  'Decline',
  'Counter Offer',
  'Update Offer',
  'Change Offer',
  'Re Counter',
] as const;

/** An offer button. */
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** True when an offer in this status awaits a response. */
export function isOfferPending(status: OfferStatus | null | undefined): boolean {
  return !!status && (PENDING_OFFER_STATUSES as readonly string[]).includes(status);
}

/** The buttons a side sees for an offer status (section 4); none for withdrawn, declined or no offer. */
export function offerActions(offerStatus: OfferStatus | null | undefined, side: OfferSide): OfferAction[] {
  if (offerStatus === 'Offered' || offerStatus === 'Re-Offer') {
    return side === 'worker' ? ['Accept', 'Decline', 'Counter Offer'] : ['Update Offer', 'Change Offer'];
  }
  if (offerStatus === 'Counter Offer') {
    return side === 'worker' ? ['Re Counter'] : ['Accept', 'Decline', 'Change Offer'];
  }
  return [];
}

/** True when `action` is one of the buttons `side` sees for `offerStatus`. */
export function canOfferAction(p: {
  offerStatus: OfferStatus | null | undefined;
  side: OfferSide;
  action: OfferAction;
}): boolean {
  return offerActions(p.offerStatus, p.side).includes(p.action);
}

/**
 * What an offer action does: the application status it sets, the offer status it sets, and whether a reason or a flow
 * comes first.
 */
export interface OfferEffect {
  applicationStatus?: ApplicationStatus;
  offerStatus?: OfferStatus;
  needsReason: boolean;
  opensFlow?: 'make-offer' | 'counter-offer';
}

/**
 * The effect of an allowed offer action. Accept → Onboarding; Decline → Rejected (reason first); counters and changes
 * open a flow.
 */
export function offerActionEffect(action: OfferAction, side: OfferSide): OfferEffect {
  switch (action) {
    case 'Accept':
      return { applicationStatus: 'Onboarding', needsReason: false };
    case 'Decline':
      return { applicationStatus: 'Rejected', offerStatus: 'Declined', needsReason: true };
    case 'Counter Offer':
    case 'Re Counter':
      return { offerStatus: 'Counter Offer', needsReason: false, opensFlow: 'counter-offer' };
    case 'Update Offer':
    case 'Change Offer':
      return {
        offerStatus: side === 'recruiter' ? 'Re-Offer' : 'Counter Offer',
        needsReason: false,
        opensFlow: 'make-offer',
      };
  }
}

/** The status change a worker's decline sends. */
export interface WorkerDeclineChange {
  status: 'Rejected';
  decision_maker: 'Worker';
  decision_reason: string;
  decision_notes: string;
}

/** A worker declining always means Rejected with decision maker Worker; the reason is required. */
export function workerDeclineChange(
  reason: string | null | undefined,
  notes?: string | null,
): { ok: true; change: WorkerDeclineChange } | { ok: false; message: string } {
  const r = (reason ?? '').trim();
  if (r === '') return { ok: false, message: MESSAGES.declineReasonRequired };
  return {
    ok: true,
    change: { status: 'Rejected', decision_maker: 'Worker', decision_reason: r, decision_notes: (notes ?? '').trim() },
  };
}

/** The status change a worker's withdrawal sends: a decline's fields plus the outcome Withdrawn. */
export interface WorkerWithdrawChange extends WorkerDeclineChange {
  outcome: 'Withdrawn';
}

/**
 * A worker withdrawing an application: Rejected, decision maker Worker, outcome Withdrawn (stored and shown as
 * Withdrawn, distinct from a rejection or a decline, even from Offered); the reason is optional.
 */
export function workerWithdrawChange(reason?: string | null, notes?: string | null): WorkerWithdrawChange {
  return {
    status: 'Rejected',
    outcome: 'Withdrawn',
    decision_maker: 'Worker',
    decision_reason: (reason ?? '').trim(),
    decision_notes: (notes ?? '').trim(),
  };
}

/** Where the worker goes after accepting an offer. */
export function afterWorkerAccept(): string {
  return '/work-journey/onboarding';
}

/**
 * Where the worker goes after declining or withdrawing with reasons: the returned status's page, else /work-journey.
 */
export function afterWorkerDecline(returnedStatus?: string | null): string {
  return routes.workJourney(parseStatus(returnedStatus));
}

/** Where the worker goes after a decline through the simple status call. */
export function afterSimpleDecline(): string {
  return routes.workJourneyRejected();
}

/** Where the offer detail view goes after a status change. */
export function afterRecruiterStatusChange(status: ApplicationStatus): string {
  return routes.applications(status);
}
