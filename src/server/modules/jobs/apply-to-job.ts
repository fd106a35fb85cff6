// Use case: a worker applies to a job (spec sections 4, 5 and 7). Every check the client makes is made
// again here; the application goes through the one writer of moves (row, first history row, application.created
// webhook, recruiter's email) in the transaction that also counts the applicant.
import { eq, sql } from 'drizzle-orm';
import { requiredToApplyMismatches } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import type { ApplyToJobInput } from '@/domain/applications';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { jobs } from '../../db/schema';
import { loadWorkerProfile } from '../../data/worker-profiles';
import { findWorkerApplication } from './queries';
import { findJob } from '../../data/find-job';
import { moveApplication, moveDeps } from '../../pipeline/move-application';
import { bumpJob } from '../../queue/versions';

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
    const { application } = await moveApplication(tx, moveDeps(app), {
      target: {
        create: {
          jobId: job.id,
          workerId: worker.id,
          organizationId: job.organizationId,
          recruiterId: job.recruiterId,
          gwJobId: job.gwJobId,
          autoOfferConsent: autoOffer && input.auto_offer_consent,
        },
      },
      kind: 'apply',
      to: input.status,
      actor: { id: worker.id, role: 'worker', name: `${worker.firstName} ${worker.lastName}`.trim() },
      decision: { maker: 'Worker' },
    });
    await tx
      .update(jobs)
      .set({ appliedCount: sql`${jobs.appliedCount} + 1` })
      .where(eq(jobs.id, job.id));
    // The applied count is on the board and the job (the application's own scopes are bumped by moveApplication).
    await bumpJob(tx, job);
    return { _id: application.id };
  });
}
