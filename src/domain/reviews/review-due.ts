// "Review due" on the recruiter's Done list and board (issue 45): a placement the organization may review and has not.
import { canReview } from './criteria';

/** True when the organization's close-out review of the placement is due: it is Done and not yet reviewed by them. */
export function isReviewDue(p: { status: string; organizationReviewed: boolean }): boolean {
  return canReview(p.status) && !p.organizationReviewed;
}
