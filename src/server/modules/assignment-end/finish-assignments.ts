// Done at the end of an assignment (issue 45), through the one writer of moves: an early termination whose effective
// date has come, and — by the hourly sweep — a Working assignment past its end date (or its termination's effective
// date) whose last week is approved (domain isFinished). Each queues the assignment.ended webhook in the move's
// transaction.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ASSIGNMENT_END_MESSAGES as M, isFinished, type TerminationReason } from '@/domain/assignment-end';
import { localDateOf, weekStartOfDate, type AssignmentTerms } from '@/domain/pay';
import type { DbOrTx } from '../../db/client';
import { terminations } from '../../db/schema';
import { moveApplication, moveDeps, type MoveActor, type MoveDeps } from '../../pipeline/move-application';
import { emitOrgEvent } from '../../queue/org-events';
import { ledgerWeeks, workingPlacements, type TerminationRow } from './queries';

interface FinishInput {
  placement: { id: string; organizationId: string; version: number; status?: string };
  actor: MoveActor;
  termination?: Pick<TerminationRow, 'id' | 'side' | 'reasonCode' | 'note' | 'effectiveDate' | 'owed'> | null;
}

/** Moves the application to Done (reason in History), marks its termination ended, and queues assignment.ended. */
export async function finishAssignment(tx: DbOrTx, deps: MoveDeps, f: FinishInput) {
  const t = f.termination ?? null;
  const reason = t ? M.reasons[t.reasonCode as TerminationReason] : null;
  const moved = await moveApplication(tx, deps, {
    target: { applicationId: f.placement.id },
    kind: 'status',
    to: 'Done',
    actor: f.actor,
    decision: t
      ? {
          maker: t.side === 'worker' ? 'Worker' : undefined,
          reason,
          notes: (t.side === 'worker' ? M.workerNotice : M.history)(reason!, t.effectiveDate, t.note),
        }
      : { reason: M.autoDone },
    expectedVersion: f.placement.version,
  });
  if (t) await tx.update(terminations).set({ endedAt: new Date() }).where(eq(terminations.id, t.id));
  const owed = (t?.owed ?? {}) as { owed_to_worker_cents?: number; owed_by_worker_cents?: number };
  await emitOrgEvent(tx, f.placement.organizationId, 'assignment.ended', {
    application_id: f.placement.id,
    early: Boolean(t),
    side: t?.side ?? null,
    reason_code: t?.reasonCode ?? null,
    effective_date: t?.effectiveDate ?? null,
    owed_to_worker_cents: owed.owed_to_worker_cents ?? 0,
    owed_by_worker_cents: owed.owed_by_worker_cents ?? 0,
  });
  return moved;
}

/** The sweep: every Working assignment that is finished moves to Done. Returns the ids moved. */
export async function finishEndedAssignments(app: FastifyInstance, now: Date): Promise<string[]> {
  const moved: string[] = [];
  for (const p of await workingPlacements(app.db)) {
    const terms = p.terms as unknown as AssignmentTerms;
    const endDate = p.terminatedOn ?? terms.end_date;
    const today = localDateOf(terms.time_zone, now.toISOString());
    if (today <= endDate) continue;
    const weeks = await ledgerWeeks(app.db, p.id);
    const lastWeekStart = weekStartOfDate(terms.workweek_starts_on, endDate);
    if (!isFinished({ endDate, today, lastWeekStart, weeks })) continue;
    try {
      await app.db.transaction(async (tx) => {
        const [t] = p.terminationId
          ? await tx.select().from(terminations).where(eq(terminations.id, p.terminationId))
          : [null];
        await finishAssignment(tx, moveDeps(app), { placement: p, actor: { id: null, role: null }, termination: t });
      });
      moved.push(p.id);
    } catch (err) {
      // A move that lost a race (409) is the other writer's; the next sweep reads the new state.
      app.log.warn({ err, applicationId: p.id }, 'assignment end sweep skipped an application');
    }
  }
  return moved;
}

/** Runs the sweep now and every `intervalMs` (hourly); returns a stop function. */
export function startAssignmentEndSweep(app: FastifyInstance, intervalMs = 3_600_000): () => void {
  const run = () =>
    finishEndedAssignments(app, new Date()).catch((err) => app.log.error(err, 'assignment end sweep failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
