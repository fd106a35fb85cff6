// Dashboard numbers, computed by SQL aggregates (never by loading rows): pipeline counts, this week's
// applications, time-to-offer and time-in-status medians (percentile_cont over status_history: statusStays), funnel,
// activity.
import { sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, MAIN_ORDER, type ApplicationStatus } from '@/domain/applications';
import type { DbOrTx } from '../../db/client';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;
const num = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);

/** Which applications a dashboard counts: one organization's, one recruiter's, or all (admin without organization). */
export type Scope = { organizationId: string } | { recruiterId: string } | { all: true };

function scopeSql(scope: Scope): SQL {
  if ('organizationId' in scope) return sql`a.organization_id = ${scope.organizationId}`;
  if ('recruiterId' in scope) return sql`a.recruiter_id = ${scope.recruiterId}`;
  return sql`true`;
}

/**
 * Every stay of the scope's applications in a status, in days (`status`, `days`), from the status history: a stay
 * starts at the history row entering the status and ends at the next one that changes it. The stay still going on is
 * counted until now from the time the lists show ("6 days in New": applications.status_changed_at, written by the
 * one writer of moves with that history row), so the median and the lists agree (docs/decisions/0023).
 */
function statusStays(where: SQL): SQL {
  return sql`(
    select x.status,
           greatest(0, extract(epoch from (case when x.left_at is null then now() - x.current_since
                                                else x.left_at - x.entered_at end)) / 86400) as days
    from (
      select h.to_status as status, h.created_at as entered_at, a.status_changed_at as current_since,
             lead(h.created_at) over (partition by h.application_id order by h.created_at, h.id) as left_at
      from status_history h join applications a on a.id = h.application_id
      where ${where} and h.from_status is distinct from h.to_status
    ) x
  )`;
}

/** Everything the dashboard home shows for a scope. */
export async function dashboardSummary(db: DbOrTx, scope: Scope) {
  const where = scopeSql(scope);
  const counts = rowsOf<{ status: string; n: string | number }>(
    await db.execute(sql`select a.status, count(*) as n from applications a where ${where} group by a.status`),
  );
  const [week] = rowsOf<{ n: string | number }>(
    await db.execute(
      sql`select count(*) as n from applications a where ${where} and a.created_at >= now() - interval '7 days'`,
    ),
  );
  const [tto] = rowsOf<{ median: string | number | null }>(
    await db.execute(sql`
      select percentile_cont(0.5) within group (order by extract(epoch from (f.offered_at - a.created_at)) / 86400) as median
      from applications a
      join (select application_id, min(created_at) as offered_at from status_history where to_status = 'Offered' group by application_id) f on f.application_id = a.id
      where ${where}`),
  );
  const inStatus = rowsOf<{ status: string; median: string | number | null }>(
    await db.execute(sql`
      select s.status, percentile_cont(0.5) within group (order by s.days) as median
      from ${statusStays(where)} s group by s.status`),
  );
  const reached = rowsOf<{ status: string; n: string | number }>(
    await db.execute(sql`
      select x.status, count(distinct x.id) as n from (
        select a.id, a.status from applications a where ${where}
        union all
        select a.id, h.to_status from status_history h join applications a on a.id = h.application_id where ${where}
      ) x group by x.status`),
  );
  const activity = rowsOf<{
    id: string | number;
    application_id: string;
    from_status: ApplicationStatus | null;
    to_status: ApplicationStatus;
    created_at: string | Date;
    worker_id: string;
    worker_name: string;
    job_title: string;
    gw_job_id: string;
  }>(
    await db.execute(sql`
      select h.id, h.application_id, h.from_status, h.to_status, h.created_at, a.worker_id,
             w.first_name || ' ' || w.last_name as worker_name, j.title as job_title, a.gw_job_id
      from status_history h
      join applications a on a.id = h.application_id
      join users w on w.id = a.worker_id
      join jobs j on j.id = a.job_id
      where ${where}
      order by h.created_at desc, h.id desc limit 10`),
  );
  const countOf = new Map(counts.map((c) => [c.status, Number(c.n)]));
  const reachedOf = new Map(reached.map((c) => [c.status, Number(c.n)]));
  const total = [...countOf.values()].reduce((s, n) => s + n, 0);
  const medianOf = new Map(inStatus.map((r) => [r.status, num(r.median)]));
  return {
    total,
    pipeline: APPLICATION_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    applicationsThisWeek: Number(week?.n ?? 0),
    medianDaysToOffer: num(tto?.median),
    medianDaysInStatus: APPLICATION_STATUSES.map((status) => ({ status, days: medianOf.get(status) ?? null })),
    funnel: MAIN_ORDER.map((status, i) => ({ status, count: i === 0 ? total : (reachedOf.get(status) ?? 0) })),
    activity: activity.map((a) => ({
      id: String(a.id),
      applicationId: a.application_id,
      workerId: a.worker_id,
      gwJobId: a.gw_job_id,
      workerName: a.worker_name,
      jobTitle: a.job_title,
      fromStatus: a.from_status,
      toStatus: a.to_status,
      at: new Date(a.created_at).toISOString(),
    })),
  };
}

/** A recruiter's most recently changed assigned applications (index applications_recruiter_status_idx). */
export async function assignedApplications(db: DbOrTx, recruiterId: string, limit = 20) {
  const rows = rowsOf<{
    id: string;
    status: ApplicationStatus;
    worker_id: string;
    gw_job_id: string;
    worker_name: string;
    job_title: string;
    status_changed_at: string | Date;
  }>(
    await db.execute(sql`
      select a.id, a.status, a.worker_id, a.gw_job_id, w.first_name || ' ' || w.last_name as worker_name, j.title as job_title, a.status_changed_at
      from applications a join users w on w.id = a.worker_id join jobs j on j.id = a.job_id
      where a.recruiter_id = ${recruiterId}
      order by a.status_changed_at desc, a.id desc limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    workerId: r.worker_id,
    gwJobId: r.gw_job_id,
    workerName: r.worker_name,
    jobTitle: r.job_title,
    statusChangedAt: new Date(r.status_changed_at).toISOString(),
  }));
}
