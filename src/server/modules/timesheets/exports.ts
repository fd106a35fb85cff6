// A statement as a PDF (pdfkit, the product's PDF layout) and an organization's weeks as CSV for payroll, one row per
// worker-week-line (issue 44). Money formatted by the domain's one formatter; minutes stay minutes in the CSV.
import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq } from 'drizzle-orm';
import { formatMoney } from '@/domain/shared';
import { TIMESHEET_MESSAGES as M, type WeekStatus } from '@/domain/timesheets';
import type { WeekStatement } from '@/domain/pay';
import type { DbOrTx } from '../../db/client';
import { applications, timesheetVersions, timesheetWeeks, users } from '../../db/schema';
import { ACCENT, INK, MUTED, pdfColumn } from '../../data/pdf-layout';

type StatementView = {
  week_start: string;
  version: number;
  gross_cents: number;
  regular_rate_cents: number;
  worked_minutes: number;
  lines: {
    code: string;
    minutes: number;
    rate_cents: number;
    amount_cents: number;
    rule: string;
    clause: string;
    entries: string[];
  }[];
};

/** A cell a spreadsheet would run as a formula is kept as text. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

const hours = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

/** The statement's PDF: its lines (hours × rate = amount) with rule, clause and shifts, and what it is. */
export function renderStatementPdf(title: string, s: StatementView): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Author: 'CareLink' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { left, width, ensureSpace, row } = pdfColumn(doc, 0.45);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(title, left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(M.statementNotice, { width });
  doc.moveDown(0.6);
  row('Week of', `${s.week_start} (v${s.version})`);
  row('Minutes worked', hours(s.worked_minutes));
  row('Regular rate', formatMoney(s.regular_rate_cents / 100));
  row('Gross pay', formatMoney(s.gross_cents / 100));
  for (const l of s.lines) {
    ensureSpace(60);
    doc.moveDown(0.4);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(
        `${l.code}: ${hours(l.minutes)} × ${formatMoney(l.rate_cents / 100)} = ${formatMoney(l.amount_cents / 100)}`,
        left,
        doc.y,
        { width },
      );
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${l.rule} · ${l.clause}`, { width });
    if (l.entries.length) doc.text(`Shifts: ${l.entries.join(', ')}`, { width });
  }
  doc.end();
  return done;
}

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
