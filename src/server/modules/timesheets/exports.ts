// An organization's weeks as CSV for payroll, one row per worker-week-line (issue 44); minutes stay minutes. The
// statement's PDF is laid out in the decode pool (data/statement-pdf.ts, decode/pool.ts renderStatementPdfBytes).
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq } from 'drizzle-orm';
import { TIMESHEET_MESSAGES as M, type WeekStatus } from '@/domain/timesheets';
import type { WeekStatement } from '@/domain/pay';
import type { DbOrTx } from '../../db/client';
import { applications, timesheetVersions, timesheetWeeks, users } from '../../db/schema';

/** A cell a spreadsheet would run as a formula is kept as text. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** The organization's weeks of a status as CSV, one row per worker-week-line (the stored statements of approved weeks). */
export async function timesheetsCsv(db: DbOrTx, organizationId: string, status: WeekStatus): Promise<string> {
  const rows = await db
    .select({
      applicationId: timesheetWeeks.applicationId,
      weekStart: timesheetWeeks.weekStart,
      version: timesheetWeeks.version,
      gwJobId: applications.gwJobId,
      first: users.firstName,
      last: users.lastName,
      statement: timesheetVersions.statement,
    })
    .from(timesheetWeeks)
    .innerJoin(applications, eq(applications.id, timesheetWeeks.applicationId))
    .innerJoin(users, eq(users.id, applications.workerId))
    .innerJoin(
      timesheetVersions,
      and(eq(timesheetVersions.weekId, timesheetWeeks.id), eq(timesheetVersions.version, timesheetWeeks.version)),
    )
    .where(and(eq(timesheetWeeks.organizationId, organizationId), eq(timesheetWeeks.status, status)))
    .orderBy(asc(timesheetWeeks.weekStart), asc(timesheetWeeks.applicationId))
    .limit(50_000);
  const out: (string | number)[][] = [];
  for (const r of rows) {
    const s = r.statement as unknown as WeekStatement | null;
    for (const l of s?.lines ?? [])
      out.push([
        cell(`${r.first} ${r.last}`.trim()),
        cell(r.gwJobId),
        r.applicationId,
        r.weekStart,
        r.version,
        l.code,
        l.minutes,
        l.rate_cents,
        l.amount_cents,
        l.rule,
        l.clause,
      ]);
  }
  return stringify(out, { header: true, columns: [...M.csvHeader] });
}
