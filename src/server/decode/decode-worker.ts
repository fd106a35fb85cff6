// The decode pool's task runner (issue 41): every decoding of a user's file or image, and every PDF layout (pdfkit,
// whose PNG reader throws inside zlib callbacks on a damaged image), runs here, on a worker thread of the one pool
// (pool.ts). A throw, a crash or a worker that runs out of its memory limits fails only the task that caused it.
import type { AcceptedExtension } from '@/domain/documents';
import type { ContractContent } from '@/domain/onboarding';
import { renderContractPdf, pngOfDataUrl, type PdfFinal } from '../data/contract-pdf';
import { renderProfilePdf, type ProfilePdfInput } from '../data/profile-pdf';
import { renderInvoicePdf, type InvoicePdfInput } from '../data/invoice-pdf';
import { renderStatementPdf, type StatementPdfInput } from '../data/statement-pdf';
import { renderWorkRecordPdf, type WorkRecordPdfInput } from '../data/work-record-pdf';
import { recordIdOfPdfText } from '@/domain/work-records';
import { checkPdf } from './container-checks';
import { CheckRefused, type CheckResult } from './check-result';
import { checkUploadedFile } from './file-checks';
import { reencodeSignature } from './signature-image';

export type DecodeTask =
  | { kind: 'signature'; png: Uint8Array }
  | { kind: 'file'; ext: AcceptedExtension; bytes: Uint8Array }
  | { kind: 'contract-pdf'; content: ContractContent; final?: PdfFinal }
  | { kind: 'profile-pdf'; input: ProfilePdfInput }
  | { kind: 'invoice-pdf'; input: InvoicePdfInput }
  | { kind: 'statement-pdf'; input: StatementPdfInput }
  | { kind: 'work-record-pdf'; input: WorkRecordPdfInput }
  | { kind: 'work-record-read'; bytes: Uint8Array };

/** A PDF sent to be checked against the issued records: whole, and which record it names (null: none). */
export type WorkRecordReadResult = { ok: true; recordId: string | null } | Extract<CheckResult, { ok: false }>;

export type SignatureResult = { ok: true; png: Uint8Array } | Extract<CheckResult, { ok: false }>;

const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

function checked<T>(fn: () => T): T | Extract<CheckResult, { ok: false }> {
  try {
    return fn();
  } catch (err) {
    return { ok: false, reason: err instanceof CheckRefused ? err.reason : 'unreadable' };
  }
}

async function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Runs one task (the pool calls the default export with the task, in a worker process). */
export default async function run(task: DecodeTask): Promise<unknown> {
  switch (task.kind) {
    case 'signature':
      return checked((): SignatureResult => ({ ok: true, png: reencodeSignature(asBuffer(task.png)) }));
    case 'file':
      return checked((): CheckResult => {
        checkUploadedFile(task.ext, asBuffer(task.bytes));
        return { ok: true };
      });
    case 'contract-pdf': {
      // A stored drawing is placed only as the server's own re-encoding; one that cannot be read prints a notice.
      const final = task.final && {
        ...task.final,
        signatures: task.final.signatures.map((s) => {
          if (s.signature.kind !== 'drawn') return s;
          const image = checked(() => reencodeSignature(pngOfDataUrl(s.signature.value)));
          return { ...s, image: Buffer.isBuffer(image) ? image : null };
        }),
      };
      return renderContractPdf(task.content, final);
    }
    case 'profile-pdf':
      return collect(renderProfilePdf(task.input));
    case 'invoice-pdf':
      return collect(renderInvoicePdf(task.input));
    case 'statement-pdf':
      return collect(renderStatementPdf(task.input));
    case 'work-record-pdf':
      return renderWorkRecordPdf(task.input);
    case 'work-record-read':
      return checked((): WorkRecordReadResult => {
        const bytes = asBuffer(task.bytes);
        checkPdf(bytes);
        return { ok: true, recordId: recordIdOfPdfText(bytes.toString('latin1')) };
      });
  }
}
