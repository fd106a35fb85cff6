// Use case: a worker applies to a job (spec sections 4, 5 and 7). Every check the client makes is made again here
// (domain canApply). A verified worker's application goes through the one writer of moves at once; an unverified
// worker's is held, the verification link is sent at once, and the verification submits it (spec section 5).
import { MESSAGES, routes } from '@/domain/shared';
import { applyBlockMessage, applyHolds, type ApplyToJobInput } from '@/domain/applications';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { heldApplications } from '../../db/schema';
import { findJob } from '../../data/find-job';
import { queueVerification } from '../../mail/verification';
import { moveDeps } from '../../pipeline/move-application';
import { applyCheck, submitApplication, type FoundJob } from '../../pipeline/submit-application';

/** The answer of an apply: the application (201), or the application held until the email is verified (202). */
export type ApplyResult = { _id: string; held?: undefined } | { held: true; _id?: undefined };

/**
 * Creates the application (status New), or holds it while the worker's email is unverified; otherwise throws: 404
 * unknown job, 400 payload not of this job, 409 already applied (a withdrawn application does not count), 409 job
 * closed, 422 requiredToApply mismatches (titles in `fields`).
 */
export async function applyToJob(
  app: FastifyInstance,
  worker: SessionUser,
  input: ApplyToJobInput,
): Promise<ApplyResult> {
  const found = await findJob(app.db, input.job_id);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  if (input.organization_id !== found.row.organizationId || input.gw_job_id !== found.row.gwJobId) {
    throw new AppError('BAD_REQUEST', MESSAGES.errors.badRequest);
  }
  const { block, mismatches } = await applyCheck(app.db, worker, found);
  if (block === 'already-applied' || block === 'job-closed') throw new AppError('CONFLICT', applyBlockMessage(block));
  if (block === 'required-mismatch') {
    throw new AppError(
      'UNPROCESSABLE',
      applyBlockMessage(block),
      Object.fromEntries(mismatches.map((m) => [m.key, m.title])),
    );
  }
  if (applyHolds(block)) return holdApplication(app, worker, found, input.auto_offer_consent);
  return app.db.transaction((tx) => submitApplication(tx, moveDeps(app), worker, found, input.auto_offer_consent));
}

/**
 * Holds the application of an unverified worker (no organization sees it) and sends the verification link at once,
 * once per held application (outbox dedupe key); pressing Apply again on a held application changes nothing.
 */
async function holdApplication(
  app: FastifyInstance,
  worker: SessionUser,
  found: FoundJob,
  autoOfferConsent: boolean,
): Promise<ApplyResult> {
  await app.db.transaction(async (tx) => {
    const [held] = await tx
      .insert(heldApplications)
      .values({ workerId: worker.id, jobId: found.row.id, autoOfferConsent })
      .onConflictDoNothing({ target: [heldApplications.workerId, heldApplications.jobId] })
      .returning({ id: heldApplications.id });
    if (!held) return;
    // A reminder beside the apply: past the mail limits it is left out, the apply is not refused (issue 41).
    await queueVerification(
      app,
      tx,
      worker.id,
      worker.email,
      routes.workJourney(),
      `verify:held:${held.id}`,
      worker.role,
      'skip',
    );
    // The worker's job detail now says the application is held.
  });
  return { held: true };
}
