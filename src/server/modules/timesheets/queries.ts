// Reads of hours and pay (issue 44): the placement behind an assignment, a week with its entries, versions and history.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applications,
  assignments,
  jobs,
  timesheetEntries,
  timesheetHistory,
  timesheetPunches,
  timesheetVersions,
  timesheetWeeks,
  users,
} from '../../db/schema';

/** The placement an assignment belongs to: the application's parties, status and job. */
export async function placementOf(db: DbOrTx, applicationId: string) {
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
      state: jobs.state,
      workerFirst: users.firstName,
      workerLast: users.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.workerId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ? { ...row, workerName: `${row.workerFirst} ${row.workerLast}`.trim() } : undefined;
}
export type Placement = NonNullable<Awaited<ReturnType<typeof placementOf>>>;

/** The assignment row of an application, if one was made. */
export async function assignmentRow(db: DbOrTx, applicationId: string) {
  const [row] = await db.select().from(assignments).where(eq(assignments.applicationId, applicationId)).limit(1);
  return row;
}

/** The week row of an application's workweek, if any. */
export async function weekRow(db: DbOrTx, applicationId: string, weekStart: string, lock = false) {
  const q = db
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.applicationId, applicationId), eq(timesheetWeeks.weekStart, weekStart)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}
export type WeekRow = typeof timesheetWeeks.$inferSelect;
export type EntryRow = typeof timesheetEntries.$inferSelect;

/** A week's entries, by start. */
export function entriesOf(db: DbOrTx, weekId: string) {
  return db
    .select()
    .from(timesheetEntries)
    .where(eq(timesheetEntries.weekId, weekId))
    .orderBy(asc(timesheetEntries.startAt), asc(timesheetEntries.id));
}

/** Every week of an assignment, oldest first. */
export function weeksOf(db: DbOrTx, applicationId: string) {
  return db
    .select()
    .from(timesheetWeeks)
    .where(eq(timesheetWeeks.applicationId, applicationId))
    .orderBy(asc(timesheetWeeks.weekStart));
}

/** A week's submitted versions, oldest first. */
export function versionsOf(db: DbOrTx, weekId: string) {
  return db
    .select()
    .from(timesheetVersions)
    .where(eq(timesheetVersions.weekId, weekId))
    .orderBy(asc(timesheetVersions.version));
}

/** A week's history with who did it, oldest first. */
export function historyOf(db: DbOrTx, weekId: string) {
  return db
    .select({
      at: timesheetHistory.createdAt,
      version: timesheetHistory.version,
      action: timesheetHistory.action,
      text: timesheetHistory.text,
      byLabel: timesheetHistory.byLabel,
      first: users.firstName,
      last: users.lastName,
      notes: timesheetHistory.notes,
    })
    .from(timesheetHistory)
    .leftJoin(users, eq(users.id, timesheetHistory.byUserId))
    .where(eq(timesheetHistory.weekId, weekId))
    .orderBy(asc(timesheetHistory.createdAt), asc(timesheetHistory.id));
}

/** The punches of an assignment that corrected a time (the worker's reason kept), by entry. */
export function correctionsOf(db: DbOrTx, applicationId: string) {
  return db
    .select()
    .from(timesheetPunches)
    .where(and(eq(timesheetPunches.applicationId, applicationId), eq(timesheetPunches.corrected, true)))
    .orderBy(asc(timesheetPunches.at));
}

/** The clocked-in shift of an assignment, if any. */
export async function openEntryOf(db: DbOrTx, applicationId: string, lock = false) {
  const q = db
    .select()
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.applicationId, applicationId), isNull(timesheetEntries.endAt)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}
