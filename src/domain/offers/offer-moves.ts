// Offer moves judged on the server: which offer version a side may send, and which response it may give,
// for the application's current state. Built on the buttons of offers.ts (offerActions/canOfferAction).
import { MESSAGES } from '../shared/messages';
import { canOfferAction, type OfferAction, type OfferSide, type OfferStatus } from './offers';
import type { ApplicationStatus } from '../applications/pipeline';

/** Application statuses from which a recruiter may make a first offer (before anyone accepted or the work started). */
export const MAKE_OFFER_FROM: readonly ApplicationStatus[] = ['New', 'Screening', 'Submitted', 'Offered', 'Hold'];

/**
 * The offer awaiting an answer: an application in Offered has one, and so does a Working assignment with an extension
 * proposed (extension.ts); elsewhere the offer is settled.
 */
export function liveOfferStatus(
  applicationStatus: ApplicationStatus,
  offerStatus: OfferStatus | null | undefined,
): OfferStatus | null {
  if ((applicationStatus !== 'Offered' && applicationStatus !== 'Working') || !offerStatus) return null;
  return offerStatus === 'Offered' || offerStatus === 'Re-Offer' || offerStatus === 'Counter Offer'
    ? offerStatus
    : null;
}

/** The button that sends new offer terms: the first offer ('Make Offer') or one of the offer buttons. */
export type OfferSubmitAction =
  'Make Offer' | Extract<OfferAction, 'Counter Offer' | 'Re Counter' | 'Update Offer' | 'Change Offer'>;

/** Buttons that carry new terms. */
export const OFFER_SUBMIT_ACTIONS = [
  'Make Offer',
  'Counter Offer',
  'Re Counter',
  'Update Offer',
  'Change Offer',
] as const satisfies readonly OfferSubmitAction[];

/** The outcome of a check: allowed with what it does, or refused with a message. */
export type OfferMove<T> = ({ ok: true } & T) | { ok: false; message: string };

/**
 * May `side` send new terms now, and what do they become? Recruiter: a first offer ('Offered', application → Offered)
 * when none awaits an answer and the application is still before Onboarding; Update/Change Offer ('Re-Offer') on a live
 * offer.
 * Worker: Counter Offer on Offered/Re-Offer, Re Counter on a Counter Offer (both 'Counter Offer').
 */
export function offerSubmission(p: {
  side: OfferSide;
  applicationStatus: ApplicationStatus;
  offerStatus: OfferStatus | null | undefined;
  action?: OfferSubmitAction;
}): OfferMove<{ action: OfferSubmitAction; kind: OfferStatus; first: boolean }> {
  const live = liveOfferStatus(p.applicationStatus, p.offerStatus);
  const refused = { ok: false as const, message: MESSAGES.errors.offerActionNotAllowed };
  if (p.side === 'recruiter') {
    if (!live) {
      if (p.action && p.action !== 'Make Offer') return refused;
      return MAKE_OFFER_FROM.includes(p.applicationStatus)
        ? { ok: true, action: 'Make Offer', kind: 'Offered', first: true }
        : refused;
    }
    const action = p.action ?? (live === 'Counter Offer' ? 'Change Offer' : 'Update Offer');
    if (action === 'Make Offer' || !canOfferAction({ offerStatus: live, side: 'recruiter', action })) return refused;
    return { ok: true, action, kind: 'Re-Offer', first: false };
  }
  if (!live) return refused;
  const action = p.action ?? (live === 'Counter Offer' ? 'Re Counter' : 'Counter Offer');
  if (action === 'Make Offer' || !canOfferAction({ offerStatus: live, side: 'worker', action })) return refused;
  return { ok: true, action, kind: 'Counter Offer', first: false };
}
/** The application version the client loaded (`version`, or its alias `expectedVersion`). */
export function expectedVersionOf(input: { version?: number; expectedVersion?: number }): number | undefined {
  return input.version ?? input.expectedVersion;
}

/**
 * May `side` answer the live offer with `action`? Accept → Onboarding (offer settled); Decline → Rejected (offer
 * Declined, reason
 * required).
 * Workers answer Offered/Re-Offer, recruiters answer a Counter Offer (offers.ts buttons); terms-carrying buttons go
 * through offerSubmission.
 */
export function offerResponse(p: {
  side: OfferSide;
  applicationStatus: ApplicationStatus;
  offerStatus: OfferStatus | null | undefined;
  action: OfferAction;
  reason?: string | null;
}): OfferMove<{ status: ApplicationStatus; offerStatus: OfferStatus | null }> {
  const live = liveOfferStatus(p.applicationStatus, p.offerStatus);
  if (
    (p.action !== 'Accept' && p.action !== 'Decline') ||
    !canOfferAction({ offerStatus: live, side: p.side, action: p.action })
  ) {
    return { ok: false, message: MESSAGES.errors.offerActionNotAllowed };
  }
  // An extension (a Working assignment's offer) is answered without leaving Working: accepted, the assignment runs on
  // under the amendment; declined, it ends on its current date.
  const extension = p.applicationStatus === 'Working';
  // An accepted offer is settled: no offer status (and no Counter Offer badge) remains on the Onboarding application.
  if (p.action === 'Accept') return { ok: true, status: extension ? 'Working' : 'Onboarding', offerStatus: null };
  if (!(p.reason ?? '').trim()) return { ok: false, message: MESSAGES.declineReasonRequired };
  return { ok: true, status: extension ? 'Working' : 'Rejected', offerStatus: 'Declined' };
}

/** Auto-offer: the job accepts offers automatically and the worker said they will accept it. */
export function isAutoAccepted(
  jobAutoOffer: boolean | null | undefined,
  workerConsent: boolean | null | undefined,
): boolean {
  return jobAutoOffer === true && workerConsent === true;
}
