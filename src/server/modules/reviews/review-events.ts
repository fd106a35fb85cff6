// What a review change announces (issue 45): every open page of the placement on both sides refetches its reviews.
import type { DbOrTx } from '../../db/client';
import { announceChange, applicationAudience } from '../../queue/live-changes';

/** Announces on commit that a placement's reviews changed, to everyone who sees the application. */
export async function announceReviews(
  tx: DbOrTx,
  p: { id: string; workerId: string; recruiterId: string | null; organizationId: string; jobId: string },
): Promise<void> {
  await announceChange(tx, await applicationAudience(tx, p), { kind: 'reviews', applicationId: p.id });
}
