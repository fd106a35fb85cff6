// The onboarding checklist's reads and writes that the one writer of moves needs (issue 31): creating an application's
// checklist when its offer is accepted, and reading what the Cleared rule judges (contract state and items).
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { deriveChecklist, type ChecklistJob } from '@/domain/onboarding';
import { clearanceBlockers } from '@/domain/onboarding';
import type { ContractStatus, OnboardingItemStatus } from '@/domain/onboarding';
import type { DbOrTx } from '../db/client';
import { contracts, jobs, onboardingItems, onboardingTemplates } from '../db/schema';
import { agreedTermsOf } from './agreed-terms';

/** The assignment's dates as agreed (the accepted offer's schedule over the job's). */
export async function assignmentDates(
  db: DbOrTx,
  applicationId: string,
): Promise<{ startDate: string | null; endDate: string | null }> {
  const terms = await agreedTermsOf(db, applicationId);
  const schedule = (terms?.terms.schedule ?? {}) as { start_date?: string; end_date?: string };
  return { startDate: schedule.start_date ?? null, endDate: schedule.end_date ?? null };
}

/**
 * Creates the application's checklist from its job's requirements and the organization's items (the job's and every
 * job's, not archived), due dates from the agreed start. Items that exist (same key) are kept as they are.
 */
export async function createChecklist(
  tx: DbOrTx,
  app: { id: string; jobId: string; organizationId: string },
): Promise<number> {
  const [job] = await tx.select({ details: jobs.details, state: jobs.state }).from(jobs).where(eq(jobs.id, app.jobId));
  if (!job) return 0;
  const templates = await tx
    .select()
    .from(onboardingTemplates)
    .where(
      and(
        eq(onboardingTemplates.organizationId, app.organizationId),
        isNull(onboardingTemplates.archivedAt),
        or(isNull(onboardingTemplates.jobId), eq(onboardingTemplates.jobId, app.jobId)),
      ),
    )
    .orderBy(onboardingTemplates.createdAt);
  const details = job.details as ChecklistJob;
  const dates = await assignmentDates(tx, app.id);
  const drafts = deriveChecklist(
    {
      requirements: details.requirements,
      location: { state: details.location?.state ?? job.state },
      schedule: {
        ...(dates.startDate ? { start_date: dates.startDate } : {}),
        ...(dates.endDate ? { end_date: dates.endDate } : {}),
      },
    },
    templates,
  );
  if (drafts.length === 0) return 0;
  const base = Date.now();
  const inserted = await tx
    .insert(onboardingItems)
    // One millisecond apart: the checklist reads back (by created_at) in the order it was derived.
    .values(drafts.map((d, i) => ({ ...d, applicationId: app.id, createdAt: new Date(base + i) })))
    .onConflictDoNothing({ target: [onboardingItems.applicationId, onboardingItems.key] })
    .returning({ id: onboardingItems.id });
  return inserted.length;
}

/** The live (not void) contract's state (an amendment's is not), or null when none was drafted. */
export async function liveContractStatus(db: DbOrTx, applicationId: string): Promise<ContractStatus | null> {
  const [c] = await db
    .select({ status: contracts.status })
    .from(contracts)
    .where(
      and(eq(contracts.applicationId, applicationId), ne(contracts.status, 'void'), eq(contracts.kind, 'contract')),
    )
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  return (c?.status as ContractStatus | undefined) ?? null;
}

/** What stands between the application and Cleared (domain clearanceBlockers), read in `db`. */
export async function clearanceBlockersOf(db: DbOrTx, applicationId: string): Promise<string[]> {
  const items = await db
    .select({ label: onboardingItems.label, status: onboardingItems.status, required: onboardingItems.required })
    .from(onboardingItems)
    .where(eq(onboardingItems.applicationId, applicationId))
    .orderBy(onboardingItems.createdAt, onboardingItems.key);
  return clearanceBlockers({
    contract: await liveContractStatus(db, applicationId),
    items: items.map((i) => ({ ...i, status: i.status as OnboardingItemStatus })),
  });
}
