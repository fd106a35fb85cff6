// "The worker's application to a job" — one rule, read by the job detail (applied state), applying, held
// applications, and the chat a worker and a recruiter hold about that job (list and detail).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { prepareRead, type DbOrTx } from '../db/client';
import { applications } from '../db/schema';

/**
 * The order that picks the worker's application to a job among its rows: the standing one first, then the latest
 * withdrawn one (docs/decisions/0012: a withdrawn application steps aside and the worker may apply again).
 */
const standingFirst = [sql`${applications.offerStatus} is not distinct from 'Withdrawn'`, desc(applications.createdAt)];

const ph = sql.placeholder;
const applicationStatement = (db: DbOrTx) =>
  prepareRead(db, 'worker_application', (on) =>
    on
      .select({
        id: applications.id,
        status: applications.status,
        offerStatus: applications.offerStatus,
        acceptedOfferVersion: applications.acceptedOfferVersion,
      })
      .from(applications)
      .where(and(eq(applications.workerId, ph('workerId')), eq(applications.jobId, ph('jobId'))))
      .orderBy(...standingFirst)
      .limit(1),
  );
/** Built once per database handle (a transaction's die with it): a job detail miss built it every time (issue 43). */
const built = new WeakMap<object, ReturnType<typeof applicationStatement>>();

/** The worker's application to a job (standingFirst); null when there is none. */
export async function findWorkerApplication(db: DbOrTx, workerId: string, jobId: string) {
  let statement = built.get(db);
  if (!statement) built.set(db, (statement = applicationStatement(db)));
  const [row] = await statement.execute({ workerId, jobId });
  return row ?? null;
}

/**
 * The same rule for a list query: a lateral subquery giving at most one row (`id`, `status`) — the worker's
 * application to the job — for the outer row's worker and job columns. Join it `left join lateral … on true`, so a
 * withdrawn and a new application never list the outer row twice.
 */
export const workerApplicationLateral = (workerId: SQL, jobId: SQL) => sql`(
  select ${applications.id} as id, ${applications.status} as status from ${applications}
  where ${applications.workerId} = ${workerId} and ${applications.jobId} = ${jobId}
  order by ${sql.join(standingFirst, sql`, `)} limit 1)`;
