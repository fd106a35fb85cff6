// Lays out a worker's profile as a PDF (pdfkit): header with name and contact, every profile group, the document list.
import PDFDocument from 'pdfkit';
import { DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@/domain/documents';
import { EMPTY_DISPLAY, profileFieldSections } from '@/domain/fields';
import { formatDate } from '@/domain/shared';
import type { WorkerProfile } from '@/domain/profile';
import type { DocumentInfo } from '@/domain/documents';
import { ACCENT, INK, MUTED, pdfColumn } from './pdf-layout';

export interface ProfilePdfInput {
  name: string;
  email: string | null;
  phone: string | null;
  profile: WorkerProfile;
  documents: DocumentInfo[];
  generatedAt?: Date;
}

const CATEGORY_ORDER = Object.keys(DOCUMENT_CATEGORY_LABELS);

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Profile sections as label/value rows, with the field catalogue's labels and formatting ('—' when empty). */
export function profileSections(profile: WorkerProfile): { title: string; rows: [string, string][] }[] {
  return profileFieldSections(profile).map((section) => ({
    title: section.title,
    rows: section.rows.map((r) => [r.label, r.value || EMPTY_DISPLAY] as [string, string]),
  }));
}

/** Builds the PDF; the caller pipes or sends the returned stream. */
export function renderProfilePdf(input: ProfilePdfInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Profile ${input.name}`, Author: 'CareLink' },
    bufferPages: true,
  });
  const { left, width, ensureSpace, row } = pdfColumn(doc, 0.4);

  // Header: name and contact on a band.
  doc.rect(0, 0, doc.page.width, 110).fill(ACCENT);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(24).text(input.name, left, 32, { width });
  const contact = [input.email, input.phone, input.profile.summary?.profession].filter(Boolean).join('   •   ');
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(contact || ' ', left, 66, { width });
  doc.fillColor(INK).moveDown(0);
  doc.y = 130;

  const heading = (title: string) => {
    ensureSpace(40);
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(title, left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#d9e2ec')
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.4);
  };
  for (const section of profileSections(input.profile)) {
    heading(section.title);
    if (section.rows.length === 0) {
      doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text('Not provided', left, doc.y, { width });
      continue;
    }
    for (const [label, value] of section.rows) row(label, value);
  }

  heading('Documents');
  if (input.documents.length === 0)
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text('No documents uploaded', left, doc.y, { width });
  const docs = [...input.documents].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
  );
  for (const d of docs) {
    const details = [
      DOCUMENT_CATEGORY_LABELS[d.category as DocumentCategory] ?? d.category,
      formatSize(d.size),
      `uploaded ${formatDate(d.uploadedAt)}`,
      d.expiresOn ? `expires ${formatDate(d.expiresOn)}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    row(d.name, details);
  }

  // Footer on every page.
  const range = doc.bufferedPageRange();
  const stamp = formatDate(input.generatedAt ?? new Date());
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${input.name} — generated ${stamp} — page ${i + 1} of ${range.count}`, left, doc.page.height - 35, {
        width,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
