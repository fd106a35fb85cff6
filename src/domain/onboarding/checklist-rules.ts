// What may happen to a checklist item (issue 31): Missing → Submitted → Verified, or Rejected with a reason and back to
// the worker (Submitted again). A dated credential must last until the assignment's end ("expires during the
// assignment" otherwise): it can be neither submitted nor verified.
import { daysLeft } from '../profile/credentials';
import { DATED_KINDS } from './checklist';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import type { OnboardingItemKind, OnboardingItemStatus } from './placement-states';

/** What the rules read of an item. */
export interface RuleItem {
  kind: OnboardingItemKind;
  status: OnboardingItemStatus;
  required: boolean;
  label: string;
  dueOn: string | null;
  expiresOn: string | null;
}

/** A rule's answer: allowed, or refused with the catalogue's words. */
export type RuleResult = { ok: true } | { ok: false; message: string };

const M = ONBOARDING_MESSAGES;
const ok: RuleResult = { ok: true };
const refuse = (message: string): RuleResult => ({ ok: false, message });

/**
 * True when a document expiring on `expiresOn` runs out before the assignment ends (`endDate`, or the start when no end
 * is known). No expiry, or no assignment dates, never blocks.
 */
export function expiresDuringAssignment(
  kind: OnboardingItemKind,
  expiresOn: string | null | undefined,
  assignment: { startDate?: string | null; endDate?: string | null },
): boolean {
  const until = assignment.endDate ?? assignment.startDate;
  if (!DATED_KINDS.includes(kind) && kind !== 'custom') return false;
  return !!expiresOn && !!until && expiresOn < until;
}

/** May the worker submit this item with a document expiring on `expiresOn`? */
export function canSubmitItem(
  item: Pick<RuleItem, 'kind' | 'status'>,
  expiresOn: string | null | undefined,
  assignment: { startDate?: string | null; endDate?: string | null },
): RuleResult {
  if (item.kind === 'references') return refuse(M.notFulfillable);
  if (item.status === 'verified') return refuse(M.cannotSubmitNow);
  if (expiresDuringAssignment(item.kind, expiresOn, assignment))
    return refuse(M.expiresDuringAssignmentLong(expiresOn!, (assignment.endDate ?? assignment.startDate)!));
  return ok;
}

/** A recruiter's decision on an item. */
export type ReviewDecision = { decision: 'verify' } | { decision: 'reject'; reason: string };

/**
 * May the organization's side verify or reject this item? Only a submitted item (a references item: at any time, the
 * referees' answers fill it); verifying an item that lacks what its kind needs (`verifyMissing`, from verifyMissing())
 * or a document that expires during the assignment is refused; a rejection needs a reason.
 */
export function canReviewItem(
  item: Pick<RuleItem, 'kind' | 'status' | 'expiresOn'> & { label: string; verifyMissing: readonly string[] },
  review: ReviewDecision,
  assignment: { startDate?: string | null; endDate?: string | null },
): RuleResult {
  const reviewable = item.status === 'submitted' || (item.kind === 'references' && item.status !== 'verified');
  if (!reviewable) return refuse(M.cannotReviewNow);
  if (review.decision === 'reject') return review.reason.trim() ? ok : refuse(M.reasonRequired);
  // What the item's kind needs before Verified (verify-rules.ts): a references item with nobody named is not verified.
  if (item.verifyMissing.length) return refuse(M.cannotVerifyYet(item.label, [...item.verifyMissing]));
  if (expiresDuringAssignment(item.kind, item.expiresOn, assignment))
    return refuse(M.expiresDuringAssignmentLong(item.expiresOn!, (assignment.endDate ?? assignment.startDate)!));
  return ok;
}

/** The status an item takes after a submit or a review. */
export function nextItemStatus(action: 'submit' | ReviewDecision['decision']): OnboardingItemStatus {
  return action === 'submit' ? 'submitted' : action === 'verify' ? 'verified' : 'rejected';
}

/** True when a not yet verified item is past its due date on `today`. */
export function isOverdue(item: Pick<RuleItem, 'status' | 'dueOn'>, today: string): boolean {
  return item.status !== 'verified' && !!item.dueOn && daysLeft(item.dueOn, today) < 0;
}

const URGENCY: Record<OnboardingItemStatus, number> = { rejected: 0, missing: 1, submitted: 2, verified: 3 };

/**
 * The worker's next thing to do: rejected items first, then missing ones, earliest due first (required before
 * optional); null when nothing waits on the worker.
 */
export function nextWorkerItem<T extends Pick<RuleItem, 'status' | 'dueOn' | 'required'>>(
  items: readonly T[],
): T | null {
  const waiting = items.filter((i) => i.status === 'rejected' || i.status === 'missing');
  waiting.sort(
    (a, b) =>
      Number(b.required) - Number(a.required) ||
      URGENCY[a.status] - URGENCY[b.status] ||
      (a.dueOn ?? '9999-12-31').localeCompare(b.dueOn ?? '9999-12-31'),
  );
  return waiting[0] ?? null;
}
