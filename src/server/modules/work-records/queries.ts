// Reads of the work record (issue 45): what a Done placement's record states (the organization, the job, the agreed
// dates, the approved weeks, her review), issued records by id, hash and worker, and the records attached to an
// application.
import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applicationWorkRecords,
  applications,
  jobs,
  organizations,
  reviews,
  terminations,
  timesheetWeeks,
  users,
  workRecords,
} from '../../db/schema';

/** The placement a record is issued for: its parties, status and job (undefined: no such application). */
export async function recordApplication(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      status: applications.status,
      organizationName: organizations.name,
      jobTitle: jobs.title,
      profession: jobs.profession,
      specialty: jobs.specialty,
      facility: jobs.facility,
      workerFirst: users.firstName,
      workerLast: users.lastName,
      /** The effective date of its early end (its last day worked), if it was ended early. */
      endedEarlyOn: terminations.effectiveDate,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .innerJoin(users, eq(users.id, applications.workerId))
    .leftJoin(terminations, eq(terminations.applicationId, applications.id))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}
export type RecordApplication = NonNullable<Awaited<ReturnType<typeof recordApplication>>>;

/** The organization's review of the worker on this placement, if one was given. */
export async function reviewOfWorker(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.applicationId, applicationId), eq(reviews.side, 'organization')))
    .limit(1);
  return row;
}

/** The newest record issued for this placement with this choice (to hand out again while it still states the same). */
export async function latestRecord(db: DbOrTx, applicationId: string, includesReview: boolean) {
  const [row] = await db
    .select()
    .from(workRecords)
    .where(and(eq(workRecords.applicationId, applicationId), eq(workRecords.includesReview, includesReview)))
    .orderBy(desc(workRecords.issuedAt))
    .limit(1);
  return row;
}

/** A worker's records, newest first, after the keyset cursor (issued_at, id). */
export function recordsOfWorker(
  db: DbOrTx,
  workerId: string,
  after: { issuedAt: Date; id: string } | null,
  limit: number,
) {
  return db
    .select()
    .from(workRecords)
    .where(
      and(
        eq(workRecords.workerId, workerId),
        after
          ? or(
              lt(workRecords.issuedAt, after.issuedAt),
              and(eq(workRecords.issuedAt, after.issuedAt), lt(workRecords.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(workRecords.issuedAt), desc(workRecords.id))
    .limit(limit);
}

/** The applications each of these records is attached to. */
export async function attachmentsOf(db: DbOrTx, recordIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (recordIds.length === 0) return out;
  const rows = await db
    .select({ recordId: applicationWorkRecords.workRecordId, applicationId: applicationWorkRecords.applicationId })
    .from(applicationWorkRecords)
    .where(inArray(applicationWorkRecords.workRecordId, recordIds))
    .orderBy(asc(applicationWorkRecords.attachedAt));
  for (const r of rows) out.set(r.recordId, [...(out.get(r.recordId) ?? []), r.applicationId]);
  return out;
}

/** The weeks of the placement's timesheet ledger: each week's status and its worked minutes. */
export function ledgerWeeks(db: DbOrTx, applicationId: string) {
  return db
    .select({ status: timesheetWeeks.status, workedMinutes: timesheetWeeks.workedMinutes })
    .from(timesheetWeeks)
    .where(eq(timesheetWeeks.applicationId, applicationId));
}
