// The demo's placements (issue 31): every application past the accepted offer has its onboarding checklist, and
// those already Cleared, Working or Done have what Cleared asks for — a signed contract and every item verified — so
// the demo never shows a cleared placement with items missing.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { contracts, onboardingItems } from './schema';
import { createChecklist } from '../data/onboarding';

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
  const cleared = accepted.filter((a) => CLEARED_OR_LATER.includes(a.status)).map((a) => a.id);
  if (cleared.length === 0) return accepted.length;
  await db.insert(contracts).values(
    cleared.map((applicationId) => ({
      applicationId,
      status: 'signed',
      content: { seeded: true },
    })),
  );
  await db
    .update(onboardingItems)
    .set({ status: 'verified', reviewedAt: sql`now()` })
    .where(inArray(onboardingItems.applicationId, cleared));
  return accepted.length;
}
