// Use case of the outbox (issue 43, decision 0048): a countersigned contract's final PDF — the contract, the signature
// page and the audit trail — is laid out in the decode pool, sealed with the platform's key, stored with its SHA-256,
// and only then is `contract.signed` sent to webhooks (it carries that hash). The countersignature's transaction
// records the signature and the status and queues this job; the slow work runs after its commit, so no transaction
// waits on a PDF. Idempotent: a contract already sealed is left as it is, and a second runner's file is removed.
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractContentSchema, type ContractSide } from '@/domain/onboarding';
import type { DbOrTx } from '../../db/client';
import { applications, contracts } from '../../db/schema';
import { renderContractPdfBytes } from '../../decode/pool';
import { ensureSealKey, sealPdf, sha256Hex } from '../../data/contract-seal';
import { emitOrgEvent } from '../../queue/org-events';
import { announceApplication } from '../../queue/live-changes';
import { enqueue, type FileJob } from '../../queue/outbox';
import { signaturesOf } from './queries';

/** The outbox job that seals a countersigned contract (payload `{ contractId }`). */
export const CONTRACT_SEAL_JOB: FileJob = 'contract.seal';

/** Queues the seal of a contract both sides signed, inside the countersignature's transaction (once per contract). */
export async function queueContractSeal(tx: DbOrTx, contractId: string): Promise<void> {
  await enqueue(tx, CONTRACT_SEAL_JOB, { contractId }, { dedupeKey: `${CONTRACT_SEAL_JOB}:${contractId}` });
}

/**
 * Seals the contract: renders the final PDF from its frozen content and its signatures, seals it at the
 * countersignature's time, stores it, then records the file and its hash, tells webhooks and announces the change to
 * every open page of the application. Nothing to do for a contract already sealed or not signed by both sides.
 */
export async function sealContract(app: FastifyInstance, contractId: string): Promise<void> {
  const [c] = await app.db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1);
  if (!c || c.signedFileKey) return;
  const signatures = await signaturesOf(app.db, c.id);
  const countersigned = signatures.find(({ s }) => s.side === 'organization')?.s.signedAt;
  if (!countersigned || signatures.length < 2) return;

  const content = contractContentSchema.parse(c.content);
  const draftSha256 = c.draftSha256 ?? sha256Hex(await renderContractPdfBytes(content));
  const finalPdf = await renderContractPdfBytes(content, {
    draftSha256,
    completedAt: countersigned,
    signatures: signatures.map(({ s, email }) => ({
      side: s.side as ContractSide,
      fullName: s.fullName,
      email,
      signature: s.signature,
      consent: s.consent,
      ip: s.ip,
      userAgent: s.userAgent,
      documentSha256: s.documentSha256,
      signedAt: s.signedAt,
    })),
  });
  const sealed = await sealPdf(finalPdf, await ensureSealKey(app.db), countersigned);
  const signedSha256 = sha256Hex(sealed);
  const fileKey = `${c.applicationId}/${crypto.randomUUID()}.pdf`;
  await app.storage.put(fileKey, sealed, 'application/pdf');

  const recorded = await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(contracts)
      .set({ signedFileKey: fileKey, signedSha256, updatedAt: sql`now()` })
      .where(and(eq(contracts.id, c.id), isNull(contracts.signedFileKey)))
      .returning({ id: contracts.id });
    if (!done) return false;
    const [a] = await tx.select().from(applications).where(eq(applications.id, c.applicationId)).limit(1);
    await emitOrgEvent(tx, a.organizationId, 'contract.signed', {
      application_id: a.id,
      contract_id: c.id,
      gw_job_id: a.gwJobId,
      worker_id: a.workerId,
      offer_version: c.offerVersion,
      signed_sha256: signedSha256,
      signed_at: countersigned.toISOString(),
    });
    await announceApplication(tx, a);
    return true;
  });
  // Another runner sealed it first: its file is the one recorded, this one is nobody's.
  if (!recorded) await app.storage.delete(fileKey);
}
