// Use case of the outbox (issue 43, decision 0048): a drafted contract's PDF — what each signer reviews — is laid out
// in the decode pool from the contract's frozen content and stored with its SHA-256 after the acceptance that drafted
// it commits (contract-on-move.ts queues it). Until then a download renders the same bytes from the content, and a
// signature records the same hash (sign-contract.ts). Idempotent: a draft already stored is left as it is.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractContentSchema } from '@/domain/onboarding';
import { applications, contracts } from '../../db/schema';
import { renderContractPdfBytes } from '../../decode/pool';
import { sha256Hex } from '../../data/contract-seal';
import { announceApplication } from '../../queue/live-changes';

/** Lays out, stores and records the draft PDF of the contract; nothing to do once it is recorded. */
export async function storeContractDraft(app: FastifyInstance, contractId: string): Promise<void> {
  const [c] = await app.db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1);
  if (!c || c.draftFileKey) return;
  const pdf = await renderContractPdfBytes(contractContentSchema.parse(c.content));
  const fileKey = `${c.applicationId}/${crypto.randomUUID()}.pdf`;
  await app.storage.put(fileKey, pdf, 'application/pdf');
  const recorded = await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(contracts)
      .set({ draftFileKey: fileKey, draftSha256: sha256Hex(pdf) })
      .where(and(eq(contracts.id, c.id), isNull(contracts.draftFileKey)))
      .returning({ id: contracts.id });
    if (!done) return false;
    const [a] = await tx.select().from(applications).where(eq(applications.id, c.applicationId)).limit(1);
    await announceApplication(tx, a);
    return true;
  });
  // Another runner stored it first: its file is the one recorded.
  if (!recorded) await app.storage.delete(fileKey);
}
