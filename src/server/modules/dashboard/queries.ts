// Reads of the organization dashboard (jobs of an organization, with the people shown on a job).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { JobStatus } from '@/domain/organizations';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobsToApi } from '../../data/job-mapper';

/** One page of an organization's jobs, newest first (index jobs_org_idx). */
export async function listOrgJobs(
  db: DbOrTx,
  organizationId: string,
  opts: { page: number; pageSize: number; status?: JobStatus },
) {
  const where: SQL | undefined = and(
    eq(jobs.organizationId, organizationId),
    opts.status ? eq(jobs.status, opts.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.datePosted), desc(jobs.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { items: await jobsToApi(db, rows), total, page: opts.page, pageSize: opts.pageSize };
}
