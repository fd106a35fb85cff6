// Use case: the worker fulfils a checklist item with one of their documents (chosen from the profile, or just uploaded
// through POST /api/documents/upload). Guards first (own application, item version, the document's owner, the expiry
// against the assignment's end), then the write and its History/bell/email/live/webhook in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import { canSubmitItem, nextItemStatus } from '@/domain/onboarding';
import type { OnboardingItem, SubmitItemInput } from '@/domain/onboarding';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import type { OnboardingItemKind, OnboardingItemStatus } from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import type { Db } from '../../db/client';
import { documents, onboardingItems } from '../../db/schema';
import { assignmentDates } from '../../data/onboarding';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import type { MoveDeps } from '../../pipeline/move-application';
import { itemToApi, itemWithApplication, refereeCounts } from '../../data/onboarding-checklist';
import { recordItemChange } from './record-item-change';

/** Throws 404 (unknown item or not the worker's), 409 (stale version), 422 (refused by the rules). */
export async function submitItem(
  db: Db,
  deps: MoveDeps,
  user: SessionUser,
  itemId: string,
  input: SubmitItemInput,
  today: string,
): Promise<OnboardingItem> {
  const found = await itemWithApplication(db, itemId);
  if (!found || found.application.workerId !== user.id) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const { item, application } = found;
  if (item.version !== input.version) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.itemChanged(item.label));
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, input.documentId), eq(documents.ownerId, user.id)))
    .limit(1);
  if (!doc)
    throw new AppError('UNPROCESSABLE', ONBOARDING_MESSAGES.documentNotYours, {
      documentId: ONBOARDING_MESSAGES.documentNotYours,
    });
  const dates = await assignmentDates(db, application.id);
  const rule = canSubmitItem(
    { kind: item.kind as OnboardingItemKind, status: item.status as OnboardingItemStatus },
    doc.expiresOn,
    dates,
  );
  if (!rule.ok) throw new AppError('UNPROCESSABLE', rule.message, { documentId: rule.message });

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(onboardingItems)
      .set({
        status: nextItemStatus('submit'),
        documentId: doc.id,
        expiresOn: doc.expiresOn,
        credential: { category: doc.category, name: doc.name, ...doc.meta },
        rejectionReason: null,
        submittedAt: sql`now()`,
        reviewedAt: null,
        reviewedBy: null,
        updatedAt: sql`now()`,
        version: sql`${onboardingItems.version} + 1`,
      })
      .where(and(eq(onboardingItems.id, item.id), eq(onboardingItems.version, input.version)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.itemChanged(item.label));
    await recordItemChange(tx, deps, {
      application,
      item: updated,
      actor: { id: user.id, role: 'worker', name: `${user.firstName} ${user.lastName}`.trim() },
      historyText: ONBOARDING_MESSAGES.history.submitted(item.label),
    });
    return itemToApi(updated, doc.name, dates, today, await refereeCounts(tx, application.id));
  });
}
