// Use case: an organization sets the questions its referees answer (the route authorizes organization.manage through
// policies.ts). Only this key of the organization's placement settings changes: the contract's settings beside it are
// left as they are.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';

/** Replaces the organization's reference questions. */
export async function setReferenceQuestions(db: DbOrTx, organizationId: string, questions: unknown[]): Promise<void> {
  await db
    .update(organizations)
    .set({
      placement: sql`${organizations.placement} || jsonb_build_object('referenceQuestions', ${JSON.stringify(questions)}::jsonb)`,
    })
    .where(eq(organizations.id, organizationId));
}
