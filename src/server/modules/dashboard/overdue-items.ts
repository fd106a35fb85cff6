// The dashboard's overdue onboarding items (issue 31): checklist items not yet verified whose due date has passed,
// across the placements (Onboarding, Cleared, Working) the caller sees, most overdue first, paged with the total.
// The scan starts from onboarding_items_due_idx (not verified, by due date).
import { and, asc, count, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { daysOverdue, type OverdueItems } from '@/domain/onboarding';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, onboardingItems, users } from '../../db/schema';
import type { ApplicationStatus } from '@/domain/applications';

/** Whose placements: one organization, one recruiter's assigned applications, or every organization (admin). */
export type OverdueScope = { organizationId: string } | { recruiterId: string } | { all: true };

const PLACED: ApplicationStatus[] = ['Onboarding', 'Cleared', 'Working'];

/** One page of the overdue items of `scope` on `today`. */
export async function overdueItems(
  db: DbOrTx,
  scope: OverdueScope,
  today: string,
  page: number,
  pageSize: number,
): Promise<OverdueItems> {
  const where: SQL[] = [
    ne(onboardingItems.status, 'verified'),
    lt(onboardingItems.dueOn, today),
    inArray(applications.status, PLACED),
  ];
  if ('organizationId' in scope) where.push(eq(applications.organizationId, scope.organizationId));
  if ('recruiterId' in scope) where.push(eq(applications.recruiterId, scope.recruiterId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        itemId: onboardingItems.id,
        label: onboardingItems.label,
        itemStatus: onboardingItems.status,
        dueOn: onboardingItems.dueOn,
        applicationId: applications.id,
        applicationStatus: applications.status,
        workerId: applications.workerId,
        gwJobId: applications.gwJobId,
        first: users.firstName,
        last: users.lastName,
        jobTitle: jobs.title,
      })
      .from(onboardingItems)
      .innerJoin(applications, eq(applications.id, onboardingItems.applicationId))
      .innerJoin(users, eq(users.id, applications.workerId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(...where))
      .orderBy(asc(onboardingItems.dueOn), asc(onboardingItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(onboardingItems)
      .innerJoin(applications, eq(applications.id, onboardingItems.applicationId))
      .where(and(...where)),
  ]);
  return {
    items: rows.map((r) => ({
      item_id: r.itemId,
      label: r.label,
      item_status: r.itemStatus,
      due_on: r.dueOn!,
      days_overdue: daysOverdue(r.dueOn!, today),
      application_id: r.applicationId,
      application_status: r.applicationStatus,
      worker_id: r.workerId,
      worker_name: `${r.first} ${r.last}`.trim(),
      gw_job_id: r.gwJobId,
      job_title: r.jobTitle,
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
