// A worker's application to one job: read by the job detail (applied state), applying and held applications.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applications } from '../db/schema';

/**
 * The worker's application to a job: the standing one, else the latest withdrawn one (docs/decisions/0012: a
 * withdrawn application steps aside and the worker may apply again); null when there is none.
 */
export async function findWorkerApplication(db: DbOrTx, workerId: string, jobId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, offerStatus: applications.offerStatus })
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.jobId, jobId)))
    .orderBy(sql`${applications.offerStatus} is not distinct from 'Withdrawn'`, desc(applications.createdAt))
    .limit(1);
  return row ?? null;
}
