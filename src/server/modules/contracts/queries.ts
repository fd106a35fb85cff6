// Reads of the contracts feature: an application with what the contract policy needs, and its current contract.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, contractSignatures, contracts, jobs, users } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application with its job's recruiter (the assigned recruiter falls back to it), optionally locked. */
export async function loadContractApplication(db: DbOrTx, applicationId: string, opts: { forUpdate?: boolean } = {}) {
  if (!UUID.test(applicationId)) return undefined;
  const q = db
    .select({ app: applications, jobRecruiterId: jobs.recruiterId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: applications }) : await q;
  return row;
}

/**
 * The application's current contract: the newest live document (an amendment once an extension was accepted, else the
 * contract), else the newest void one (to explain it); undefined if none.
 */
export async function currentContract(db: DbOrTx, applicationId: string) {
  const [live] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.applicationId, applicationId), ne(contracts.status, 'void')))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  if (live) return live;
  const [last] = await db
    .select()
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  return last;
}

/** A contract's signatures with each signer's email, worker first. */
export async function signaturesOf(db: DbOrTx, contractId: string) {
  return db
    .select({ s: contractSignatures, email: users.email })
    .from(contractSignatures)
    .innerJoin(users, eq(users.id, contractSignatures.userId))
    .where(eq(contractSignatures.contractId, contractId))
    .orderBy(desc(contractSignatures.side), asc(contractSignatures.id));
}

/**
 * The document awaiting signatures (an amendment first, else the contract) whose draft hash the outbox has not
 * recorded yet, unlocked; undefined when there is none.
 */
export async function unhashedDocumentToSign(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.applicationId, applicationId),
        inArray(contracts.status, ['awaiting_worker', 'awaiting_countersign']),
        isNull(contracts.draftSha256),
      ),
    )
    .orderBy(sql`${contracts.kind} = 'amendment' desc`)
    .limit(1);
  return row;
}
