// Sending new offer terms: a recruiter's first offer, Update Offer or Change Offer, or a worker's Counter Offer / Re
// Counter.
// Every version is a new row (never overwritten); the application's offer status and version move with it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  mergeOfferTerms,
  type OfferTerms,
  expectedVersionOf,
  isAutoAccepted,
  offerSubmission,
  type SubmitOfferInput,
} from '@/domain/offers';
import { quickAdvanceDecisionMaker } from '@/domain/applications';
import type { ApplicationStatus } from '@/domain/applications';
import type { OfferStatus } from '@/domain/offers';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { applications, offers, statusHistory } from '../../db/schema';
import { lockForOffer } from './offer-guard';
import { latestOffer } from './queries';

/**
 * Stores a new offer version for the caller's side; a recruiter's offer to a consenting worker on an auto-offer job is
 * accepted at once.
 */
export async function submitOffer(app: FastifyInstance, user: SessionUser, input: SubmitOfferInput) {
  return app.db.transaction(async (tx) => {
    const { row, side, a, from } = await lockForOffer(tx, user, input.applicationId, expectedVersionOf(input));
    const move = offerSubmission({
      side,
      applicationStatus: from,
      offerStatus: a.offerStatus as OfferStatus | null,
      action: input.action,
    });
    if (!move.ok) throw new AppError('CONFLICT', move.message);

    const previous = await latestOffer(tx, a.id);
    const terms = mergeOfferTerms(
      move.first ? null : ((previous?.terms ?? null) as OfferTerms | null),
      input.terms as OfferTerms,
    );
    const [offer] = await tx
      .insert(offers)
      .values({
        applicationId: a.id,
        version: (previous?.version ?? 0) + 1,
        kind: move.kind,
        terms: terms as Record<string, unknown>,
        madeBy: user.id,
        side,
      })
      .returning();

    const autoOffer = (row.jobDetails.requirements as { auto_offer?: boolean } | undefined)?.auto_offer;
    const autoAccepted = side === 'recruiter' && isAutoAccepted(autoOffer, a.autoOfferConsent);
    const now = new Date();
    let status: ApplicationStatus = from;
    const history: (typeof statusHistory.$inferInsert)[] = [];
    if (from !== 'Offered') {
      history.push({
        applicationId: a.id,
        fromStatus: from,
        toStatus: 'Offered',
        byUserId: user.id,
        decisionMaker: quickAdvanceDecisionMaker(user.role),
      });
      status = 'Offered';
    }
    if (autoAccepted) {
      // The worker agreed in advance ("Are you 100% sure you will accept this offer?"): the system accepts for them.
      history.push({
        applicationId: a.id,
        fromStatus: 'Offered',
        toStatus: 'Onboarding',
        byUserId: null,
        decisionMaker: 'Worker',
      });
      status = 'Onboarding';
    }
    const [updated] = await tx
      .update(applications)
      .set({
        offerStatus: move.kind,
        status,
        version: a.version + 1,
        updatedAt: now,
        ...(status !== from ? { statusChangedAt: now } : {}),
        ...(autoAccepted ? { decisionMaker: 'Worker', decisionReason: null, decisionNotes: null } : {}),
      })
      .where(eq(applications.id, a.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    if (history.length > 0)
      await tx.insert(statusHistory).values(history.map((h, i) => ({ ...h, createdAt: new Date(now.getTime() + i) })));
    return { application: updated, offer, autoAccepted };
  });
}
