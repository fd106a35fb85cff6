// Signing an assignment contract (issue 31): what a signer sends (explicit consent, their full name, a typed or drawn
// signature), whether the name is theirs, who may sign at each status, and what both sides are answered.
import { z } from 'zod';
import { safeString } from '../shared/common-schemas';
import { CONTRACT_MESSAGES as M } from './contract-messages';
import { contractContentSchema } from './contract-content';
import { CONTRACT_SIDES, CONTRACT_STATUSES, type ContractSide, type ContractStatus } from './placement-states';

/** A drawn signature is a PNG data URL of at most this many characters (about 150 KB of image). */
export const MAX_DRAWN_SIGNATURE_CHARS = 200_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
/** The largest drawing accepted (twice the pad's 600×200 for high-density screens); larger is refused unread. */
export const SIGNATURE_MAX_WIDTH = 1200;
export const SIGNATURE_MAX_HEIGHT = 400;
/** What the server keeps of a drawing: an opaque PNG of this fixed size, made by the server (issue 41). */
export const SIGNATURE_IMAGE_WIDTH = 600;
export const SIGNATURE_IMAGE_HEIGHT = 200;

/** The signature itself: a typed name, or a drawing (PNG data URL) made on the signature pad. */
export const contractSignatureSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('typed'),
    value: safeString().trim().min(1, { message: M.signatureRequired }).max(200),
  }),
  z.object({
    kind: z.literal('drawn'),
    value: z
      .string()
      .min(1, { message: M.drawingRequired })
      .max(MAX_DRAWN_SIGNATURE_CHARS, { message: M.drawingTooLarge })
      .regex(PNG_DATA_URL, { message: M.drawingInvalid }),
  }),
]);
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/** POST /api/applications/:id/contract/sign and …/countersign. */
export const signContractInput = z
  .object({
    /** Explicit consent to sign electronically: must be true. */
    consent: z.literal(true, { message: M.consentRequired }),
    fullName: safeString().trim().min(1, { message: M.fullNameRequired }).max(200),
    signature: contractSignatureSchema,
  })
  .strict();
export type SignContractInput = z.infer<typeof signContractInput>;

/** The words the signer agreed to, stored with the signature. */
export const CONSENT_TEXT = M.consentLabel;

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** True when the typed full name is the signer's name: trimmed, spaces collapsed, case-insensitive. */
export function signerNameMatches(typed: string, accountName: string): boolean {
  return normalName(typed) !== '' && normalName(typed) === normalName(accountName);
}

/** The status a side's signature needs, and the status after it. */
const SIGNING: Record<ContractSide, { from: ContractStatus; to: ContractStatus }> = {
  worker: { from: 'awaiting_worker', to: 'awaiting_countersign' },
  organization: { from: 'awaiting_countersign', to: 'signed' },
};

/** May `side` sign a contract in `status`? The status after signing, or the refusal's message. */
export function contractSigning(
  status: ContractStatus,
  side: ContractSide,
): { ok: true; next: ContractStatus } | { ok: false; message: string } {
  if (status === SIGNING[side].from) return { ok: true, next: SIGNING[side].to };
  if (status === 'void') return { ok: false, message: M.isVoid };
  if (status === 'signed') return { ok: false, message: M.alreadySigned };
  return { ok: false, message: side === 'worker' ? M.workerAlreadySigned : M.workerFirst };
}

/**
 * The PDF a contract's download answers: the sealed one once both signed (also after a later offer voided it: what
 * was signed stays downloadable), else the draft.
 */
export function contractPdfKind(c: { status: ContractStatus; sealed: boolean }): 'signed' | 'draft' {
  return c.status === 'signed' || c.sealed ? 'signed' : 'draft';
}

/**
 * A signed contract whose sealed PDF is still being laid out: the countersignature signs it at once, the outbox seals
 * and stores its PDF just after (issue 43). Meanwhile its download waits (409) and the screens say so.
 */
export function contractSealPending(c: { status: ContractStatus; sealed: boolean }): boolean {
  return c.status === 'signed' && !c.sealed;
}

/** One signature as both sides see it (no IP or user agent on screen: those are in the PDF's audit trail). */
export const contractSignatureView = z.object({
  side: z.enum(CONTRACT_SIDES),
  full_name: z.string(),
  signed_at: z.string(),
  document_sha256: z.string(),
});

/** GET /api/applications/:id/contract: the live contract (or the last void one), or null before any acceptance. */
export const contractView = z.object({
  id: z.string(),
  application_id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  offer_version: z.number().int().nullable(),
  content: contractContentSchema,
  draft_sha256: z.string().nullable(),
  signed_sha256: z.string().nullable(),
  void_reason: z.string().nullable(),
  voided_at: z.string().nullable(),
  signatures: z.array(contractSignatureView),
  /** What the caller may do now. */
  can_sign: z.boolean(),
  can_countersign: z.boolean(),
  /** Where the caller downloads the PDF (draft while unsigned, sealed once signed). */
  pdf_url: z.string(),
  created_at: z.string(),
});
export type ContractView = z.infer<typeof contractView>;

export const contractResponse = z.object({ contract: contractView.nullable() });
export type ContractResponse = z.infer<typeof contractResponse>;

/** POST …/contract/sign and …/countersign: the contract and its status after the signature. */
export const signContractResponse = z.object({ contract_id: z.string(), status: z.enum(CONTRACT_STATUSES) });
