// Signing an assignment contract (issue 31): what a signer sends (explicit consent, their full name, a typed or drawn
// signature), whether the name is theirs, who may sign at each status, and what both sides are answered.
// Its payloads' schemas: contract-signing-schemas.ts.
import { CONTRACT_MESSAGES as M } from './contract-messages';
import type { ContractSide, ContractStatus } from './placement-states';

/** A drawn signature is a PNG data URL of at most this many characters (about 150 KB of image). */
export const MAX_DRAWN_SIGNATURE_CHARS = 200_000;
/** The largest drawing accepted (twice the pad's 600×200 for high-density screens); larger is refused unread. */
export const SIGNATURE_MAX_WIDTH = 1200;
export const SIGNATURE_MAX_HEIGHT = 400;
/** What the server keeps of a drawing: an opaque PNG of this fixed size, made by the server (issue 41). */
export const SIGNATURE_IMAGE_WIDTH = 600;
export const SIGNATURE_IMAGE_HEIGHT = 200;

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
