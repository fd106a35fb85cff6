// A week's pay statement as a PDF (issue 44), laid out in the decode pool like the contract, the profile, the work record
// and the invoice (issue 41): its lines (hours × rate = amount) with rule, clause and shifts, and what it is.
import PDFDocument from 'pdfkit';
import { formatMoney } from '@/domain/shared';
import { TIMESHEET_MESSAGES as M } from '@/domain/timesheets';
import { ACCENT, INK, MUTED, pdfColumn } from './pdf-layout';

/** What the statement PDF shows: its title and the approved week's statement (plain data, sent to the pool). */
export interface StatementPdfInput {
  title: string;
  statement: {
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
}

const hours = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

/** The PDF document (the pool collects its bytes). */
export function renderStatementPdf({ title, statement: s }: StatementPdfInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Author: 'CareLink' } });
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
  return doc;
}
