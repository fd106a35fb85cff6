// Applications held while a worker's email is unverified (spec section 5); submitted by the verification.
import { and, eq, sql } from 'drizzle-orm';
import { prepareRead, type DbOrTx } from '../db/client';
import { heldApplications } from '../db/schema';

const heldStatement = (db: DbOrTx) =>
  prepareRead(db, 'held_application', (on) =>
    on
      .select({ id: heldApplications.id })
      .from(heldApplications)
      .where(
        and(
          eq(heldApplications.workerId, sql.placeholder('workerId')),
          eq(heldApplications.jobId, sql.placeholder('jobId')),
        ),
      )
      .limit(1),
  );
/** Built once per database handle (a transaction's die with it). */
const built = new WeakMap<object, ReturnType<typeof heldStatement>>();

/** True when the worker pressed Apply on the job while unverified and the application waits for the verification. */
export async function isHeld(db: DbOrTx, workerId: string, jobId: string): Promise<boolean> {
  let statement = built.get(db);
  if (!statement) built.set(db, (statement = heldStatement(db)));
  const [row] = await statement.execute({ workerId, jobId });
  return row !== undefined;
}
