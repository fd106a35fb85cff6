// Application moves: every change of an application's status or offer status is one move of one kind, written by one
// server use case (src/server/pipeline/move-application.ts). This file holds the rules that use case applies: which
// kinds exist, how History labels them, and which side is emailed about them.
import type { OfferSide } from '../offers/offers';
import type { ApplicationStatus } from './pipeline';

/**
 * The kinds of move. `assign` records a recruiter assignment and `contract` an assignment contract's event (drafted,
 * signed, countersigned, void) in History, neither changing the status.
 */
export const MOVE_KINDS = [
  'apply',
  'status',
  'offer',
  're-offer',
  'counter',
  'accept',
  'decline',
  'withdraw',
  'assign',
  'contract',
] as const;

/** A kind of move. */
export type MoveKind = (typeof MOVE_KINDS)[number];

/** How History names a move of this kind (plain status moves show only "from → to"). */
export const MOVE_LABELS: Record<MoveKind, string | null> = {
  apply: 'Applied',
  status: null,
  offer: 'Offer made',
  're-offer': 'Offer changed',
  counter: 'Counter offer',
  accept: 'Offer accepted',
  decline: 'Offer declined',
  withdraw: 'Withdrawn',
  assign: 'Recruiter assigned',
  contract: 'Contract',
};

/** The History label of a stored move kind, or null for plain status moves and unknown values. */
export function moveLabel(kind: string | null | undefined): string | null {
  return kind && kind in MOVE_LABELS ? MOVE_LABELS[kind as MoveKind] : null;
}

/**
 * Who is emailed about a move made by `side` (null: by the system, e.g. an auto-offer acceptance):
 * the recruiter when an application, a counter, an accept, a decline or a withdrawal arrives from the worker;
 * the worker when an offer or a re-offer arrives, or when the recruiter answers a counter (accept or decline).
 * Plain pipeline moves and assignments email nobody.
 */
export function moveRecipient(kind: MoveKind, side: OfferSide | null): OfferSide | null {
  switch (kind) {
    case 'apply':
    case 'counter':
    case 'withdraw':
      return 'recruiter';
    case 'offer':
    case 're-offer':
      return 'worker';
    case 'accept':
    case 'decline':
      return side === 'worker' ? 'recruiter' : side === 'recruiter' ? 'worker' : 'recruiter';
    case 'status':
    case 'assign':
    case 'contract':
      return null;
  }
}

/** The outbox dedupe key of a move's email: one email per application version and recipient. */
export function moveMailKey(applicationId: string, version: number, recipient: OfferSide): string {
  return `move:${applicationId}:v${version}:${recipient}`;
}

/**
 * True when the worker's counter offer awaits the recruiter (an Offered application with offer status Counter Offer).
 */
export function isCounterWaiting(status: ApplicationStatus | string, offerStatus: string | null | undefined): boolean {
  return status === 'Offered' && offerStatus === 'Counter Offer';
}
