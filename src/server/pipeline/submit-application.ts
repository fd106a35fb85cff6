// Submitting an application, now (apply by a verified worker) or later (an application held while the worker's email
// was unverified, submitted by the verification). Both paths judge the apply with the same domain rules and write it
// through the one writer of moves (row, first history row, application.created webhook, recruiter's email).
import { eq, sql } from 'drizzle-orm';
import { canApply, canApplyAgain, requiredToApplyMismatches, type ApplyBlock } from '@/domain/applications';
import type { DbOrTx } from '../db/client';
import { heldApplications, jobs, users } from '../db/schema';
import { findJob } from '../data/find-job';
import { findWorkerApplication } from '../data/worker-applications';
import { loadWorkerProfile } from '../data/worker-profiles';
import { moveApplication, type MoveDeps } from './move-application';

/** A job as findJob returns it. */
export type FoundJob = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/** The worker who applies. */
export interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
}

/**
 * What stands between the worker and an application to the job, in the domain's order (canApply): already applied
 * (a withdrawn application does not count), job closed, requiredToApply mismatches (with their rows), unverified email.
 */
export async function applyCheck(
  db: DbOrTx,
  worker: Applicant,
  found: FoundJob,
): Promise<{ block: ApplyBlock | null; mismatches: ReturnType<typeof requiredToApplyMismatches> }> {
  const [previous, profile] = await Promise.all([
    findWorkerApplication(db, worker.id, found.row.id),
    loadWorkerProfile(db, worker.id),
  ]);
  const mismatches = requiredToApplyMismatches(
    found.organization.preferences?.requiredToApply ?? [],
    found.api,
    profile ?? {},
  );
  const block = canApply({
    emailVerified: worker.emailVerified,
    jobOpen: found.row.status === 'open',
    alreadyApplied: !canApplyAgain(previous),
    mismatches,
  });
  return { block, mismatches };
}

/**
 * Writes the application (status New) through the one writer and counts the applicant on the job, in `tx`. Throws
 * AppError 409 when a concurrent apply won (the unique index of standing applications decides).
 */
export async function submitApplication(
  tx: DbOrTx,
  deps: MoveDeps,
  worker: Applicant,
  found: FoundJob,
  autoOfferConsent: boolean,
): Promise<{ _id: string }> {
  const job = found.row;
  const { application } = await moveApplication(tx, deps, {
    target: {
      create: {
        jobId: job.id,
        workerId: worker.id,
        organizationId: job.organizationId,
        recruiterId: job.recruiterId,
        gwJobId: job.gwJobId,
        autoOfferConsent: found.api.requirements.auto_offer === true && autoOfferConsent,
      },
    },
    kind: 'apply',
    to: 'New',
    actor: { id: worker.id, role: 'worker', name: `${worker.firstName} ${worker.lastName}`.trim() },
    decision: { maker: 'Worker' },
  });
  await tx
    .update(jobs)
    .set({ appliedCount: sql`${jobs.appliedCount} + 1` })
    .where(eq(jobs.id, job.id));
  return { _id: application.id };
}

/**
 * Submits every application the worker pressed while unverified, in the verification's transaction. The held rows
 * are deleted as they are claimed, so a second verification (or a concurrent one) submits nothing again. A held
 * application that can no longer be submitted (job closed, fields no longer matching, applied meanwhile) is dropped.
 * Returns the ids of the applications created.
 */
export async function submitHeldApplications(tx: DbOrTx, deps: MoveDeps, workerId: string): Promise<string[]> {
  const held = await tx.delete(heldApplications).where(eq(heldApplications.workerId, workerId)).returning();
  if (held.length === 0) return [];
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, workerId))
    .limit(1);
  if (!user) return [];
  const worker: Applicant = { ...user, emailVerified: true };
  const created: string[] = [];
  for (const h of held.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const found = await findJob(tx, h.jobId);
    if (!found) continue;
    const { block } = await applyCheck(tx, worker, found);
    if (block) continue;
    created.push((await submitApplication(tx, deps, worker, found, h.autoOfferConsent))._id);
  }
  return created;
}
