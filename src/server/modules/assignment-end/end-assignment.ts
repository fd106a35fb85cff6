// Ending an assignment early (issue 45): the preview of what is still owed, and the end itself — the organization's
// side (an organization user or the assigned recruiter) with any reason, or the worker's notice with her reason. One
// transaction records the termination and, when the effective date has come, moves the application to Done through
// the one writer of moves with the reason in History; a later effective date reaches Done through the sweep once its
// last week is approved (finish-assignments.ts). Approved weeks never change: an effective date inside one is refused.
import { eq } from 'drizzle-orm';
import {
  ASSIGNMENT_END_MESSAGES as M,
  effectiveDateRefusal,
  noticeTermOf,
  reasonRefusal,
  terminationOwed,
  type TerminationInput,
  type TerminationReason,
  type TerminationSide,
} from '@/domain/assignment-end';
import { localDateOf } from '@/domain/pay';
import { MESSAGES } from '@/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { applications, terminations } from '../../db/schema';
import { agreedTermsOf } from '../../data/agreed-terms';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { terminationSideOf } from '../../policies';
import { announceApplication } from '../../queue/live-changes';
import { moveDeps } from '../../pipeline/move-application';
import { finishAssignment } from './finish-assignments';
import { terminationView } from '../../data/termination-record';
import { ledgerWeeks, placementOf, terminationRow, termsOf } from './queries';

const RUNNING = ['Cleared', 'Working'];

/** Everything an end reads: the placement, the caller's side, the terms, today, the ledger and the notice term. */
async function endContext(db: DbOrTx, user: SessionUser, applicationId: string, now: Date) {
  const p = await placementOf(db, applicationId);
  const side = p ? terminationSideOf(user, p, p.jobRecruiterId) : null;
  if (!p || !side) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  if (await terminationRow(db, p.id)) throw new AppError('CONFLICT', M.errors.alreadyEnded);
  if (!RUNNING.includes(p.status)) throw new AppError('CONFLICT', M.errors.notWorking);
  const terms = await termsOf(db, p.id);
  if (!terms) throw new AppError('UNPROCESSABLE', M.errors.termsMissing);
  const today = localDateOf(terms.time_zone, now.toISOString());
  if (today < terms.start_date) throw new AppError('CONFLICT', M.errors.notStarted(terms.start_date));
  const weeks = await ledgerWeeks(db, p.id);
  const notice = noticeTermOf((await agreedTermsOf(db, p.id))?.terms);
  return { p, side, terms, today, weeks, notice };
}
type EndContext = Awaited<ReturnType<typeof endContext>>;

/** The default reason of a side's preview (the worker gives notice at her request). */
const defaultReason = (side: TerminationSide): TerminationReason =>
  side === 'worker' ? 'worker_request' : 'low_census';

/** What ending on `effectiveDate` owes, or 422 naming the field. */
function owedFor(ctx: EndContext, reason: TerminationReason, effectiveDate: string) {
  const refusal = effectiveDateRefusal(ctx.terms, ctx.weeks, effectiveDate);
  if (refusal) throw new AppError('UNPROCESSABLE', Object.values(refusal)[0], refusal);
  return terminationOwed({
    terms: ctx.terms,
    notice: ctx.notice,
    reason,
    noticeDate: ctx.today,
    effectiveDate,
    weeks: ctx.weeks,
  });
}

/**
 * GET /api/applications/{id}/termination-preview: what is still owed, before the confirmation (today, the facility's,
 * when no effective date is given). Either side may preview any reason: the worker sees what the organization's end
 * would owe her before it is confirmed; only an end itself is held to the side's reasons (endAssignment).
 */
export async function previewTermination(
  db: DbOrTx,
  user: SessionUser,
  applicationId: string,
  q: { effective_date?: string; reason_code?: TerminationReason },
  now: Date,
) {
  const ctx = await endContext(db, user, applicationId, now);
  const reason = q.reason_code ?? defaultReason(ctx.side);
  const effectiveDate = q.effective_date ?? ctx.today;
  return { application_id: ctx.p.id, side: ctx.side, reason_code: reason, ...owedFor(ctx, reason, effectiveDate) };
}

/** POST /api/applications/{id}/termination: the organization ends the assignment, or the worker gives notice. */
export async function endAssignment(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
  input: TerminationInput,
  now: Date,
) {
  return app.db.transaction(async (tx) => {
    // Serialize two ends of one application: the second reads the first's row and is refused.
    await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId)).for('update');
    const ctx = await endContext(tx, user, applicationId, now);
    const note = input.note?.trim() || null;
    const refusal = reasonRefusal(ctx.side, input.reason_code, note);
    if (refusal) throw new AppError('UNPROCESSABLE', Object.values(refusal)[0], refusal);
    const owed = owedFor(ctx, input.reason_code, input.effective_date);
    const [row] = await tx
      .insert(terminations)
      .values({
        applicationId: ctx.p.id,
        organizationId: ctx.p.organizationId,
        workerId: ctx.p.workerId,
        side: ctx.side,
        reasonCode: input.reason_code,
        note,
        noticeDate: ctx.today,
        effectiveDate: input.effective_date,
        owed: owed as unknown as Record<string, unknown>,
        createdBy: user.id,
      })
      .returning();
    let status = ctx.p.status;
    if (input.effective_date <= ctx.today) {
      await finishAssignment(tx, moveDeps(app), {
        placement: ctx.p,
        actor: { id: user.id, role: user.role, name: `${user.firstName} ${user.lastName}`.trim() },
        termination: row,
      });
      status = 'Done';
    } else {
      // Both sides' open pages learn of the notice now; Done follows when the effective date has come.
      await announceApplication(tx, ctx.p);
    }
    return terminationView((await terminationRow(tx, ctx.p.id)) ?? row, status);
  });
}

/** GET /api/applications/{id}/termination: the recorded termination (null when none), to either side. */
export async function getTermination(db: DbOrTx, user: SessionUser, applicationId: string) {
  const p = await placementOf(db, applicationId);
  if (!p || !terminationSideOf(user, p, p.jobRecruiterId)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const row = await terminationRow(db, p.id);
  return { application_id: p.id, termination: row ? terminationView(row, p.status) : null };
}
