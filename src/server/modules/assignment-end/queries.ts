// Reads of an assignment's end (issue 45): the placement, its terms of record, the ledger of weeks, its termination,
// and the placements ending soon.
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { AssignmentTerms } from '@/domain/pay';
import type { LedgerWeek } from '@/domain/assignment-end';
import type { DbOrTx } from '../../db/client';
import { applications, assignments, jobs, terminations, timesheetWeeks, users } from '../../db/schema';

/** The placement of an application: its parties, status, version and job. */
export async function placementOf(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      recruiterId: applications.recruiterId,
      jobId: applications.jobId,
      jobRecruiterId: jobs.recruiterId,
      status: applications.status,
      version: applications.version,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}
export type EndPlacement = NonNullable<Awaited<ReturnType<typeof placementOf>>>;

/** The complete terms of record of an assignment, or null while the timesheet's terms are incomplete or absent. */
export async function termsOf(db: DbOrTx, applicationId: string): Promise<AssignmentTerms | null> {
  const [row] = await db
    .select({ terms: assignments.terms })
    .from(assignments)
    .where(eq(assignments.applicationId, applicationId))
    .limit(1);
  return (row?.terms as AssignmentTerms | null | undefined) ?? null;
}

/** The ledger of an assignment's weeks, oldest first. */
export async function ledgerWeeks(db: DbOrTx, applicationId: string): Promise<LedgerWeek[]> {
  const rows = await db
    .select({
      week_start: timesheetWeeks.weekStart,
      status: timesheetWeeks.status,
      worked: timesheetWeeks.workedMinutes,
    })
    .from(timesheetWeeks)
    .where(eq(timesheetWeeks.applicationId, applicationId))
    .orderBy(asc(timesheetWeeks.weekStart));
  return rows.map((r) => ({
    week_start: r.week_start,
    status: r.status as LedgerWeek['status'],
    worked_minutes: r.worked,
  }));
}

export { terminationRow, type TerminationRow } from '../../data/termination-record';

/** Whose placements a list reads: a worker's own, an organization's, or a recruiter's within it. */
export type PlacementScope = { workerId: string } | { organizationId: string; recruiterId: string | null };

/**
 * Cleared and Working placements (and those ended early since `endedSince`) with complete terms the user's side sees (worker: her own; organization: all of it;
 * recruiter: those assigned to them or on their jobs), with any termination not yet Done, soonest end first.
 */
export async function runningPlacements(db: DbOrTx, scope: PlacementScope, endedSince: string, limit = 500) {
  return db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      recruiterId: applications.recruiterId,
      jobId: applications.jobId,
      status: applications.status,
      version: applications.version,
      gwJobId: applications.gwJobId,
      jobTitle: jobs.title,
      workerFirst: users.firstName,
      workerLast: users.lastName,
      terms: assignments.terms,
      terminatedOn: terminations.effectiveDate,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.workerId))
    .innerJoin(assignments, eq(assignments.applicationId, applications.id))
    .leftJoin(terminations, eq(terminations.applicationId, applications.id))
    .where(
      and(
        'workerId' in scope
          ? eq(applications.workerId, scope.workerId)
          : eq(applications.organizationId, scope.organizationId),
        or(
          inArray(applications.status, ['Cleared', 'Working']),
          and(eq(applications.status, 'Done'), gte(terminations.effectiveDate, endedSince)),
        ),
        sql`${assignments.terms} is not null`,
        'workerId' in scope || scope.recruiterId === null
          ? undefined
          : or(eq(applications.recruiterId, scope.recruiterId), eq(jobs.recruiterId, scope.recruiterId)),
      ),
    )
    .orderBy(sql`${assignments.terms}->>'end_date'`, asc(applications.id))
    .limit(limit);
}

/** Every Working placement with complete terms (the Done sweep), with any termination's effective date. */
export function workingPlacements(db: DbOrTx) {
  return db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      recruiterId: applications.recruiterId,
      jobId: applications.jobId,
      version: applications.version,
      terms: assignments.terms,
      terminationId: terminations.id,
      terminatedOn: terminations.effectiveDate,
      reasonCode: terminations.reasonCode,
      note: terminations.note,
      side: terminations.side,
    })
    .from(applications)
    .innerJoin(assignments, eq(assignments.applicationId, applications.id))
    .leftJoin(terminations, eq(terminations.applicationId, applications.id))
    .where(and(eq(applications.status, 'Working'), sql`${assignments.terms} is not null`));
}
