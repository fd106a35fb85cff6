// Use cases: an organization's own onboarding items (templates) — for one of its jobs or for all its jobs — listed,
// added and removed (archived, so checklists already made keep their link). Placements accepted afterwards get them.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { OnboardingTemplate, OnboardingTemplateInput } from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import type { Db } from '../../db/client';
import { jobs, onboardingTemplates } from '../../db/schema';
import { AppError } from '../../errors';

type TemplateRow = typeof onboardingTemplates.$inferSelect;

const toApi = (t: TemplateRow): OnboardingTemplate => ({
  id: t.id,
  job_id: t.jobId,
  label: t.label,
  description: t.description,
  needs_document: t.needsDocument,
  due_days_before_start: t.dueDaysBeforeStart,
});

async function assertOwnJob(db: Db, organizationId: string, jobId: string) {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.organizationId, organizationId)))
    .limit(1);
  if (!job) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
}

/** The organization's items for every job, and the job's own when `jobId` is given (oldest first). */
export async function listTemplates(db: Db, organizationId: string, jobId?: string): Promise<OnboardingTemplate[]> {
  if (jobId) await assertOwnJob(db, organizationId, jobId);
  const rows = await db
    .select()
    .from(onboardingTemplates)
    .where(
      and(
        eq(onboardingTemplates.organizationId, organizationId),
        isNull(onboardingTemplates.archivedAt),
        jobId
          ? or(isNull(onboardingTemplates.jobId), eq(onboardingTemplates.jobId, jobId))
          : isNull(onboardingTemplates.jobId),
      ),
    )
    .orderBy(asc(onboardingTemplates.createdAt))
    .limit(200);
  return rows.map(toApi);
}

/** Adds an item for one of the organization's jobs, or for all its jobs. */
export async function addTemplate(
  db: Db,
  organizationId: string,
  input: OnboardingTemplateInput,
): Promise<OnboardingTemplate> {
  if (input.jobId) await assertOwnJob(db, organizationId, input.jobId);
  const [row] = await db
    .insert(onboardingTemplates)
    .values({
      organizationId,
      jobId: input.jobId ?? null,
      label: input.label,
      description: input.description?.trim() || null,
      needsDocument: input.needsDocument ?? true,
      dueDaysBeforeStart: input.dueDaysBeforeStart ?? null,
    })
    .returning();
  return toApi(row!);
}

/** Removes (archives) one of the organization's items; 404 for another organization's or an unknown one. */
export async function archiveTemplate(db: Db, organizationId: string, id: string): Promise<void> {
  const [row] = await db
    .update(onboardingTemplates)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(onboardingTemplates.id, id),
        eq(onboardingTemplates.organizationId, organizationId),
        isNull(onboardingTemplates.archivedAt),
      ),
    )
    .returning({ id: onboardingTemplates.id });
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
}
