// Submit a close-out review (issue 45): the side is the caller's; only on a Done placement; once per side. The write,
// its webhook (review.submitted), the worker's bell item (the organization's review) and the announce to both sides'
// open pages happen in one transaction.
import { canReview, parseReviewFor, REVIEW_MESSAGES as M, type Review, type ReviewSide } from '@/domain/reviews';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { reviews } from '../../db/schema';
import { emitOrgEvent } from '../../queue/org-events';
import { announceReviews } from './review-events';
import { notifyReview, type ReviewNotifyDeps } from './notify-review';
import type { ReviewPlacement } from './queries';
import { reviewView } from '../../data/review-view';

/** Writes `side`'s review of placement `p` by `authorId`, or refuses (409 not Done / second review, 400 fields). */
export async function submitReview(
  app: Pick<FastifyInstance, 'db'> & ReviewNotifyDeps,
  p: ReviewPlacement,
  side: ReviewSide,
  authorId: string,
  body: unknown,
): Promise<Review> {
  if (!canReview(p.status)) throw new AppError('CONFLICT', M.errors.notDone, { status: M.errors.notDone });
  const parsed = parseReviewFor(side, body);
  if (!parsed.ok) {
    const first = Object.values(parsed.fields)[0] ?? M.errors.scoreRange;
    throw new AppError('BAD_REQUEST', first, parsed.fields);
  }
  const values =
    parsed.side === 'organization'
      ? {
          scores: parsed.input.scores,
          comments: parsed.input.comments || null,
          eligibleForRehire: parsed.input.eligible_for_rehire,
          doNotReturnReason: parsed.input.eligible_for_rehire ? null : (parsed.input.do_not_return_reason ?? null),
        }
      : {
          scores: parsed.input.scores,
          comments: parsed.input.comments || null,
          wouldReturn: parsed.input.would_return,
        };
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        applicationId: p.id,
        organizationId: p.organizationId,
        workerId: p.workerId,
        side,
        authorId,
        ...values,
        createdAt: new Date(),
      })
      .onConflictDoNothing({ target: [reviews.applicationId, reviews.side] })
      .returning();
    if (!row) throw new AppError('CONFLICT', M.errors.secondReview, { side: M.errors.secondReview });
    await emitOrgEvent(tx, p.organizationId, 'review.submitted', {
      application_id: p.id,
      gw_job_id: p.gwJobId,
      worker_id: p.workerId,
      review_id: row.id,
      side,
      // The worker's words about the facility stay hers: the webhook carries the organization's own review only.
      ...(side === 'organization'
        ? {
            scores: row.scores,
            eligible_for_rehire: row.eligibleForRehire,
            do_not_return_reason: row.doNotReturnReason,
          }
        : {}),
    });
    if (side === 'organization') await notifyReview(tx, app, p, 'reviewed', row.id);
    await announceReviews(tx, p);
    return reviewView(row);
  });
}
