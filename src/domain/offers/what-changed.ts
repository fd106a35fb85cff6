// What a 409 means to the person (issue 30): the page sent a change judged on an application it had loaded, the
// server refused because the application moved on, and the page refetched. One function words the difference.
import { applicationStatusLabel } from '../applications/outcome';
import { MESSAGES } from '../shared/messages';

/** The parts of an application's offers that a page shows: its status, offer status and the newest version. */
export interface OfferSnapshot {
  application: { status: string; offer_status: string | null };
  offers: readonly { version: number; side: 'worker' | 'recruiter' }[];
}

/**
 * The sentence that tells what changed between the page's copy (`before`) and the server's (`after`): a new offer
 * version first ("The recruiter sent a new offer (v3)"), else a new status, else that it changed.
 */
export function whatChanged(before: OfferSnapshot | null | undefined, after: OfferSnapshot | null | undefined): string {
  if (!after) return MESSAGES.live.refreshed;
  const newest = after.offers.at(-1);
  const seen = before?.offers.at(-1)?.version ?? 0;
  if (newest && newest.version > seen) return MESSAGES.live.newOffer(newest.side, newest.version);
  const label = applicationStatusLabel(after.application.status, after.application.offer_status);
  if (
    before &&
    (before.application.status !== after.application.status ||
      before.application.offer_status !== after.application.offer_status)
  )
    return MESSAGES.live.statusNow(label);
  return MESSAGES.live.refreshed;
}
