// Use case: a worker applies to a job (spec sections 4, 5 and 7). Every check the client makes is made
// again here; the application, its first status-history row and the applicant count change together.
import { eq, sql } from 'drizzle-orm';
import { requiredToApplyMismatches } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import type { ApplyToJobInput } from '@/domain/applications';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { applications, jobs, statusHistory } from '../../db/schema';
import { loadWorkerProfile } from '../../data/worker-profiles';
import { findJob, findWorkerApplication } from './queries';
import { emitOrgEvent } from '../../queue/org-events';

/** Creates the application (status New) or throws: 404 unknown job, 400 payload not of this job, 409 already applied,
 *  409 job closed, 403 email not verified, 422 requiredToApply mismatches (titles in `fields`). */
export async function applyToJob(
  app: FastifyInstance,
  worker: SessionUser,
  input: ApplyToJobInput,
): Promise<{ _id: string }> {
  const found = await findJob(app.db, input.job_id);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const { row: job, organization } = found;
  if (input.organization_id !== job.organizationId || input.gw_job_id !== job.gwJobId) {
    throw new AppError('BAD_REQUEST', MESSAGES.errors.badRequest);
  }
  if (await findWorkerApplication(app.db, worker.id, job.id)) throw new AppError('CONFLICT', MESSAGES.alreadyApplied);
  if (job.status !== 'open') throw new AppError('CONFLICT', MESSAGES.errors.jobClosed);
  if (!worker.emailVerified) throw new AppError('FORBIDDEN', MESSAGES.errors.emailNotVerified);

  const profile = (await loadWorkerProfile(app.db, worker.id)) ?? {};
  const mismatches = requiredToApplyMismatches(organization.preferences?.requiredToApply ?? [], found.api, profile);
  if (mismatches.length > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      MESSAGES.requiredFieldsMismatch,
      Object.fromEntries(mismatches.map((m) => [m.key, m.title])),
    );
  }

  const autoOffer = found.api.requirements.auto_offer === true;
  return app.db.transaction(async (tx) => {
    // The unique (worker, job) index decides between concurrent applies: the loser inserts nothing.
    const [created] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        workerId: worker.id,
        organizationId: job.organizationId,
        recruiterId: job.recruiterId,
        gwJobId: job.gwJobId,
        status: input.status,
        autoOfferConsent: autoOffer && input.auto_offer_consent,
      })
      .onConflictDoNothing({ target: [applications.workerId, applications.jobId] })
      .returning({ id: applications.id });
    if (!created) throw new AppError('CONFLICT', MESSAGES.alreadyApplied);
    await tx.insert(statusHistory).values({
      applicationId: created.id,
      fromStatus: null,
      toStatus: input.status,
      byUserId: worker.id,
      decisionMaker: 'Worker',
    });
    await tx
      .update(jobs)
      .set({ appliedCount: sql`${jobs.appliedCount} + 1` })
      .where(eq(jobs.id, job.id));
    await emitOrgEvent(tx, job.organizationId, 'application.created', {
      application_id: created.id,
      job_id: job.id,
      gw_job_id: job.gwJobId,
      worker_id: worker.id,
      status: input.status,
    });
    if (found.recruiterEmail) {
      await app.mailer.queue(tx, {
        to: found.recruiterEmail,
        subject: `New application for ${job.title} (${job.gwJobId})`,
        text: `${worker.firstName} ${worker.lastName} applied for ${job.title} (${job.gwJobId}). Review it in CareLink under Applications > New.`,
      });
    }
    return { _id: created.id };
  });
}
