// An application's contract status as integrations read it (API v1): the live contract, else the last void one.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ContractSide, ContractStatus } from '@/domain/onboarding';
import type { DbOrTx } from '../db/client';
import { contractSignatures, contracts } from '../db/schema';

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
    status: c.status as ContractStatus,
    offer_version: c.offerVersion,
    drafted_at: c.createdAt.toISOString(),
    signatures: signatures.map((s) => ({ side: s.side as ContractSide, signed_at: s.signedAt.toISOString() })),
    signed_sha256: c.status === 'signed' ? c.signedSha256 : null,
    void_reason: c.voidReason,
  };
}
