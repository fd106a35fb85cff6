// One job with its organization and recruiter, by uuid or the product's job id: read by the jobs module (detail,
// apply) and the public pages (served HTML with structured data).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { jobs, organizations, users } from '../db/schema';
import { jobToApi } from './job-mapper';
import { isUuid } from './job-search-conditions';

/** One job with its organization and recruiter, by uuid or gw_job_id; null when there is none. */
export async function findJob(db: DbOrTx, id: string) {
  const recruiter = alias(users, 'recruiter');
  const [row] = await db
    .select({
      job: jobs,
      organization: organizations,
      recruiterFirst: recruiter.firstName,
      recruiterLast: recruiter.lastName,
      recruiterImage: recruiter.image,
      recruiterEmail: recruiter.email,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .leftJoin(recruiter, eq(recruiter.id, jobs.recruiterId))
    .where(isUuid(id) ? eq(jobs.id, id) : eq(jobs.gwJobId, id))
    .limit(1);
  if (!row) return null;
  const recruiterName = row.recruiterFirst ? `${row.recruiterFirst} ${row.recruiterLast ?? ''}`.trim() : null;
  return {
    row: row.job,
    organization: row.organization,
    recruiterEmail: row.recruiterEmail,
    api: jobToApi(row.job, {
      organizationName: row.organization.name,
      recruiterName,
      recruiterImage: row.recruiterImage,
    }),
  };
}
