// Use case: one job for the signed-in user, with the worker's comparison rows, application and apply state.
import { compareJobToProfile, comparedRowToApi, type JobDetail } from '@/domain/jobs';
import { requiredToApplyMismatches } from '@/domain/applications';
import { profileCompleteness } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { canSeeJob, isWorker } from '../../policies';
import type { SessionUser } from '../../plugins/auth';
import { loadWorkerProfileAt } from '../../data/worker-profiles';
import { publicJob } from '../../data/job-mapper';
import { findWorkerApplication } from '../../data/worker-applications';
import { isHeld } from '../../data/held-applications';
import { findJob } from '../../data/find-job';
import { agreedTermsOf } from '../../data/agreed-terms';
import { jobOnTermsOfRecord } from '@/domain/offers';

/**
 * The job detail; comparison, application and completeness only for a worker. 404 for an unknown job. A signed-out
 * visitor (user null) sees open jobs only, without the recruiter (publicJob).
 */
export async function getJobDetail(
  app: FastifyInstance,
  user: SessionUser | null,
  id: string,
  /** The route's tables' versions, read by the response cache before the handler ran (the worker's profile is kept under them). */
  versions?: Map<string, number>,
): Promise<JobDetail> {
  const found = await findJob(app.db, id);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  if (!user) {
    if (found.row.status !== 'open') throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    return {
      job: publicJob(found.api),
      comparison: null,
      application: null,
      profile_completeness: null,
      profile_complete: null,
      email_verified: false,
      application_held: false,
      required_mismatches: [],
    };
  }
  // A paused or closed job: its organization's staff, admins, and a worker who applied to it (policies.canSeeJob).
  const asWorker = isWorker(user);
  const [profile, application, held] = asWorker
    ? await Promise.all([
        loadWorkerProfileAt(app.db, app.memos, user.id, versions),
        findWorkerApplication(app.db, user.id, found.row.id),
        isHeld(app.db, user.id, found.row.id),
      ])
    : [null, null, false];
  if (!canSeeJob(user, found.row, Boolean(application))) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);

  const p = profile ?? {};
  const completeness = asWorker ? profileCompleteness(p) : null;
  // Issue 42: after acceptance the worker's page shows the agreed terms, not the posted ones (one resolver).
  const agreed = application?.acceptedOfferVersion != null ? await agreedTermsOf(app.db, application.id) : undefined;
  const job = agreed ? jobOnTermsOfRecord(found.api, agreed) : found.api;
  return {
    job,
    ...(agreed?.standing === 'agreed'
      ? { terms_of_record: { standing: agreed.standing, version: agreed.version } }
      : {}),
    comparison: asWorker ? compareJobToProfile(job, p).map(comparedRowToApi) : null,
    application: application
      ? { id: application.id, status: application.status, offer_status: application.offerStatus }
      : null,
    profile_completeness: completeness?.percent ?? null,
    profile_complete: completeness ? completeness.missing.length === 0 : null,
    email_verified: user.emailVerified,
    application_held: held,
    required_mismatches: asWorker
      ? requiredToApplyMismatches(found.organization.preferences?.requiredToApply ?? [], job, p)
      : [],
  };
}
