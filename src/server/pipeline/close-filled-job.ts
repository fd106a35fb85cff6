// A filled job closes (issue 42, item 15): when a move brings a placement into Working or Done and the job's openings
// are then filled (domain closesWhenFilled: its `filling` setting, one opening unless it says more, unless kept open),
// the job is closed in the move's transaction, so it leaves the public board, the search and the sitemap (which list
// open jobs only) with the move.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { closesWhenFilled, FILLING_STATUSES, type JobFilling } from '@/domain/jobs';
import type { DbOrTx } from '../db/client';
import { applications, jobs } from '../db/schema';
import { announceJob } from '../queue/live-changes';

/** Closes the open job `jobId` when its openings are filled; answers true when it closed it. */
export async function closeJobIfFilled(tx: DbOrTx, jobId: string): Promise<boolean> {
  const [job] = await tx
    .select({
      status: jobs.status,
      organizationId: jobs.organizationId,
      filling: sql<Partial<JobFilling> | null>`${jobs.details}->'filling'`,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  if (!job || job.status !== 'open') return false;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), inArray(applications.status, [...FILLING_STATUSES])));
  if (!closesWhenFilled(job.filling, n)) return false;
  await tx
    .update(jobs)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
  await announceJob(tx, { id: jobId, organizationId: job.organizationId });
  return true;
}
