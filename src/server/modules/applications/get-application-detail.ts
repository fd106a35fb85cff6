// Use case: everything the application detail page shows, for a caller allowed to see the application.
import { compareJobToProfile, comparedRowToApi, matchScore } from '@/domain/jobs';
import { can, MESSAGES } from '@/domain/shared';
import type { DecisionMaker } from '@/domain/shared';
import { jobOnTermsOfRecord, postedOfferTerms, resolvedTerms } from '@/domain/offers';
import { agreedTermsOf } from '../../data/agreed-terms';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess } from '../../policies';
import { jobToApi } from '../../data/job-mapper';
import { loadWorkerProfile } from '../../data/worker-profiles';
import { applicationRow, historyOf, jobWithPeople, offersOf, publicUser, recruiterOptions, userToApi } from './queries';

/** The application, its job, the worker's profile and comparison, history and offers. */
export async function getApplicationDetail(db: Db, user: SessionUser, applicationId: string) {
  const app = assertApplicationAccess(user, await applicationRow(db, applicationId));
  const [jobRow, profile, history, offerList, worker, assigned, agreed] = await Promise.all([
    jobWithPeople(db, app.jobId),
    loadWorkerProfile(db, app.workerId),
    historyOf(db, app.id),
    offersOf(db, app.id),
    publicUser(db, app.workerId),
    app.recruiterId ? publicUser(db, app.recruiterId) : Promise.resolve(undefined),
    agreedTermsOf(db, app.id),
  ]);
  if (!jobRow || !worker || !agreed) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const job = jobToApi(jobRow.job, {
    organizationName: jobRow.orgName,
    recruiterName: jobRow.recFirst ? `${jobRow.recFirst} ${jobRow.recLast ?? ''}`.trim() : null,
    recruiterImage: jobRow.recImage,
  });
  const p = profile ?? {};
  // Issue 42: after acceptance the comparison and the match read the agreed terms, as the job summary does.
  const asAgreed = jobOnTermsOfRecord(job, agreed);
  const comparison = compareJobToProfile(asAgreed, p).map(comparedRowToApi);
  const seesContact = can(user.role, 'workers.viewContact');
  const assignsRecruiter = can(user.role, 'applications.assignRecruiter');
  return {
    application: {
      applicationId: app.id,
      job_id: app.jobId,
      gw_job_id: app.gwJobId,
      worker_id: app.workerId,
      recruiter_id: app.recruiterId,
      organization_id: app.organizationId,
      status: app.status,
      offer_status: app.offerStatus ?? null,
      auto_offer_consent: app.autoOfferConsent,
      decision_maker: (app.decisionMaker as DecisionMaker | null) ?? null,
      decision_reason: app.decisionReason,
      decision_notes: app.decisionNotes,
      version: app.version,
      created_at: app.createdAt.toISOString(),
      updated_at: app.updatedAt.toISOString(),
      status_changed_at: app.statusChangedAt.toISOString(),
    },
    job,
    worker: { id: worker.id, name: `${worker.firstName} ${worker.lastName}`.trim(), image: worker.image, profile },
    worker_user: seesContact ? userToApi(worker) : null,
    assigned_recruiter: assigned
      ? { id: assigned.id, name: `${assigned.firstName} ${assigned.lastName}`.trim() }
      : null,
    recruiter_options: assignsRecruiter ? await recruiterOptions(db, app.organizationId) : null,
    comparison,
    match: matchScore(asAgreed, p),
    agreed_terms: agreed,
    history,
    offers: offerList.map((o, i) => ({
      ...o,
      resolved_terms: resolvedTerms(postedOfferTerms(jobRow.job.details), offerList.slice(0, i + 1)),
      accepted: agreed.standing === 'agreed' && agreed.version === o.version,
    })),
  };
}
