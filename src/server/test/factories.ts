// Test data factories with overrides (each test makes its own data). Every user is built signed in; call the
// app as one with injectAs(app, user), or build and sign in at once with loginAs(app, role) (inject-as.ts).
// What they make up (a job's profession, pay, dates; a profile) comes from faker, seeded before every test by
// src/test-setup.ts with the run's seed (printed when a test fails: replay with TEST_SEED=<n>), or by seedFactories.
// Only the identifiers that must differ between tests sharing a database (emails, job and worker ids) come from
// crypto, and no assertion reads them as content.
import crypto from 'node:crypto';
import { faker } from '@faker-js/faker/locale/en';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@/domain/shared';
import type { JobInput } from '@/domain/jobs';
import type { WorkerProfile } from '@/domain/profile';
import type { ApplicationStatus } from '@/domain/applications';
import { applications, jobs, organizations, users, workerProfiles } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { jobRowFromInput } from '../data/job-mapper';
import { fakeJob, fakeProfile } from '../db/seed';
import { createSession } from './session';

export const TEST_PASSWORD = 'test-password';
let cachedHash: Promise<string> | null = null;
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));
const uid = () => crypto.randomBytes(4).toString('hex');

/** Seeds what the factories make up (faker's shared instance, which the demo seed's fakeJob and fakeProfile use). */
export function seedFactories(seed: number) {
  faker.seed(seed);
}

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  organizationId: string | null;
  /** Its session's cookie header value (what injectAs sends). */
  cookie: string;
}

/** An organization. */
export async function buildOrg(app: FastifyInstance, overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const [org] = await app.db
    .insert(organizations)
    .values({ name: `Org ${uid()}`, ...overrides })
    .returning();
  return org;
}

/** A user of any role, signed in (its cookie is ready to use). */
export async function buildUser(
  app: FastifyInstance,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const [u] = await app.db
    .insert(users)
    .values({
      role,
      email: `${role}-${uid()}@test.example`,
      passwordHash: await passwordHash(),
      firstName: 'Test',
      lastName: role,
      emailVerifiedAt: new Date(),
      phone: '(555) 010-0000',
      ...overrides,
    })
    .returning();
  return { id: u.id, email: u.email, role, organizationId: u.organizationId, cookie: await createSession(app, u.id) };
}

/** A worker with a profile (profession etc. overridable). */
export async function buildWorker(
  app: FastifyInstance,
  opts: {
    profession?: string;
    state?: string;
    completeness?: number;
    profile?: Partial<WorkerProfile>;
    verified?: boolean;
  } = {},
) {
  const user = await buildUser(app, 'worker', opts.verified === false ? { emailVerifiedAt: null } : {});
  const profile = {
    ...fakeProfile(opts.profession ?? 'Registered Nurse', opts.state ?? 'GA', opts.completeness ?? 0.9),
    ...opts.profile,
  };
  await app.db.insert(workerProfiles).values({
    userId: user.id,
    gwWorkerId: `W-${uid()}`,
    profession: profile.summary?.profession ?? null,
    profile: profile as Record<string, unknown>,
  });
  return user;
}

/** A recruiter or organization user of `organizationId`. */
export function buildMember(app: FastifyInstance, role: 'recruiter' | 'organization', organizationId: string) {
  return buildUser(app, role, { organizationId });
}

/** A job of an organization. */
export async function buildJob(
  app: FastifyInstance,
  organizationId: string,
  overrides: Partial<JobInput> & { recruiterId?: string; status?: 'open' | 'paused' | 'closed' } = {},
) {
  const { recruiterId, status, ...input } = overrides;
  const base = fakeJob(faker.number.int({ min: 0, max: 999 }));
  const row = jobRowFromInput(
    { ...base, ...input },
    { organizationId, gwJobId: `GW-T${uid()}`, recruiterId: recruiterId ?? null },
  );
  const [job] = await app.db
    .insert(jobs)
    .values({ ...row, status: status ?? 'open' })
    .returning();
  return job;
}

/** An application of a worker to a job in a given status. */
export async function buildApplication(
  app: FastifyInstance,
  workerId: string,
  job: typeof jobs.$inferSelect,
  overrides: Partial<typeof applications.$inferInsert> & { status?: ApplicationStatus } = {},
) {
  const [row] = await app.db
    .insert(applications)
    .values({
      jobId: job.id,
      workerId,
      organizationId: job.organizationId,
      recruiterId: job.recruiterId,
      gwJobId: job.gwJobId,
      status: 'New',
      ...overrides,
    })
    .returning();
  return row;
}

/** A whole organization: org, a recruiter, an organization user, a job. */
export async function buildOrgWithTeam(app: FastifyInstance) {
  const org = await buildOrg(app);
  const recruiter = await buildMember(app, 'recruiter', org.id);
  const orgUser = await buildMember(app, 'organization', org.id);
  const job = await buildJob(app, org.id, { recruiterId: recruiter.id });
  return { org, recruiter, orgUser, job };
}
