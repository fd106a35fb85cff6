// The worker's one reply to the organization's review of her (issue 45). The update is the only one a review ever
// gets, and it is guarded by `reply is null`: after the reply, neither the review nor the reply changes again. The
// recruiter gets a bell item of it in the same transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REVIEW_MESSAGES as M, type Review } from '@/domain/reviews';
import { AppError } from '../../errors';
import { reviews } from '../../db/schema';
import { announceReviews } from './review-events';
import { notifyReview, type ReviewNotifyDeps } from './notify-review';
import { reviewPlacementOf, type ReviewRow } from './queries';
import { reviewView } from '../../data/review-view';

/** Stores `reply` beside review `r` (the organization's review of the replying worker), or 409 when already replied. */
export async function replyToReview(
  app: Pick<FastifyInstance, 'db'> & ReviewNotifyDeps,
  r: ReviewRow,
  reply: string,
): Promise<Review> {
  if (r.side !== 'organization')
    throw new AppError('CONFLICT', M.errors.replyOnlyYours, { id: M.errors.replyOnlyYours });
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ reply, repliedAt: new Date() })
      .where(and(eq(reviews.id, r.id), isNull(reviews.reply)))
      .returning();
    if (!row) throw new AppError('CONFLICT', M.errors.alreadyReplied, { reply: M.errors.alreadyReplied });
    const p = await reviewPlacementOf(tx, row.applicationId);
    if (p) {
      // The recruiter hears of the reply (issue 45).
      await notifyReview(tx, app, p, 'replied', row.id);
      await announceReviews(tx, p);
    }
    return reviewView(row);
  });
}
