// Applications held while a worker's email is unverified (spec section 5); submitted by the verification.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { heldApplications } from '../db/schema';

/** True when the worker pressed Apply on the job while unverified and the application waits for the verification. */
export async function isHeld(db: DbOrTx, workerId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: heldApplications.id })
    .from(heldApplications)
    .where(and(eq(heldApplications.workerId, workerId), eq(heldApplications.jobId, jobId)))
    .limit(1);
  return row !== undefined;
}
