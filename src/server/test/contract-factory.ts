// Test factories of the assignment contract (issue 31), through the real routes and use cases: an application whose
// offer the worker accepted (so its contract is drafted), and a contract signed by both sides and sealed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { applications, jobs, users } from '../db/schema';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from './factories';
import { injectAs } from './inject-as';
import { createSession } from './session';

/** The offer terms the factories agree on: $52/h × 36 h + $1,000 stipend = $2,872.00 a week. */
export const CONTRACT_TEST_TERMS = {
  pay: { hourly_rate: 52, non_taxable_weekly: 1000 },
  hours: { hours_per_week: 36, weeks_per_contract: 13 },
  schedule: { start_date: '2027-03-01', end_date: '2027-05-31' },
} as const;
export const CONTRACT_TEST_WEEKLY = '$2,872.00';

/** A 1×1 transparent PNG as a data URL (a drawn signature a test can send). */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A new organization (recruiter, organization user, job) — or `team`, an existing one —, a worker, and an application
 * whose offer (the test terms) the worker accepted through POST /api/offers/respond: its contract is drafted, awaiting
 * the worker.
 */
export async function acceptedApplication(
  app: FastifyInstance,
  existing?: Awaited<ReturnType<typeof buildOrgWithTeam>>,
) {
  const team = existing ?? (await buildOrgWithTeam(app));
  const job = await buildJob(app, team.org.id, { recruiterId: team.recruiter.id, requirements: { auto_offer: false } });
  const worker = await buildWorker(app);
  const application = await buildApplication(app, worker.id, job, { status: 'Submitted' });
  const offer = await injectAs(app, team.recruiter).post('/api/offers', {
    applicationId: application.id,
    terms: CONTRACT_TEST_TERMS,
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const accept = await injectAs(app, worker).post('/api/offers/respond', {
    applicationId: application.id,
    action: 'Accept',
  });
  expect(accept.statusCode, accept.body).toBe(200);
  return { team, job, worker, applicationId: application.id };
}

/** The body a signer sends: consent, their account name, a typed (default) or drawn signature. */
export function signBody(name: string, kind: 'typed' | 'drawn' = 'typed') {
  return {
    consent: true,
    fullName: name,
    signature: kind === 'typed' ? { kind, value: name } : { kind, value: TINY_PNG_DATA_URL },
  };
}

async function userOf(app: FastifyInstance, id: string): Promise<TestUser & { name: string }> {
  const [u] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
  return {
    id: u.id,
    email: u.email,
    role: u.role as TestUser['role'],
    organizationId: u.organizationId,
    cookie: await createSession(app, u.id),
    name: `${u.firstName} ${u.lastName}`.trim(),
  };
}

/**
 * Runs the files lane of the outbox once, as the server's loop does moments after a commit: the slow work a drafted or
 * countersigned contract leaves (its draft PDF stored, its final PDF sealed; decision 0048). Returns how many ran.
 */
export async function runFileJobs(app: FastifyInstance): Promise<number> {
  return app.outbox.drain(undefined, ['files']);
}

/**
 * Signs the application's drafted contract through the real routes: the worker signs (drawn signature), then the
 * assigned recruiter (the application's, else the job's) countersigns (typed); then the outbox seals it. The contract
 * ends signed and sealed.
 */
export async function signContractForTest(app: FastifyInstance, applicationId: string) {
  const [row] = await app.db
    .select({
      workerId: applications.workerId,
      recruiterId: applications.recruiterId,
      jobRecruiterId: jobs.recruiterId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const worker = await userOf(app, row.workerId);
  const recruiter = await userOf(app, (row.recruiterId ?? row.jobRecruiterId)!);
  const signed = await injectAs(app, worker).post(
    `/api/applications/${applicationId}/contract/sign`,
    signBody(worker.name, 'drawn'),
    { headers: { 'user-agent': 'contract-factory worker' } },
  );
  expect(signed.statusCode, signed.body).toBe(200);
  const countersigned = await injectAs(app, recruiter).post(
    `/api/applications/${applicationId}/contract/countersign`,
    signBody(recruiter.name),
    { headers: { 'user-agent': 'contract-factory recruiter' } },
  );
  expect(countersigned.statusCode, countersigned.body).toBe(200);
  await runFileJobs(app);
  return { worker, recruiter, contractId: (countersigned.json() as { contract_id: string }).contract_id };
}
