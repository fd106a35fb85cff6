// One job with its organization and recruiter, by uuid or the product's job id: read by the jobs module (detail,
// apply) and the public pages (served HTML with structured data).
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prepareRead, type DbOrTx } from '../db/client';
import { jobs, organizations, users } from '../db/schema';
import { jobToApi } from './job-mapper';
import { isUuid } from './job-search-conditions';
import { scoredColumns } from './match-memo';

const recruiter = alias(users, 'recruiter');

/**
 * The statement by uuid or by gw_job_id, built once per database handle (issue 43: building it was a tenth of a job
 * detail miss). Every column but the search vector, which nothing shown reads (its text output is the row's dearest).
 */
const statement = (db: DbOrTx, byUuid: boolean) =>
  prepareRead(db, byUuid ? 'find_job' : 'find_job_by_gw_id', (on) =>
    on
      .select({
        job: scoredColumns,
        organization: organizations,
        recruiterFirst: recruiter.firstName,
        recruiterLast: recruiter.lastName,
        recruiterImage: recruiter.image,
        recruiterEmail: recruiter.email,
      })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .leftJoin(recruiter, eq(recruiter.id, jobs.recruiterId))
      .where(eq(byUuid ? jobs.id : jobs.gwJobId, sql.placeholder('id')))
      .limit(1),
  );
/** Built statements per database handle (a transaction's die with it): [by gw_job_id, by uuid]. */
const built = new WeakMap<object, ReturnType<typeof statement>[]>();

/** One job with its organization and recruiter, by uuid or gw_job_id; null when there is none. */
export async function findJob(db: DbOrTx, id: string) {
  const byUuid = isUuid(id);
  let mine = built.get(db);
  if (!mine) built.set(db, (mine = []));
  const [row] = await (mine[Number(byUuid)] ??= statement(db, byUuid)).execute({ id });
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
