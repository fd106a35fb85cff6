// Lays out an assignment's work record as a PDF (pdfkit, as the contract): what the record states, her review with her
// reply when she chose it, and the verification link with its QR code. Runs in the decode pool
// (src/server/decode/pool.ts renderWorkRecordPdfBytes). Deterministic for the same input (fixed metadata dates: the
// issuing time), so a record can be laid out again to the same bytes before sealing.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDateTime } from '@/domain/shared';
import {
  RECORD_MARKER,
  WORK_RECORD_MESSAGES as M,
  workRecordReviewRows,
  workRecordRows,
  type WorkRecordFacts,
} from '@/domain/work-records';
import { ACCENT, INK, MUTED, pdfColumn } from './pdf-layout';

/** What the record's PDF needs. */
export interface WorkRecordPdfInput {
  id: string;
  facts: WorkRecordFacts;
  issuedAt: Date;
  /** The public verification page's full address (the link and the QR code). */
  verifyUrl: string;
}

/** Renders the record's PDF (before sealing). */
export async function renderWorkRecordPdf(input: WorkRecordPdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `${M.pdfTitle} ${input.id}`,
      Author: 'CareLink',
      Subject: M.pdfTitle,
      // Read back when anyone checks a file (POST /api/work-records/verify): which record it claims to be.
      Keywords: `${RECORD_MARKER}${input.id}`,
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { left, width, ensureSpace, row } = pdfColumn(doc, 0.38);
  const heading = (title: string) => {
    ensureSpace(40);
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(title, left, doc.y, { width });
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(M.pdfTitle, left, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${M.facts.recordId}: ${input.id} · ${M.facts.issuedAt} ${formatDateTime(input.issuedAt)}`, left, doc.y, {
      width,
    });
  doc.moveDown(0.6);
  for (const r of workRecordRows(input.facts)) row(r.label, r.value);

  if (input.facts.review) {
    heading(M.review.heading);
    for (const r of workRecordReviewRows(input.facts)) row(r.label, r.value);
  }

  heading(M.pdf.verifyHeading);
  ensureSpace(150);
  const y = doc.y;
  doc.image(qr, left, y, { fit: [120, 120] });
  const textLeft = left + 136;
  const textWidth = width - 136;
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(M.pdf.verifyText, textLeft, y, { width: textWidth });
  doc.moveDown(0.4);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(input.verifyUrl, textLeft, doc.y, { width: textWidth, link: input.verifyUrl, underline: true });
  doc.y = Math.max(doc.y, y + 124);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(M.pdf.footer(input.id), left, doc.y + 12, { width });

  doc.end();
  return done;
}
