// Reads of the organization dashboard (jobs of an organization, with the people shown on a job).
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Job } from '@/domain/jobs';
import type { JobStatus } from '@/domain/organizations';
import type { DbOrTx } from '../../db/client';
import { jobs, organizations, users } from '../../db/schema';
import { jobToApi } from '../jobs/job-mapper';

type JobRow = typeof jobs.$inferSelect;

/** A job in the API shape plus its lifecycle status. */
export type OrgJob = Job & { status: JobStatus };

/** Maps job rows to the API shape, loading organization and recruiter names in two small queries. */
export async function jobsToApi(db: DbOrTx, rows: JobRow[]): Promise<OrgJob[]> {
  if (rows.length === 0) return [];
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  const recIds = [...new Set(rows.map((r) => r.recruiterId).filter((x): x is string => !!x))];
  const orgs = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, orgIds));
  const recs = recIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image }).from(users).where(inArray(users.id, recIds))
    : [];
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const rec = new Map(recs.map((r) => [r.id, r]));
  return rows.map((row) => {
    const r = row.recruiterId ? rec.get(row.recruiterId) : undefined;
    return {
      ...jobToApi(row, { organizationName: orgName.get(row.organizationId) ?? null, recruiterName: r ? `${r.firstName} ${r.lastName}` : null, recruiterImage: r?.image ?? null }),
      status: row.status,
    };
  });
}

/** One page of an organization's jobs, newest first (index jobs_org_idx). */
export async function listOrgJobs(db: DbOrTx, organizationId: string, opts: { page: number; pageSize: number; status?: JobStatus }) {
  const where: SQL | undefined = and(eq(jobs.organizationId, organizationId), opts.status ? eq(jobs.status, opts.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.datePosted), desc(jobs.id)).limit(opts.pageSize).offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { items: await jobsToApi(db, rows), total, page: opts.page, pageSize: opts.pageSize };
}
