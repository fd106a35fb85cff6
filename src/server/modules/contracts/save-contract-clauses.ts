// Saving the organization's contract clauses (issue 45): each save is a new numbered version, from the version the
// editor loaded (a stale one is refused with 409, nothing written). Earlier versions stay: a contract drafted from one
// keeps its clauses in its own frozen content.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { ContractClausesInput } from '@/domain/onboarding';
import type { DbOrTx } from '../../db/client';
import { contractClauseVersions, organizations } from '../../db/schema';
import { AppError } from '../../errors';
import { clausesInForce } from '../../data/contract-clauses';

/** Saves `input.clauses` as the organization's next version when `input.version` is the one in force. */
export async function saveContractClauses(
  db: DbOrTx,
  caller: { id: string; organizationId: string },
  input: ContractClausesInput,
) {
  await db.transaction(async (tx) => {
    // One save at a time per organization: the version read below is still the newest when the next is written.
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, caller.organizationId))
      .for('update');
    const current = await clausesInForce(tx, caller.organizationId);
    if (current.version !== input.version) {
      throw new AppError('CONFLICT', MESSAGES.contractClauses.errors.stale);
    }
    await tx.insert(contractClauseVersions).values({
      organizationId: caller.organizationId,
      version: current.version + 1,
      clauses: input.clauses,
      createdBy: caller.id,
      createdAt: sql`now()`,
    });
  });
  return clausesInForce(db, caller.organizationId);
}
