// Answering the live offer: a worker accepts or declines an Offered/Re-Offer, a recruiter accepts or declines a Counter
// Offer. The move goes through the one writer of moves (row, history, webhook, the other side's email).
import type { FastifyInstance } from 'fastify';
import { expectedVersionOf, offerResponse, type RespondToOfferInput } from '@/domain/offers';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { moveApplication, moveDeps } from '../../pipeline/move-application';
import { lockForOffer } from './offer-guard';

/** Accept (→ Onboarding) or Decline (→ Rejected, reason required) the live offer, with its status-history row. */
export async function respondToOffer(app: FastifyInstance, user: SessionUser, input: RespondToOfferInput) {
  return app.db.transaction(async (tx) => {
    const { side, a, from } = await lockForOffer(tx, user, input.applicationId, expectedVersionOf(input));
    const move = offerResponse({
      side,
      applicationStatus: from,
      offerStatus: a.offerStatus,
      action: input.action,
      reason: input.reason,
    });
    if (!move.ok) {
      if (move.message === MESSAGES.declineReasonRequired)
        throw new AppError('BAD_REQUEST', move.message, { reason: move.message });
      throw new AppError('CONFLICT', move.message);
    }
    const decline = input.action === 'Decline';
    const { application } = await moveApplication(tx, moveDeps(app), {
      target: { applicationId: a.id },
      kind: decline ? 'decline' : 'accept',
      to: move.status,
      offerStatus: move.offerStatus,
      actor: { id: user.id, role: user.role, side, name: `${user.firstName} ${user.lastName}`.trim() },
      decision: {
        maker: side === 'worker' ? 'Worker' : undefined,
        reason: decline ? input.reason : null,
        notes: decline ? input.notes : null,
      },
      expectedVersion: a.version,
    });
    return application;
  });
}
