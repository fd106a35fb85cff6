// The demo's placements (issue 31): every application past the accepted offer has its onboarding checklist, and
// those already Cleared, Working or Done have what Cleared asks for — a signed contract and every item verified — so
// the demo never shows a cleared placement with items missing.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { applications, contracts, onboardingItems } from './schema';
import { createChecklist } from '../data/onboarding';
import { draftContract, type ContractMoveDeps } from '../pipeline/contract-on-move';

const CLEARED_OR_LATER = ['Cleared', 'Working', 'Done'];

/** Creates the checklists of accepted applications; clears those at Cleared or later. */
export async function seedPlacements(
  db: Db,
  apps: readonly {
    id: string;
    status: string;
    jobId: string;
    organizationId: string;
    acceptedOfferVersion: number | null;
  }[],
): Promise<number> {
  const accepted = apps.filter((a) => a.acceptedOfferVersion !== null);
  for (const a of accepted) await createChecklist(db, a);
  // A placement in Onboarding has its contract drafted from the agreed terms, waiting for the worker to sign, as
  // accepting an offer drafts it (issue 42): the demo never shows an Onboarding placement with no contract.
  for (const a of accepted.filter((x) => x.status === 'Onboarding')) await draftContractOf(db, a.id);
  const cleared = accepted.filter((a) => CLEARED_OR_LATER.includes(a.status)).map((a) => a.id);
  if (cleared.length === 0) return accepted.length;
  for (const applicationId of cleared) await markContractSigned(db, applicationId);
  await db
    .update(onboardingItems)
    .set({ status: 'verified', reviewedAt: sql`now()` })
    .where(inArray(onboardingItems.applicationId, cleared));
  // Written with the status the seed gives them, as the one writer of moves records a clearance (issue 41).
  await db
    .update(applications)
    .set({ clearedAt: sql`now()` })
    .where(inArray(applications.id, cleared));
  return accepted.length;
}

/**
 * Marks the application's live contract signed, drafting it from the agreed terms first when it has none: the demo's
 * placements (and tests' that only need "Cleared may happen") never went through signing, so they carry the real
 * contract text but no signatures and no seal. Real signing is the contract feature's (modules/contracts).
 */
export async function markContractSigned(db: DbOrTx, applicationId: string): Promise<void> {
  const live = and(eq(contracts.applicationId, applicationId), ne(contracts.status, 'void'));
  const [existing] = await db.select({ id: contracts.id }).from(contracts).where(live).limit(1);
  if (!existing) await draftContractOf(db, applicationId);
  await db
    .update(contracts)
    .set({ status: 'signed', updatedAt: sql`now()` })
    .where(live);
}

/** Drafts the application's contract from its agreed terms (it has no live one). */
async function draftContractOf(db: DbOrTx, applicationId: string): Promise<void> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!row) throw new Error(`no application ${applicationId}`);
  // With no live contract there is nothing to void, so the move's mail and links (deps) are never used here.
  await draftContract(db, {} as ContractMoveDeps, row, { id: null, name: null });
}
