// Use case: a side signs the assignment contract (issue 31). The worker signs first; then an organization user or the
// assigned recruiter countersigns, which completes it: the contract is signed, and the outbox then lays out its final
// PDF (contract, signature page, audit trail), seals it with the platform's key, stores it with its SHA-256 and sends
// `contract.signed` to webhooks (seal-contract.ts: slow work after the commit, decision 0048). Each signature records
// the signer's IP address, user agent and the SHA-256 of the document they signed (the draft). A signed contract
// never changes.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fullName, MESSAGES } from '@/domain/shared';
import {
  CONSENT_TEXT,
  contractSigning,
  signerNameMatches,
  type SignContractInput,
  contractContentSchema,
  type ContractSide,
  type ContractStatus,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
} from '@/domain/onboarding';
import { AppError } from '../../errors';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess, contractSideOf } from '../../policies';
import { contractSignatures, contracts } from '../../db/schema';
import { pngOfDataUrl } from '../../data/contract-pdf';
import { checkSignaturePng, renderContractPdfBytes } from '../../decode/pool';
import { sha256Hex } from '../../data/contract-seal';
import { documentToSignForUpdate } from '../../pipeline/contract-on-move';
import { recordContractEvent } from '../../pipeline/contract-events';
import { currentContract, loadContractApplication, unhashedDocumentToSign } from './queries';
import { queueContractSeal } from './seal-contract';

/** Where a signature came from (the app's resolved client address, and the browser's user agent). */
export interface SigningOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The signature as stored: a typed one as sent; a drawing checked whole in the decode pool and replaced by the
 * server's fixed-size PNG, or refused (400, nothing stored) when it does not decode or is too large (issue 41).
 */
async function keptSignature(signature: SignContractInput['signature']): Promise<SignContractInput['signature']> {
  if (signature.kind !== 'drawn') return signature;
  const checked = await checkSignaturePng(pngOfDataUrl(signature.value));
  if (!checked.ok) {
    const message =
      checked.reason === 'too-big'
        ? MESSAGES.contract.drawingTooBig(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT)
        : MESSAGES.contract.drawingInvalid;
    throw new AppError('BAD_REQUEST', message, { 'signature.value': message });
  }
  return { kind: 'drawn', value: `data:image/png;base64,${checked.png.toString('base64')}` };
}

/**
 * The SHA-256 of the draft a signer signs when the outbox has not recorded it yet (store-contract-draft.ts): computed
 * here, before the transaction, from the same frozen content (the same bytes), as laying out a PDF is slow work.
 */
async function unrecordedDraftHash(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
  side: ContractSide,
): Promise<{ contractId: string; sha256: string } | null> {
  const found = await loadContractApplication(app.db, applicationId);
  const a = assertApplicationAccess(user, found?.app);
  if (contractSideOf(user, a, found!.jobRecruiterId) !== side) return null; // refused in the transaction
  const doc = await unhashedDocumentToSign(app.db, a.id);
  if (!doc) return null;
  const pdf = await renderContractPdfBytes(contractContentSchema.parse(doc.content));
  return { contractId: doc.id, sha256: sha256Hex(pdf) };
}

/**
 * Records one side's signature of a contract with the consent it gave, where it came from and the SHA-256 of the
 * document signed (signContract; the demo's placements, demo/sign-demo-contracts.ts).
 */
export async function recordSignature(
  tx: DbOrTx,
  s: {
    contractId: string;
    side: ContractSide;
    userId: string;
    fullName: string;
    signature: SignContractInput['signature'];
    origin: SigningOrigin;
    documentSha256: string;
    signedAt: Date;
  },
): Promise<void> {
  await tx.insert(contractSignatures).values({
    contractId: s.contractId,
    side: s.side,
    userId: s.userId,
    fullName: s.fullName.trim().replace(/\s+/g, ' '),
    signature: s.signature,
    consent: CONSENT_TEXT,
    ip: s.origin.ip,
    userAgent: s.origin.userAgent?.slice(0, 500) ?? null,
    documentSha256: s.documentSha256,
    signedAt: s.signedAt,
  });
}

/** Signs (side 'worker') or countersigns (side 'organization') the application's live contract. */
export async function signContract(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
  side: ContractSide,
  input: SignContractInput,
  origin: SigningOrigin,
) {
  const signature = await keptSignature(input.signature);
  const drafted = await unrecordedDraftHash(app, user, applicationId, side);
  return app.db.transaction(async (tx) => {
    const found = await loadContractApplication(tx, applicationId, { forUpdate: true });
    const a = assertApplicationAccess(user, found?.app);
    if (contractSideOf(user, a, found!.jobRecruiterId) !== side)
      throw new AppError(
        'FORBIDDEN',
        side === 'worker' ? MESSAGES.contract.notTheWorker : MESSAGES.contract.notCountersigner,
      );
    // An amendment awaiting signatures (an accepted extension) is signed the same way, else the contract.
    const live = await documentToSignForUpdate(tx, a.id);
    if (!live) {
      const last = await currentContract(tx, a.id);
      throw last
        ? new AppError('CONFLICT', MESSAGES.contract.isVoid)
        : new AppError('NOT_FOUND', MESSAGES.contract.notFound);
    }
    const step = contractSigning(live.status as ContractStatus, side);
    if (!step.ok) throw new AppError('CONFLICT', step.message);

    const name = fullName(user.firstName, user.lastName);
    if (!signerNameMatches(input.fullName, name)) {
      const message = MESSAGES.contract.fullNameMismatch(name);
      throw new AppError('BAD_REQUEST', message, { fullName: message });
    }

    // The document signed is the draft: its recorded hash, else the one computed above for this very contract (a
    // contract drafted since then is not what the signer reviewed).
    const documentSha256 = live.draftSha256 ?? (drafted?.contractId === live.id ? drafted.sha256 : null);
    if (!documentSha256) throw new AppError('CONFLICT', MESSAGES.contract.changedWhileSigning);

    await recordSignature(tx, {
      contractId: live.id,
      side,
      userId: user.id,
      fullName: input.fullName,
      signature,
      origin,
      documentSha256,
      signedAt: new Date(Math.floor(Date.now() / 1000) * 1000),
    });

    const actor = { id: user.id, name };
    const deps = { mailer: app.mailer, publicUrl: app.config.publicUrl };
    if (side === 'worker') {
      await tx
        .update(contracts)
        .set({ status: step.next, updatedAt: sql`now()` })
        .where(eq(contracts.id, live.id));
      await recordContractEvent(tx, deps, {
        application: a,
        contractId: live.id,
        event: 'worker_signed',
        notes: MESSAGES.contract.history.workerSigned(name),
        actor,
        tell: 'organization',
      });
      return { contractId: live.id, status: step.next };
    }

    // Countersigned: the contract is signed and never changes again. Its final PDF is laid out, sealed and stored
    // after this commits, by the outbox (seal-contract.ts), which then sends `contract.signed` with the sealed hash.
    await tx
      .update(contracts)
      .set({ status: 'signed', updatedAt: sql`now()` })
      .where(eq(contracts.id, live.id));
    await queueContractSeal(tx, live.id);
    await recordContractEvent(tx, deps, {
      application: a,
      contractId: live.id,
      event: 'signed',
      notes: MESSAGES.contract.history.countersigned(name),
      actor,
      tell: 'worker',
    });
    return { contractId: live.id, status: 'signed' as const };
  });
}
