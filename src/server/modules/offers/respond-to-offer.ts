// Answering the live offer: a worker accepts or declines an Offered/Re-Offer, a recruiter accepts or declines a Counter
// Offer.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expectedVersionOf, offerResponse, type RespondToOfferInput } from '@/domain/offers';
import { quickAdvanceDecisionMaker } from '@/domain/applications';
import type { OfferStatus } from '@/domain/offers';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { applications, statusHistory } from '../../db/schema';
import { lockForOffer } from './offer-guard';

/** Accept (→ Onboarding) or Decline (→ Rejected, reason required) the live offer, with its status-history row. */
export async function respondToOffer(app: FastifyInstance, user: SessionUser, input: RespondToOfferInput) {
  return app.db.transaction(async (tx) => {
    const { side, a, from } = await lockForOffer(tx, user, input.applicationId, expectedVersionOf(input));
    const move = offerResponse({
      side,
      applicationStatus: from,
      offerStatus: a.offerStatus as OfferStatus | null,
      action: input.action,
      reason: input.reason,
    });
    if (!move.ok) {
      if (move.message === MESSAGES.declineReasonRequired)
        throw new AppError('BAD_REQUEST', move.message, { reason: move.message });
      throw new AppError('CONFLICT', move.message);
    }

    const decisionMaker = side === 'worker' ? 'Worker' : quickAdvanceDecisionMaker(user.role);
    const reason = input.action === 'Decline' ? (input.reason ?? '').trim() : null;
    const notes = input.action === 'Decline' ? (input.notes ?? '').trim() : null;
    const now = new Date();
    const [updated] = await tx
      .update(applications)
      .set({
        status: move.status,
        offerStatus: move.offerStatus,
        decisionMaker,
        decisionReason: reason,
        decisionNotes: notes,
        version: a.version + 1,
        updatedAt: now,
        statusChangedAt: now,
      })
      .where(eq(applications.id, a.id))
      .returning();
    await tx.insert(statusHistory).values({
      applicationId: a.id,
      fromStatus: from,
      toStatus: move.status,
      byUserId: user.id,
      decisionMaker,
      reason,
      notes,
    });
    return updated;
  });
}
