// Test factory of a placement's prerequisites (issue 31): what the Cleared rule asks for, written directly. The real
// signing is the contract feature's (src/server/test/contract-factory.ts signs through the routes); a test that only
// needs "Cleared may happen" marks the drafted contract signed here.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onboardingItems } from '../db/schema';
import { createChecklist } from '../data/onboarding';
import { markContractSigned } from '../db/seed-placements';
import { applicationRow } from '../modules/applications/queries';

/** Marks the application's contract signed (drafting it from the agreed terms when it has none). */
export async function signedContractForTest(app: FastifyInstance, applicationId: string): Promise<void> {
  await markContractSigned(app.db, applicationId);
}

/**
 * Makes the application pass the Cleared rule: a signed contract and every checklist item Verified (the checklist is
 * created first when the application has none, e.g. one built directly in Onboarding).
 */
export async function clearPrerequisitesForTest(app: FastifyInstance, applicationId: string): Promise<void> {
  const row = await applicationRow(app.db, applicationId);
  if (!row) throw new Error(`no application ${applicationId}`);
  await createChecklist(app.db, row);
  await signedContractForTest(app, applicationId);
  await app.db
    .update(onboardingItems)
    .set({ status: 'verified', reviewedAt: sql`now()`, version: sql`${onboardingItems.version} + 1` })
    .where(eq(onboardingItems.applicationId, applicationId));
}
