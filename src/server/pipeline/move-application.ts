// The one writer of application moves. Every change of an application's status or offer status — apply, a pipeline
// move (PATCH /api/application-journey), an offer, re-offer or counter, an accept or decline, a withdrawal — and every
// recruiter assignment goes through moveApplication(). In one transaction it:
//   1. writes the row (insert for an apply, else an update guarded by the expected version), bumping `version` in SQL;
//   2. writes exactly one status_history row (kind, decision maker, reason and notes: what History shows);
//   3. queues the webhook through the outbox (application.created for an apply, application.status_changed for a
//      status or offer move; an assignment changes neither and queues none);
//   4. when the move accepts an offer, creates the onboarding checklist (issue 31); when it enters Cleared or Working
//      and the application was never cleared (`cleared_at`, written here once, issue 41), applies the Cleared rule
//      (contract signed, every required item verified) and refuses with what is missing unless an organization user's
//      override (with its reason) comes with the move; a move into Working or Done waits for the assignment's start
//      date (domain moveDateRefusal, issues 42 and 44);
//   5. stores the other side's notification-centre item (domain moveNotification()) and queues their email through the
//      outbox with a dedupe key (domain moveRecipient()), unless they chose "in the app only" for the kind.
// Callers authorize and judge the move with the domain rules first (canChangeStatus, offerSubmission, offerResponse);
// this writer does not decide whether a move is allowed, only records it completely and exactly once.
import { and, eq, sql } from 'drizzle-orm';
import {
  applicationStateText,
  moveDateRefusal,
  moveLabel,
  moveMailKey,
  moveRecipient,
  type ApplicationStatus,
  type MoveKind,
} from '@/domain/applications';
import { moveNotification, notificationEmail } from '@/domain/notifications';
import { FILLING_STATUSES } from '@/domain/jobs';
import { acceptsExtension, acceptsOffer, agreedTermsSummary, type OfferSide, type OfferStatus } from '@/domain/offers';
import { MESSAGES, moveDecisionMaker, routes, type DecisionMaker, type Role } from '@/domain/shared';
import type { DbOrTx } from '../db/client';
import { applications, jobs, offers, statusHistory, users } from '../db/schema';
import { agreedTermsOf } from '../data/agreed-terms';
import { clearanceBlockersOf, createChecklist } from '../data/onboarding';
import { missingAssignmentTermsOf } from '../data/assignment-terms';
import { clearingTermsRefusal, TIME_STATUSES } from '@/domain/timesheets';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import { needsClearance } from '@/domain/onboarding';
import { isoDay } from '@/domain/profile';
import { AppError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { emitOrgEvent } from '../queue/org-events';
import { announceApplication } from '../queue/live-changes';
import { emailWanted, notifyUser } from '../queue/notify-user';
import { contractOnMove } from './contract-on-move';
import { closeJobIfFilled } from './close-filled-job';
import { isWorker } from '../policies';

/** A stored application row. */
export type ApplicationRow = typeof applications.$inferSelect;

/** The values of a new application (an apply). */
export interface NewApplication {
  jobId: string;
  workerId: string;
  organizationId: string;
  recruiterId: string | null;
  gwJobId: string;
  autoOfferConsent: boolean;
}

/** Who makes the move: a signed-in user, or the system (null id, e.g. an auto-offer acceptance). */
export interface MoveActor {
  id: string | null;
  role: Role | null;
  /** The side the actor is on for offer moves; derived from the role when absent. */
  side?: OfferSide | null;
  name?: string;
}

/** One move. */
export interface ApplicationMove {
  /** The application to move, or the application an apply creates. */
  target: { applicationId: string } | { create: NewApplication };
  kind: MoveKind;
  /** The status after the move (an assignment keeps the stored status whatever is given). */
  to: ApplicationStatus;
  /** The offer status after the move; undefined keeps the stored one. */
  offerStatus?: OfferStatus | null;
  actor: MoveActor;
  /** Decision maker, reason and notes; the maker defaults to the actor's role. Recorded on the row and in History. */
  decision?: { maker?: DecisionMaker | null; reason?: string | null; notes?: string | null };
  /** Optimistic concurrency: refuse (409) unless the stored version is this one. */
  expectedVersion?: number;
  /** Refuse (409) unless the stored status is this one (guards a move judged on a status read earlier). */
  expectedStatus?: ApplicationStatus;
  /** Extra columns written with the move (e.g. recruiterId for an assignment). */
  set?: Partial<Pick<ApplicationRow, 'recruiterId' | 'autoOfferConsent'>>;
  /** Notes for History when the move carries no decision (e.g. the assigned recruiter's name). */
  historyNotes?: string | null;
  /**
   * An organization user's override of the Cleared rule, with its reason (the caller checked the role). The move is
   * recorded with what was missing and the reason in History.
   */
  clearanceOverride?: { reason: string };
}

/** What a move wrote. */
export interface MovedApplication {
  application: ApplicationRow;
  from: ApplicationStatus | null;
  historyId: number;
}

/** Side effects outside the database that a move needs. */
export interface MoveDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** Moves that store a new offer version: the terms are open again until it is accepted. */
const OFFER_MOVES = new Set<MoveKind>(['offer', 're-offer', 'counter']);

const sideOf = (actor: MoveActor): OfferSide | null =>
  actor.side !== undefined ? actor.side : actor.role === null ? null : isWorker(actor) ? 'worker' : 'recruiter';

/** Statuses on which time is recorded (Cleared, Working): entering them needs the assignment's pay terms. */
const isTimeStatus = (s: string) => (TIME_STATUSES as readonly string[]).includes(s);

/**
 * Records one application move in one transaction (a savepoint when `db` is already a transaction): the row, one
 * history row, the webhook and the email. Throws AppError 404 (unknown application) or 409 (stale version/status).
 */
export async function moveApplication(db: DbOrTx, deps: MoveDeps, move: ApplicationMove): Promise<MovedApplication> {
  return db.transaction(async (tx) => {
    const side = sideOf(move.actor);
    const maker: DecisionMaker | null =
      move.decision?.maker ?? (move.actor.role ? moveDecisionMaker(move.actor.role) : null);
    const reason = move.decision?.reason?.trim() || null;
    const notes = move.decision?.notes?.trim() || null;
    const recordsDecision = move.kind !== 'assign';
    let overrideNotes: string | null = null;

    let from: ApplicationStatus | null;
    let row: ApplicationRow;
    if ('create' in move.target) {
      from = null;
      // The unique (worker, job) index of standing applications decides between concurrent applies: the loser
      // inserts nothing. A withdrawn application is outside the index (the worker may apply again).
      const [created] = await tx
        .insert(applications)
        .values({
          ...move.target.create,
          status: move.to,
          offerStatus: move.offerStatus ?? null,
          decisionMaker: maker,
        })
        .onConflictDoNothing({
          target: [applications.workerId, applications.jobId],
          where: sql`${applications.offerStatus} is distinct from 'Withdrawn'`,
        })
        .returning();
      if (!created) throw new AppError('CONFLICT', MESSAGES.alreadyApplied);
      row = created;
    } else {
      const [current] = await tx
        .select({
          status: applications.status,
          version: applications.version,
          clearedAt: applications.clearedAt,
          acceptedOfferVersion: applications.acceptedOfferVersion,
        })
        .from(applications)
        .where(eq(applications.id, move.target.applicationId))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
      if (move.expectedVersion !== undefined && move.expectedVersion !== current.version)
        throw new AppError('CONFLICT', MESSAGES.errors.staleUpdate);
      if (move.expectedStatus !== undefined && move.expectedStatus !== current.status)
        throw new AppError('CONFLICT', MESSAGES.errors.staleUpdate);
      from = current.status;
      const to = move.kind === 'assign' ? from : move.to;
      // Cleared means cleared: one rule, whatever road the move took (change status, quick-advance, board, bulk,
      // offers). Whether the application was cleared before is its own recorded fact, not the status it comes from.
      const clears = from !== to && needsClearance(to, current.clearedAt !== null);
      if (clears) {
        const missing = await clearanceBlockersOf(tx, move.target.applicationId);
        if (missing.length > 0 && !move.clearanceOverride)
          throw new AppError(
            'UNPROCESSABLE',
            ONBOARDING_MESSAGES.clearance.refused(missing),
            Object.fromEntries(missing.map((m, i) => [`missing.${i}`, m])),
          );
        if (move.clearanceOverride)
          overrideNotes = ONBOARDING_MESSAGES.clearance.overrideNotes(move.clearanceOverride.reason.trim(), missing);
      }
      // A placement is cleared to work only with its pay terms complete (issue 44); no override covers it.
      if (from !== to && current.acceptedOfferVersion !== null && isTimeStatus(to) && !isTimeStatus(from)) {
        const refusal = clearingTermsRefusal(await missingAssignmentTermsOf(tx, move.target.applicationId));
        if (refusal) throw new AppError('UNPROCESSABLE', refusal, { terms: refusal });
      }
      // The dates of moves: Working (and Done for a placement) not before the assignment's start.
      if (from !== to && (to === 'Working' || to === 'Done')) {
        const start = (await agreedTermsOf(tx, move.target.applicationId))?.terms.schedule?.start_date;
        const refusal = moveDateRefusal({
          to,
          startDate: typeof start === 'string' ? start : null,
          placement: current.acceptedOfferVersion !== null,
          today: isoDay(new Date()),
        });
        if (refusal) throw new AppError('UNPROCESSABLE', refusal, { status: refusal });
      }
      const [updated] = await tx
        .update(applications)
        .set({
          ...move.set,
          status: to,
          ...(move.offerStatus !== undefined ? { offerStatus: move.offerStatus } : {}),
          ...(recordsDecision
            ? { decisionMaker: maker, decisionReason: reason, decisionNotes: overrideNotes ?? notes }
            : {}),
          // Accepting the live offer (or an extension) records its version (the agreed terms of record); a new offer
          // reopens them, except on a Working assignment: its contract stays in force while an extension is discussed.
          ...(acceptsOffer(from, to) || acceptsExtension(move.kind, from, to)
            ? {
                acceptedOfferVersion: sql`(select max(${offers.version}) from ${offers} where ${offers.applicationId} = ${applications.id})`,
              }
            : OFFER_MOVES.has(move.kind) && from !== 'Working'
              ? { acceptedOfferVersion: null }
              : {}),
          ...(from !== to ? { statusChangedAt: sql`now()` } : {}),
          // Written once: the first move into Cleared or Working that passed the rule (or was overridden).
          ...(clears ? { clearedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
          version: sql`${applications.version} + 1`,
        })
        .where(and(eq(applications.id, move.target.applicationId), eq(applications.version, current.version)))
        .returning();
      if (!updated) throw new AppError('CONFLICT', MESSAGES.errors.staleUpdate);
      row = updated;
    }

    // clock_timestamp(): two moves in one transaction (an offer, then its automatic acceptance) keep their order.
    const [history] = await tx
      .insert(statusHistory)
      .values({
        applicationId: row.id,
        fromStatus: from,
        toStatus: row.status,
        byUserId: move.actor.id,
        decisionMaker: recordsDecision ? maker : null,
        reason: recordsDecision ? reason : null,
        notes: recordsDecision ? (overrideNotes ?? notes) : (move.historyNotes ?? null),
        kind: move.kind,
        offerStatus: row.offerStatus,
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: statusHistory.id });
    // Accepting an offer drafts the assignment contract; a new offer voids the live one (issue 31).
    await contractOnMove(tx, deps, {
      kind: move.kind,
      from,
      row,
      actor: { id: move.actor.id, name: move.actor.name ?? null },
    });
    // Accepting the offer starts the placement: its onboarding checklist, from the job and the organization's items.
    if (from !== null && acceptsOffer(from, row.status)) await createChecklist(tx, row);
    // A placement entering Working or Done may fill the job's last opening: the job then closes (issue 42).
    if (from !== row.status && (FILLING_STATUSES as readonly string[]).includes(row.status))
      await closeJobIfFilled(tx, row.jobId);
    // Every open page showing it (worker, recruiter, organization) refetches on commit.
    await announceApplication(tx, row);

    if (move.kind === 'apply') {
      await emitOrgEvent(tx, row.organizationId, 'application.created', {
        application_id: row.id,
        job_id: row.jobId,
        gw_job_id: row.gwJobId,
        worker_id: row.workerId,
        status: row.status,
      });
    } else if (move.kind !== 'assign') {
      await emitOrgEvent(tx, row.organizationId, 'application.status_changed', {
        application_id: row.id,
        gw_job_id: row.gwJobId,
        from_status: from,
        to_status: row.status,
        offer_status: row.offerStatus,
        move: move.kind,
        decision_maker: row.decisionMaker,
        version: row.version,
        // The terms of record after the move (agreed once an offer is accepted), as every other surface shows them.
        terms: agreedTermsSummary((await agreedTermsOf(tx, row.id))!),
      });
    }

    if (row.status === 'Cleared' && from !== 'Cleared')
      await emitOrgEvent(tx, row.organizationId, 'application.cleared', {
        application_id: row.id,
        gw_job_id: row.gwJobId,
        worker_id: row.workerId,
        from_status: from,
        overridden: overrideNotes !== null,
        version: row.version,
      });

    await announceMove(tx, deps, move, row, side);
    return { application: row, from, historyId: history.id };
  });
}

/**
 * Tells the other side of a move: the notification-centre item (domain moveNotification()) and the email (domain
 * moveRecipient()), both in the move's transaction. The email of a kind the person set to "in the app only" is not
 * queued; plain status moves email the worker only when they chose email for them.
 */
async function announceMove(
  tx: DbOrTx,
  deps: MoveDeps,
  move: ApplicationMove,
  row: ApplicationRow,
  side: OfferSide | null,
) {
  const recipient = moveRecipient(move.kind, side);
  const note = moveNotification(move.kind, side);
  if (!recipient && !note) return;
  const [ctx] = await tx
    .select({
      title: jobs.title,
      jobRecruiterId: jobs.recruiterId,
      workerEmail: users.email,
      workerFirst: users.firstName,
      workerLast: users.lastName,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, row.workerId))
    .where(eq(jobs.id, row.jobId))
    .limit(1);
  if (!ctx) return;
  const recruiterId = row.recruiterId ?? ctx.jobRecruiterId;
  const userOf = (s: OfferSide) => (s === 'worker' ? row.workerId : recruiterId);
  const workerName = `${ctx.workerFirst} ${ctx.workerLast}`.trim();
  const status = row.status;
  const pathFor = (s: OfferSide) =>
    s === 'worker'
      ? routes.workJourneyDetail(status, row.id)
      : routes.applicationDetail({ status, workerId: row.workerId, gwJobId: row.gwJobId, applicationId: row.id });
  const linkFor = (s: OfferSide) => `${deps.publicUrl.replace(/\/$/, '')}${pathFor(s)}`;
  const who = move.actor.name ?? (side === 'worker' ? workerName : side === 'recruiter' ? 'the recruiter' : 'CareLink');
  const state = applicationStateText(row.status, row.offerStatus);

  // The item under the bell, and whether its person wants the email too.
  let emailOk = true;
  const noteUser = note ? userOf(note.recipient) : null;
  if (note && noteUser) {
    // actorId: whose name `name` is (an account deletion renames it, close-account.ts).
    const actorId = move.actor.name ? move.actor.id : side === 'worker' ? row.workerId : null;
    const data = { name: who, actorId, job: ctx.title, gwJobId: row.gwJobId, status: state };
    await notifyUser(tx, { userId: noteUser, kind: note.kind, data, link: pathFor(note.recipient) });
    emailOk = await emailWanted(tx, noteUser, note.kind);
    if (!recipient && emailOk) {
      const [r] = await tx.select({ email: users.email }).from(users).where(eq(users.id, noteUser)).limit(1);
      if (r)
        await deps.mailer.queue(
          tx,
          { to: r.email, ...notificationEmail(note.kind, data, linkFor(note.recipient)) },
          moveMailKey(row.id, row.version, note.recipient),
        );
    }
  }
  if (!recipient || (note?.recipient === recipient && !emailOk)) return;

  let to: string | null = ctx.workerEmail;
  if (recipient === 'recruiter') {
    if (!recruiterId) return;
    const [r] = await tx.select({ email: users.email }).from(users).where(eq(users.id, recruiterId)).limit(1);
    to = r?.email ?? null;
  }
  if (!to) return;
  const link = linkFor(recipient);
  const message =
    move.kind === 'apply'
      ? {
          to,
          subject: MESSAGES.moveMail.newApplicationSubject(ctx.title, row.gwJobId),
          text: MESSAGES.moveMail.newApplicationText(workerName, ctx.title, row.gwJobId, link),
        }
      : {
          to,
          subject: MESSAGES.moveMail.subject(moveLabel(move.kind) ?? move.kind, ctx.title, row.gwJobId),
          text: MESSAGES.moveMail.text(who, moveLabel(move.kind) ?? move.kind, ctx.title, row.gwJobId, state, link),
        };
  await deps.mailer.queue(tx, message, moveMailKey(row.id, row.version, recipient));
}

/** The dependencies of moveApplication from the Fastify instance. */
export function moveDeps(app: { mailer: Mailer; config: { publicUrl: string } }): MoveDeps {
  return { mailer: app.mailer, publicUrl: app.config.publicUrl };
}
