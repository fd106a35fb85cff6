// A review row as the API answers it (domain reviewSchema): the reply beside it. Read by the reviews module and API v1.
import { eq } from 'drizzle-orm';
import type { DoNotReturnReason, Review, ReviewSide } from '@/domain/reviews';
import type { DbOrTx } from '../db/client';
import { reviews } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** A placement's reviews (at most one per side). */
export async function reviewsOfApplication(db: DbOrTx, applicationId: string): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.applicationId, applicationId));
}

/** The API form of a stored review. */
export function reviewView(r: ReviewRow): Review {
  return {
    id: r.id,
    application_id: r.applicationId,
    side: r.side as ReviewSide,
    scores: r.scores,
    comments: r.comments,
    eligible_for_rehire: r.eligibleForRehire,
    do_not_return_reason: (r.doNotReturnReason as DoNotReturnReason | null) ?? null,
    would_return: r.wouldReturn,
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
