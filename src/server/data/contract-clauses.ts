// The organization's contract clauses in force (issue 45, decision 0046): the newest saved version, else version 0 —
// the clauses of organizations.placement.contract as they were before versions. Read by the settings routes and by
// contract drafting (pipeline/contract-on-move.ts), so a contract states exactly the version the settings show.
import { desc, eq } from 'drizzle-orm';
import { contractSettingsOf } from '@/domain/onboarding';
import { fullName } from '@/domain/shared';
import type { DbOrTx } from '../db/client';
import { contractClauseVersions, organizations, users } from '../db/schema';

/** The clauses in force: their version, paragraphs, and who saved them when (null for version 0). */
export interface ClausesInForce {
  version: number;
  clauses: string[];
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The organization's clauses in force; `placement` may be passed when the caller has already read it. */
export async function clausesInForce(
  db: DbOrTx,
  organizationId: string,
  placement?: Record<string, unknown>,
): Promise<ClausesInForce> {
  const [saved] = await db
    .select({
      version: contractClauseVersions.version,
      clauses: contractClauseVersions.clauses,
      createdAt: contractClauseVersions.createdAt,
      first: users.firstName,
      last: users.lastName,
    })
    .from(contractClauseVersions)
    .leftJoin(users, eq(users.id, contractClauseVersions.createdBy))
    .where(eq(contractClauseVersions.organizationId, organizationId))
    .orderBy(desc(contractClauseVersions.version))
    .limit(1);
  if (saved) {
    return {
      version: saved.version,
      clauses: saved.clauses,
      updatedAt: saved.createdAt,
      updatedBy: saved.first === null ? null : fullName(saved.first, saved.last),
    };
  }
  let settings = placement;
  if (settings === undefined) {
    const [org] = await db
      .select({ placement: organizations.placement })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .limit(1);
    settings = org?.placement ?? {};
  }
  return { version: 0, clauses: contractSettingsOf(settings).clauses, updatedAt: null, updatedBy: null };
}
