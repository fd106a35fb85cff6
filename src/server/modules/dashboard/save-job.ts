// Use cases of the opportunities manager: post, edit, duplicate a job and change its status.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobInput } from '@/domain/jobs';
import type { JobStatus } from '@/domain/organizations';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { DbOrTx } from '../../db/client';
import { jobs, users } from '../../db/schema';
import { jobRowFromInput } from '../../data/job-mapper';
import { enqueueJobAlert } from '../../queue/job-alerts';
import { announceJob } from '../../queue/live-changes';

/** The job's columns (pay inputs only; the sortable weekly rate from the pay model, see jobRowFromInput). */
const rowFor = jobRowFromInput;

/** A new product job id, e.g. GW-7F3A9C21 (random; the unique index guards the rare clash). */
export const newGwJobId = () => `GW-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/** Refuses a recruiter id that is not an active recruiter of the organization. */
async function assertRecruiterOfOrg(db: DbOrTx, organizationId: string, recruiterId: string | undefined) {
  if (!recruiterId) return;
  const [r] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, recruiterId),
        eq(users.organizationId, organizationId),
        eq(users.role, 'recruiter'),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!r)
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.errors.recruiterNotInOrganization, {
      recruiter_id: DASHBOARD_MESSAGES.errors.recruiterNotInOrganization,
    });
}

/** Loads a job of the organization, or 404 (ids of other organizations cannot be probed). */
export async function findOrgJob(db: DbOrTx, organizationId: string, jobId: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.organizationId, organizationId)))
    .limit(1);
  if (!job) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return job;
}

/** Posts a job for the organization with a server-generated, unique gw_job_id. */
export async function createJob(
  app: FastifyInstance,
  organizationId: string,
  input: JobInput,
  status: JobStatus = 'open',
) {
  await assertRecruiterOfOrg(app.db, organizationId, input.recruiter_id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = rowFor(input, { organizationId, gwJobId: newGwJobId() });
    const job = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(jobs)
        .values({ ...row, status, posted: status === 'open' })
        .onConflictDoNothing({ target: jobs.gwJobId })
        .returning();
      if (created) await announceJob(tx, created, { opened: status === 'open' });
      if (created && status === 'open') await enqueueJobAlert(tx, created.id); // saved-search alerts (modules/alerts)
      return created;
    });
    if (job) return job;
  }
  throw new AppError('CONFLICT', MESSAGES.errors.internal);
}

/** Replaces a job's fields (its ids, status, posting date and applied count are kept). */
export async function updateJob(app: FastifyInstance, organizationId: string, jobId: string, input: JobInput) {
  const existing = await findOrgJob(app.db, organizationId, jobId);
  await assertRecruiterOfOrg(app.db, organizationId, input.recruiter_id);
  const row = rowFor(input, { organizationId, gwJobId: existing.gwJobId, recruiterId: input.recruiter_id ?? null });
  return app.db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ ...row, jobId: input.job_id || existing.jobId, updatedAt: new Date() })
      .where(eq(jobs.id, existing.id))
      .returning();
    await announceJob(tx, existing);
    return job;
  });
}

/** Copies a job into a new paused posting with its own gw_job_id. */
export async function duplicateJob(app: FastifyInstance, organizationId: string, jobId: string) {
  const src = await findOrgJob(app.db, organizationId, jobId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const gwJobId = newGwJobId();
    const job = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(jobs)
        .values({
          gwJobId,
          jobId: gwJobId,
          organizationId,
          recruiterId: src.recruiterId,
          title: src.title,
          profession: src.profession,
          specialty: src.specialty,
          type: src.type,
          terms: src.terms,
          description: src.description,
          state: src.state,
          city: src.city,
          facility: src.facility,
          shiftTime: src.shiftTime,
          weeklyRate: src.weeklyRate,
          hoursPerWeek: src.hoursPerWeek,
          startDate: src.startDate,
          details: src.details,
          // Not posted until it is first opened (setJobStatus): its posting date and alerts are then.
          status: 'paused',
          posted: false,
        })
        .onConflictDoNothing({ target: jobs.gwJobId })
        .returning();
      // Its organization's other staff see it in their Opportunities Manager.
      if (created) await announceJob(tx, created);
      return created;
    });
    if (job) return job;
  }
  throw new AppError('CONFLICT', MESSAGES.errors.internal);
}

/**
 * Opens, pauses or closes a job; closing keeps its applications and makes the apply endpoint refuse new ones. The first
 * opening of a job never posted (a duplicate) posts it: its posting date is now and saved-search alerts go out for it.
 */
export async function setJobStatus(app: FastifyInstance, organizationId: string, jobId: string, status: JobStatus) {
  const existing = await findOrgJob(app.db, organizationId, jobId);
  const opened = status === 'open' && existing.status !== 'open';
  const firstPosting = opened && !existing.posted;
  return app.db.transaction(async (tx) => {
    const now = new Date();
    const [job] = await tx
      .update(jobs)
      .set({ status, updatedAt: now, ...(firstPosting ? { posted: true, datePosted: now } : {}) })
      .where(eq(jobs.id, existing.id))
      .returning();
    if (firstPosting) await enqueueJobAlert(tx, existing.id);
    await announceJob(tx, existing, { opened });
    return job;
  });
}
