// An organization's timesheets of one status, oldest submission first, keyset-paged on (submitted_at, id) through the
// index timesheet_weeks_org_status_idx (issue 44). Read by the organization's approval list and by API v1.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { WeekStatus } from '@/domain/timesheets';
import type { DbOrTx } from '../db/client';
import { applications, jobs, timesheetWeeks, users } from '../db/schema';

const encode = (at: Date | null, id: string) =>
  Buffer.from(JSON.stringify([at?.toISOString() ?? null, id])).toString('base64url');
function decode(cursor: string | undefined): [string | null, string] | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (Array.isArray(v) && v.length === 2 && (v[0] === null || typeof v[0] === 'string') && typeof v[1] === 'string')
      return /^[0-9a-f-]{36}$/i.test(v[1]) && (v[0] === null || !Number.isNaN(Date.parse(v[0]))) ? [v[0], v[1]] : null;
  } catch {
    return null;
  }
  return null;
}

/** One page of the organization's weeks of `status` (optionally only one recruiter's placements). */
export async function timesheetPage(
  db: DbOrTx,
  organizationId: string,
  q: { status: WeekStatus; cursor?: string; limit: number; recruiterId?: string | null },
) {
  const c = decode(q.cursor);
  const conds: (SQL | undefined)[] = [
    eq(timesheetWeeks.organizationId, organizationId),
    eq(timesheetWeeks.status, q.status),
    q.recruiterId ? sql`coalesce(${applications.recruiterId}, ${jobs.recruiterId}) = ${q.recruiterId}` : undefined,
    c
      ? c[0] === null
        ? sql`(${timesheetWeeks.submittedAt} is null and ${timesheetWeeks.id} > ${c[1]}::uuid)`
        : sql`((${timesheetWeeks.submittedAt}, ${timesheetWeeks.id}) > (${c[0]}::timestamptz, ${c[1]}::uuid) or ${timesheetWeeks.submittedAt} is null)`
      : undefined,
  ];
  const rows = await db
    .select({
      w: timesheetWeeks,
      first: users.firstName,
      last: users.lastName,
      title: jobs.title,
      gwJobId: applications.gwJobId,
    })
    .from(timesheetWeeks)
    .innerJoin(applications, eq(applications.id, timesheetWeeks.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.workerId))
    .where(and(...conds))
    .orderBy(sql`${timesheetWeeks.submittedAt} asc nulls last`, asc(timesheetWeeks.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1]?.w;
  return {
    items: page.map((r) => ({
      application_id: r.w.applicationId,
      week_start: r.w.weekStart,
      status: r.w.status as WeekStatus,
      version: r.w.version,
      submitted_at: r.w.submittedAt?.toISOString() ?? null,
      worker_name: `${r.first} ${r.last}`.trim(),
      job_title: r.title,
      gw_job_id: r.gwJobId,
      worked_minutes: r.w.workedMinutes,
      auto_approve_at: r.w.autoApproveAt?.toISOString() ?? null,
    })),
    next_cursor: rows.length > q.limit && last ? encode(last.submittedAt, last.id) : null,
  };
}
