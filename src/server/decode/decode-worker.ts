// The decode pool's task runner (issue 41): every decoding of a user's file or image, and every PDF layout (pdfkit,
// whose PNG reader throws inside zlib callbacks on a damaged image), runs here, in a worker process of the one pool
// (pool.ts). A throw, a crash or a worker that runs out of its memory limits fails only the task that caused it.
// Each kind loads its own modules when it first runs: a worker that checks a signature or an upload never loads pdfkit,
// QR codes, date-fns or the PDF layouts, most of a worker's start (docs/decisions/0056).
import type { AcceptedExtension } from '@/domain/documents';
import type { ContractContent } from '@/domain/onboarding';
import type { PdfFinal } from '../data/contract-pdf';
import type { ProfilePdfInput } from '../data/profile-pdf';
import type { InvoicePdfInput } from '../data/invoice-pdf';
import type { StatementPdfInput } from '../data/statement-pdf';
import type { WorkRecordPdfInput } from '../data/work-record-pdf';
import { CheckRefused, type CheckResult } from './check-result';

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
    case 'signature': {
      const { reencodeSignature } = await import('./signature-image');
      return checked((): SignatureResult => ({ ok: true, png: reencodeSignature(asBuffer(task.png)) }));
    }
    case 'file': {
      const { checkUploadedFile } = await import('./file-checks');
      return checked((): CheckResult => {
        checkUploadedFile(task.ext, asBuffer(task.bytes));
        return { ok: true };
      });
    }
    case 'contract-pdf': {
      const [{ renderContractPdf, pngOfDataUrl }, { reencodeSignature }] = await Promise.all([
        import('../data/contract-pdf'),
        import('./signature-image'),
      ]);
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
      return collect((await import('../data/profile-pdf')).renderProfilePdf(task.input));
    case 'invoice-pdf':
      return collect((await import('../data/invoice-pdf')).renderInvoicePdf(task.input));
    case 'statement-pdf':
      return collect((await import('../data/statement-pdf')).renderStatementPdf(task.input));
    case 'work-record-pdf':
      return (await import('../data/work-record-pdf')).renderWorkRecordPdf(task.input);
    case 'work-record-read': {
      const [{ checkPdf }, { recordIdOfPdfText }] = await Promise.all([
        import('./container-checks'),
        import('@/domain/work-records'),
      ]);
      return checked((): WorkRecordReadResult => {
        const bytes = asBuffer(task.bytes);
        checkPdf(bytes);
        return { ok: true, recordId: recordIdOfPdfText(bytes.toString('latin1')) };
      });
    }
  }
}
