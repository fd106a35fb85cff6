// An invoice's or credit note's PDF (issue 45), laid out in the decode pool like the contract and the profile: who
// bills whom, the week, then one row per line (line, hours, bill rate, amount) and the total. It is the client's
// document: it never carries the pay or the margin (its input has neither).
import PDFDocument from 'pdfkit';
import { formatCents, formatPayHours, formatRateCents, formatWeekDate, HOURS_MESSAGES } from '@/domain/hours';
import { INVOICE_MESSAGES as M, type InvoiceKind } from '@/domain/invoices';
import type { PayLineCode } from '@/domain/pay';
import { ACCENT, INK, MUTED, pdfColumn } from './pdf-layout';

export interface InvoicePdfInput {
  number: string;
  kind: InvoiceKind;
  version: number;
  refers_to: string | null;
  organization: string;
  client_name: string;
  client_address: string;
  worker_name: string;
  placement: string;
  week_start: string;
  issued_on: string;
  lines: { code: PayLineCode; minutes: number; bill_rate_cents: number; amount_cents: number }[];
  total_cents: number;
}

/** The PDF document (the pool collects its bytes). */
export function renderInvoicePdf(input: InvoicePdfInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: input.number, Author: input.organization },
  });
  const { left, width, ensureSpace, row } = pdfColumn(doc, 0.3);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text(input.organization, left, doc.y, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(`${M.kindLabel(input.kind, input.version)} · ${input.number}`, { width });
  if (input.refers_to)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(input.kind === 'credit_note' ? M.credits(input.refers_to) : M.supersedes(input.refers_to), { width });
  doc.moveDown(0.8);
  row(M.billTo, `${input.client_name}\n${input.client_address}`);
  row(M.weekOf, formatWeekDate(input.week_start));
  row(M.worker, input.worker_name);
  row(M.placement, input.placement);
  row(M.issuedOn, input.issued_on);
  doc.moveDown(0.8);

  // The lines as a table: line | hours | bill rate | amount (figures right-aligned).
  const cols = [
    { label: M.lineColumns.line, w: 0.4, align: 'left' as const },
    { label: M.lineColumns.hours, w: 0.18, align: 'right' as const },
    { label: M.lineColumns.billRate, w: 0.2, align: 'right' as const },
    { label: M.lineColumns.amount, w: 0.22, align: 'right' as const },
  ];
  const drawRow = (cells: string[], bold: boolean) => {
    ensureSpace(20);
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    cols.forEach((c, i) => {
      doc.text(cells[i], x, y, { width: width * c.w - 6, align: c.align });
      x += width * c.w;
    });
    doc.y = y + 16;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .strokeColor('#d9e2ec')
      .lineWidth(0.5)
      .stroke();
  };
  drawRow(
    cols.map((c) => c.label),
    true,
  );
  for (const l of input.lines)
    drawRow(
      [
        HOURS_MESSAGES.lineCodes[l.code],
        l.minutes > 0 ? formatPayHours(l.minutes) : '',
        l.minutes > 0 ? formatRateCents(l.bill_rate_cents) : '',
        formatCents(l.amount_cents),
      ],
      false,
    );
  drawRow([M.total, '', '', formatCents(input.total_cents)], true);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(M.pdfNotice, left, doc.y, { width });
  doc.end();
  return doc;
}
