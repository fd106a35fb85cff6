// The assignment terms still open on a placement (issue 44), as the one writer of moves reads them before Cleared: the
// terms the agreed (signed) terms state, completed by the organization's row, checked by the domain's missingTerms.
import { eq } from 'drizzle-orm';
import { contractStatedTerms, missingTerms, type AssignmentTermsData } from '@/domain/timesheets';
import type { DbOrTx } from '../db/client';
import { assignments } from '../db/schema';
import { agreedTermsOf } from './agreed-terms';

/** The terms a placement's assignment still lacks (schema order); every term while nothing is completed. */
export async function missingAssignmentTermsOf(db: DbOrTx, applicationId: string): Promise<string[]> {
  const agreed = await agreedTermsOf(db, applicationId);
  const stated = contractStatedTerms((agreed?.terms ?? {}) as Parameters<typeof contractStatedTerms>[0]);
  const [row] = await db
    .select({ completed: assignments.completed })
    .from(assignments)
    .where(eq(assignments.applicationId, applicationId))
    .limit(1);
  return missingTerms({ ...((row?.completed ?? {}) as Partial<AssignmentTermsData>), ...stated });
}
