// Reads of the offers feature: an application with its job, its offer versions, the worker's journey.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { postedOfferTerms } from '@/domain/offers';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, offers, users } from '../../db/schema';
import { termsOfRecordColumns } from '../../data/agreed-terms';
import type { ApplicationStatus } from '@/domain/applications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application row with the job fields offers need; `forUpdate` locks the application row inside a transaction. */
export async function loadApplicationWithJob(db: DbOrTx, applicationId: string, opts: { forUpdate?: boolean } = {}) {
  if (!UUID.test(applicationId)) return undefined; // not an id we issue: not found, never a database error
  const q = db
    .select({ app: applications, jobTitle: jobs.title, jobProfession: jobs.profession, jobDetails: jobs.details })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: applications }) : await q;
  return row;
}

/** The job's own terms (what a first offer is prefilled with): domain postedOfferTerms. */
export const jobOfferTerms = postedOfferTerms;

/** Every offer version of an application, oldest first, with the author's name. */
export async function listOfferVersions(db: DbOrTx, applicationId: string) {
  return db
    .select({ offer: offers, firstName: users.firstName, lastName: users.lastName })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.madeBy))
    .where(eq(offers.applicationId, applicationId))
    .orderBy(asc(offers.version));
}

/** The newest offer version, or undefined. */
export async function latestOffer(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.version))
    .limit(1);
  return row;
}

/** A worker's applications (newest status change first) with the job and the current offer, one page. */
export async function listWorkerJourney(
  db: DbOrTx,
  workerId: string,
  p: { status?: ApplicationStatus; limit: number; offset: number },
) {
  const where = p.status
    ? and(eq(applications.workerId, workerId), eq(applications.status, p.status))
    : eq(applications.workerId, workerId);
  const current = db
    .select({ terms: offers.terms })
    .from(offers)
    .where(eq(offers.applicationId, applications.id))
    .orderBy(desc(offers.version))
    .limit(1);
  return db
    .select({
      app: applications,
      title: jobs.title,
      facility: jobs.facility,
      city: jobs.city,
      state: jobs.state,
      currentOffer: sql<Record<string, unknown> | null>`(${current})`,
      // The terms of record's parts (agreed once an offer is accepted), resolved by the one resolver.
      ...termsOfRecordColumns(),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where)
    .orderBy(desc(applications.statusChangedAt), desc(applications.id))
    .limit(p.limit)
    .offset(p.offset);
}

/** How many applications the worker has in each status. */
export async function countWorkerJourney(db: DbOrTx, workerId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.workerId, workerId))
    .groupBy(applications.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
