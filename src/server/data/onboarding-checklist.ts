// Reads of the onboarding checklist (issue 31): one application's checklist as both sides see it, and one item with
// the application it belongs to (for authorization).
import { asc, eq, sql } from 'drizzle-orm';
import { KIND_CATEGORIES, uploadCategory } from '@/domain/onboarding';
import { expiresDuringAssignment, isOverdue, nextWorkerItem } from '@/domain/onboarding';
import type { Checklist, OnboardingItem } from '@/domain/onboarding';
import { clearanceBlockers } from '@/domain/onboarding';
import type { OnboardingItemKind, OnboardingItemStatus } from '@/domain/onboarding';
import type { ApplicationStatus } from '@/domain/applications';
import { checklistProgress, daysToStart, progressSummary, verifyMissing } from '@/domain/onboarding';
import { countedReferences } from '@/domain/work-records';
import type { DbOrTx } from '../db/client';
import { applicationWorkRecords, applications, documents, onboardingItems, referees } from '../db/schema';
import { assignmentDates, liveContractStatus } from './onboarding';

/** A stored item. */
export type ItemRow = typeof onboardingItems.$inferSelect;

/**
 * How many references an application's worker named and how many were received: her referees (named, answered), and
 * each verified assignment she attached in place of a reference (issue 45; domain countedReferences).
 */
export interface RefereeCounts {
  named: number;
  received: number;
}

/** The reference counts of one application (the references item's verify rule reads them). */
export async function refereeCounts(db: DbOrTx, applicationId: string): Promise<RefereeCounts> {
  const [row] = await db
    .select({
      named: sql<number>`count(*)::int`,
      received: sql<number>`count(*) filter (where ${referees.answeredAt} is not null)::int`,
      records: sql<number>`(select count(*)::int from ${applicationWorkRecords} where ${applicationWorkRecords.applicationId} = ${applicationId})`,
    })
    .from(referees)
    .where(eq(referees.applicationId, applicationId));
  return countedReferences(
    { named: Number(row?.named ?? 0), received: Number(row?.received ?? 0) },
    Number(row?.records ?? 0),
  );
}

/** What a stored item still needs before Verified (verify-rules.ts). */
export function itemVerifyMissing(row: ItemRow, counts: RefereeCounts): string[] {
  return verifyMissing({
    kind: row.kind as OnboardingItemKind,
    label: row.label,
    needsDocument: row.needsDocument,
    documentId: row.documentId,
    expiresOn: row.expiresOn,
    credential: row.credential ?? null,
    requiredCount: row.requiredCount,
    refereesNamed: counts.named,
    referencesReceived: counts.received,
  });
}

/** An item as the API answers it. */
export function itemToApi(
  row: ItemRow,
  documentName: string | null,
  dates: { startDate: string | null; endDate: string | null },
  today: string,
  counts: RefereeCounts,
): OnboardingItem {
  const kind = row.kind as OnboardingItemKind;
  const status = row.status as OnboardingItemStatus;
  return {
    id: row.id,
    kind,
    key: row.key,
    label: row.label,
    description: row.description,
    required: row.required,
    needs_document: row.needsDocument,
    status,
    rejection_reason: row.rejectionReason,
    due_on: row.dueOn,
    overdue: isOverdue({ status, dueOn: row.dueOn }, today),
    document_id: row.documentId,
    document_name: documentName,
    expires_on: row.expiresOn,
    expires_during_assignment: expiresDuringAssignment(kind, row.expiresOn, dates),
    categories: KIND_CATEGORIES[kind] ? [...KIND_CATEGORIES[kind]!] : null,
    upload_category: uploadCategory(kind),
    required_count: row.requiredCount,
    verify_missing: itemVerifyMissing(row, counts),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** The application an item belongs to, with the item (undefined when either is unknown). */
export async function itemWithApplication(db: DbOrTx, itemId: string) {
  const [row] = await db
    .select({ item: onboardingItems, application: applications })
    .from(onboardingItems)
    .innerJoin(applications, eq(applications.id, onboardingItems.applicationId))
    .where(eq(onboardingItems.id, itemId))
    .limit(1);
  return row;
}

/** One application's checklist with progress, contract state, countdown and the Cleared rule's blockers. */
export async function loadChecklist(
  db: DbOrTx,
  application: { id: string; status: ApplicationStatus },
  today: string,
): Promise<Checklist> {
  const rows = await db
    .select({ item: onboardingItems, documentName: documents.name })
    .from(onboardingItems)
    .leftJoin(documents, eq(documents.id, onboardingItems.documentId))
    .where(eq(onboardingItems.applicationId, application.id))
    .orderBy(asc(onboardingItems.createdAt), asc(onboardingItems.key));
  const dates = await assignmentDates(db, application.id);
  const contract = await liveContractStatus(db, application.id);
  const counts = await refereeCounts(db, application.id);
  const items = rows.map((r) => itemToApi(r.item, r.documentName, dates, today, counts));
  const next = nextWorkerItem(items.map((i) => ({ ...i, dueOn: i.due_on })));
  return {
    application_id: application.id,
    status: application.status,
    start_date: dates.startDate,
    end_date: dates.endDate,
    days_to_start: daysToStart(dates.startDate, today),
    contract,
    progress: checklistProgress(items),
    summary: progressSummary(items, contract),
    blockers: clearanceBlockers({ contract, items }),
    next_item_id: next?.id ?? null,
    items,
  };
}

/** The application whose checklist `user` asks for (only what the checklist and its authorization need). */
export async function applicationForChecklist(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}
