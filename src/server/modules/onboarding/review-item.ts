// Use case: the organization's side verifies a submitted checklist item, or rejects it with a reason (back to the
// worker). Guards first (same organization, item version, the rules), then the write and its
// History/bell/email/live/webhook in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import { canReviewItem, nextItemStatus } from '@/domain/onboarding';
import type { OnboardingItem, ReviewItemInput } from '@/domain/onboarding';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import type { OnboardingItemKind, OnboardingItemStatus } from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import type { Db } from '../../db/client';
import { documents, onboardingItems } from '../../db/schema';
import { assignmentDates } from '../../data/onboarding';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { isOrgMember } from '../../policies';
import type { MoveDeps } from '../../pipeline/move-application';
import { itemToApi, itemVerifyMissing, itemWithApplication, refereeCounts } from '../../data/onboarding-checklist';
import { recordItemChange, type ItemActor } from './record-item-change';

/** Throws 404 (unknown item or another organization's), 409 (stale version), 422 (refused by the rules). */
export async function reviewItem(
  db: Db,
  deps: MoveDeps,
  user: SessionUser,
  itemId: string,
  input: ReviewItemInput,
  today: string,
): Promise<OnboardingItem> {
  const found = await itemWithApplication(db, itemId);
  if (!found || !isOrgMember(user, found.application)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const { item, application } = found;
  if (item.version !== input.version) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.itemChanged(item.label));
  const dates = await assignmentDates(db, application.id);
  const review =
    input.decision === 'reject'
      ? { decision: 'reject' as const, reason: input.reason ?? '' }
      : { decision: 'verify' as const };
  const counts = await refereeCounts(db, application.id);
  const rule = canReviewItem(
    {
      kind: item.kind as OnboardingItemKind,
      label: item.label,
      status: item.status as OnboardingItemStatus,
      expiresOn: item.expiresOn,
      verifyMissing: itemVerifyMissing(item, counts),
    },
    review,
    dates,
  );
  if (!rule.ok) throw new AppError('UNPROCESSABLE', rule.message);
  const reason = review.decision === 'reject' ? review.reason.trim() : null;

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(onboardingItems)
      .set({
        status: nextItemStatus(review.decision),
        rejectionReason: reason,
        reviewedAt: sql`now()`,
        reviewedBy: user.id,
        updatedAt: sql`now()`,
        version: sql`${onboardingItems.version} + 1`,
      })
      .where(and(eq(onboardingItems.id, item.id), eq(onboardingItems.version, input.version)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.itemChanged(item.label));
    const [doc] = updated.documentId
      ? await tx.select({ name: documents.name }).from(documents).where(eq(documents.id, updated.documentId))
      : [];
    await recordItemChange(tx, deps, {
      application,
      item: updated,
      actor: { id: user.id, role: user.role as ItemActor['role'], name: `${user.firstName} ${user.lastName}`.trim() },
      historyText: reason
        ? ONBOARDING_MESSAGES.history.rejected(item.label, reason)
        : ONBOARDING_MESSAGES.history.verified(item.label),
    });
    return itemToApi(updated, doc?.name ?? null, dates, today, counts);
  });
}
