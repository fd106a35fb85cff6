// Reads of close-out reviews (issue 45): the placement a review belongs to, its reviews, the organization's
// do-not-return marks (list, per worker) and the workers' reviews of a facility.
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, organizations, reviews, users } from '../../db/schema';
import type { ReviewRow } from '../../data/review-view';

/** The placement a review is about: the application's parties, status and job. */
export async function reviewPlacementOf(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      recruiterId: applications.recruiterId,
      jobId: applications.jobId,
      jobRecruiterId: jobs.recruiterId,
      gwJobId: applications.gwJobId,
      status: applications.status,
      jobTitle: jobs.title,
      organizationName: organizations.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}
export type ReviewPlacement = NonNullable<Awaited<ReturnType<typeof reviewPlacementOf>>>;
export type { ReviewRow } from '../../data/review-view';

/** One review by id. */
export async function reviewRow(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

const DNR = isNotNull(reviews.doNotReturnReason);

/** The organization's do-not-return marks of one worker, newest first (reviews_do_not_return_idx). */
export async function doNotReturnMarks(db: DbOrTx, organizationId: string, workerId: string) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.organizationId, organizationId), eq(reviews.workerId, workerId), DNR))
    .orderBy(desc(reviews.createdAt))
    .limit(50);
}

/** Is the worker marked do not return by the organization? */
export async function isMarkedDoNotReturn(db: DbOrTx, organizationId: string, workerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.organizationId, organizationId), eq(reviews.workerId, workerId), DNR))
    .limit(1);
  return Boolean(row);
}

/** A page of the organization's do-not-return list, newest first (keyset on created_at, id), optionally some workers. */
export async function doNotReturnPage(
  db: DbOrTx,
  organizationId: string,
  opts: { after?: { createdAt: Date; id: string }; limit: number; workerIds?: string[] },
) {
  const { after, limit, workerIds } = opts;
  return db
    .select({
      review: reviews,
      workerFirst: users.firstName,
      workerLast: users.lastName,
      jobTitle: jobs.title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.workerId))
    .innerJoin(applications, eq(applications.id, reviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(reviews.organizationId, organizationId),
        DNR,
        workerIds ? inArray(reviews.workerId, workerIds) : undefined,
        after
          ? or(
              lt(reviews.createdAt, after.createdAt),
              and(eq(reviews.createdAt, after.createdAt), lt(reviews.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
}

/** The workers' reviews of a facility: the organization's, at the job's facility (or at none when it names none). */
export async function facilityReviewRows(db: DbOrTx, organizationId: string, facility: string | null) {
  return db
    .select({ scores: reviews.scores, wouldReturn: reviews.wouldReturn })
    .from(reviews)
    .innerJoin(applications, eq(applications.id, reviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(reviews.organizationId, organizationId),
        eq(reviews.side, 'worker'),
        facility === null ? isNull(jobs.facility) : sql`lower(${jobs.facility}) = lower(${facility})`,
      ),
    )
    .limit(10_000);
}
