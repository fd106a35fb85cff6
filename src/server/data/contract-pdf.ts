// Lays out an assignment contract as a PDF (pdfkit, as the profile PDF): the contract's sections, then — once both
// sides have signed — a signature page and the audit trail. Deterministic: the same content and signatures give the
// same bytes (fixed metadata dates: the draft's drafting time, the final's countersigning time), so a signer's SHA-256
// of the draft stays true and can be checked again later.
import PDFDocument from 'pdfkit';
import { MESSAGES, formatDateTime } from '@/domain/shared';
import { contractSections, contractSubtitle, type ContractContent, type ContractSide } from '@/domain/onboarding';
import { ACCENT, INK, MUTED, pdfColumn } from './pdf-layout';

const M = MESSAGES.contract.pdf;

/** One signature as the signature page and the audit trail print it. */
export interface PdfSignature {
  side: ContractSide;
  fullName: string;
  email: string;
  signature: { kind: 'typed' | 'drawn'; value: string };
  consent: string;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
  signedAt: Date;
  /**
   * A drawn signature as placed: the decode pool's own re-encoding of it (src/server/decode/signature-image.ts), or
   * null when the stored drawing cannot be read (the page then says so). The received bytes are never placed.
   */
  image?: Buffer | null;
}

/** What the final PDF adds to the contract. */
export interface PdfFinal {
  draftSha256: string;
  signatures: PdfSignature[];
  /** When the contract was completed (the countersignature): the PDF's creation date. */
  completedAt: Date;
}

/** A drawn signature's PNG bytes (the data URL's payload). */
export function pngOfDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * Renders the contract: the draft, or with `final` the signed version (signature page and audit trail). Runs in the
 * decode pool (src/server/decode/pool.ts renderContractPdfBytes), never on the server's own thread.
 */
export function renderContractPdf(content: ContractContent, final?: PdfFinal): Promise<Buffer> {
  const created = final ? final.completedAt : new Date(content.draftedAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: content.title,
      Author: 'CareLink',
      Subject: MESSAGES.contract.title,
      CreationDate: created,
      ModDate: created,
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
  /** A label and a hash on one unbroken line (so it can be copied and compared). */
  const hashRow = (label: string, value: string) => {
    ensureSpace(30);
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, doc.y, { width });
    doc.font('Courier').fontSize(8).fillColor(INK).text(value, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const paragraph = (text: string) => {
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    ensureSpace(doc.heightOfString(text, { width }) + 4);
    doc.text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(content.title, left, doc.y, { width });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(contractSubtitle(content), left, doc.y, { width });
  for (const section of contractSections(content)) {
    heading(section.title);
    for (const r of section.rows ?? []) row(r.label, r.value);
    for (const line of section.lines ?? []) paragraph(line);
  }

  if (final) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(M.signaturePage, left, doc.y, { width });
    for (const s of final.signatures) {
      heading(M.side[s.side]);
      ensureSpace(110);
      if (s.signature.kind === 'drawn') {
        const y = doc.y;
        if (s.image) doc.image(s.image, left, y, { fit: [240, 80] });
        else
          doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text(M.signatureUnreadable, left, y, { width });
        doc.y = y + 84;
      } else {
        doc.font('Times-Italic').fontSize(24).fillColor(INK).text(s.signature.value, left, doc.y, { width });
      }
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(left + 260, doc.y + 2)
        .strokeColor('#9aa5b1')
        .lineWidth(1)
        .stroke();
      doc.moveDown(0.4);
      row(M.fullName, s.fullName);
      row(M.signedAt, formatDateTime(s.signedAt));
    }

    heading(M.auditTrail);
    hashRow(M.draftHash, final.draftSha256);
    for (const s of final.signatures) {
      heading(`${M.side[s.side]}: ${s.fullName}`);
      row('Email', s.email);
      row(M.signedAt, s.signedAt.toISOString());
      row(M.ip, s.ip ?? '—');
      row(M.userAgent, s.userAgent ?? '—');
      hashRow(M.documentHash, s.documentSha256);
      row(
        s.signature.kind === 'drawn' ? M.drawnSignature : M.typedSignature,
        s.signature.kind === 'drawn' ? 'PNG' : s.signature.value,
      );
      row(M.consent, s.consent);
    }
    doc.moveDown(0.6);
    // Whole on one page: at a page's end pdfkit would carry its last word alone onto a new page (issue 42).
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
    ensureSpace(doc.heightOfString(M.sealNote, { width }));
    doc.text(M.sealNote, left, doc.y, { width });
  }

  doc.end();
  return done;
}
