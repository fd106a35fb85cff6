// An application's contract status as integrations read it (API v1): the live contract, else the last void one.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ContractSide, ContractStatus } from '@/domain/onboarding';
import type { DbOrTx } from '../db/client';
import { applications, contractSignatures, contracts } from '../db/schema';

/** The contract's status, version, signing times and sealed hash; null when none was ever drafted. */
export async function contractStatusOf(db: DbOrTx, applicationId: string) {
  const [c] = await db
    .select()
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId))
    .orderBy(sql`${contracts.status} = 'void'`, desc(contracts.createdAt))
    .limit(1);
  if (!c) return null;
  const signatures = await db
    .select({ side: contractSignatures.side, signedAt: contractSignatures.signedAt })
    .from(contractSignatures)
    .where(eq(contractSignatures.contractId, c.id))
    .orderBy(asc(contractSignatures.signedAt), asc(contractSignatures.id));
  return {
    id: c.id,
    kind: c.kind as 'contract' | 'amendment',
    effective_date: c.effectiveDate,
    status: c.status as ContractStatus,
    offer_version: c.offerVersion,
    drafted_at: c.createdAt.toISOString(),
    signatures: signatures.map((s) => ({ side: s.side as ContractSide, signed_at: s.signedAt.toISOString() })),
    signed_sha256: c.status === 'signed' ? c.signedSha256 : null,
    void_reason: c.voidReason,
  };
}

/** Every contract of a worker's applications with the file it downloads as (the sealed PDF once signed, else the draft). */
export async function workerContractFiles(db: DbOrTx, workerId: string) {
  const rows = await db
    .select({ c: contracts, gwJobId: applications.gwJobId })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .where(eq(applications.workerId, workerId))
    .orderBy(asc(contracts.createdAt));
  return rows.map(({ c, gwJobId }) => ({
    gwJobId,
    status: c.status as ContractStatus,
    fileKey: c.signedFileKey ?? c.draftFileKey,
    /** False for a signed contract until the outbox has stored its sealed PDF (the draft is all there is). */
    sealed: c.signedFileKey !== null,
    content: c.content,
    createdAt: c.createdAt,
  }));
}
