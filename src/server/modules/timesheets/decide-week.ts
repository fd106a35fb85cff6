// Use cases of a week's state (issue 44): submit (Draft or Disputed → Submitted, a new version each time), approve
// (Submitted → Approved, locked, its statement stored), dispute (Submitted → Disputed, line by line). Each writes its
// History row, announce, webhook and mail in the transaction; the emailed link and the contract's deadline approve
// through the same function as the app.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  TIMESHEET_MESSAGES as M,
  APPROVAL_LINK_DAYS,
  approvalLinkExpiry,
  approvalReminderAt,
  autoApproveAt,
  canDecideWeek,
  canSubmitWeek,
  correctionRefusal,
  type CorrectionInput,
  type DisputeInput,
  type WeekStatus,
} from '@/domain/timesheets';
import { MESSAGES } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { timesheetVersions, timesheetWeeks, users } from '../../db/schema';
import { issueWeekInvoices } from '../../data/invoice-issue';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { canDecideTimesheet, assertOwnApplication } from '../../policies';
import { enqueue } from '../../queue/outbox';
import { termsOf, ensureAssignment } from './assignment';
import { entryView } from './entry-view';
import { correctionsOf, entriesOf, placementOf, versionsOf, weekRow, type Placement, type WeekRow } from './queries';
import { approvalLink, approvalUrl } from './approval-link';
import { hashToken } from '../../security/tokens';
import { assignmentStatements } from './week-view';
import { announceTimesheet, emitWeekEvent, notifyWeek, recordHistory, type WeekActor } from './week-events';

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** Outbox jobs: the 24-hour reminder and the contract's automatic approval of a submitted version. */
export const TIMESHEET_REMINDER_JOB = 'timesheet-reminder';
export const TIMESHEET_AUTO_APPROVE_JOB = 'timesheet-auto-approve';

/** The week of a placement, locked, or 404 when it has none. */
async function lockedWeek(tx: DbOrTx, p: Placement, weekStart: string, missing: string) {
  const w = await weekRow(tx, p.id, weekStart, true);
  if (!w) throw new AppError('CONFLICT', missing, { weekStart: missing });
  return w;
}

/** Who approves by email: the assigned recruiter (the application's, else the job's), else the organization's users. */
async function approverEmails(tx: DbOrTx, p: Placement): Promise<string[]> {
  const recruiter = p.recruiterId ?? p.jobRecruiterId;
  if (recruiter) {
    const [r] = await tx
      .select({ email: users.email, active: users.active })
      .from(users)
      .where(eq(users.id, recruiter));
    if (r?.active) return [r.email];
  }
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, p.organizationId), eq(users.role, 'organization'), eq(users.active, true)));
  return rows.map((r) => r.email);
}

/** Emails the approval link of a week's submitted version; returns the link's stored columns. */
async function sendApprovalLink(app: App, tx: DbOrTx, p: Placement, week: WeekRow, now: Date, subject: string) {
  const expiresAt = approvalLinkExpiry(now);
  const { token, tokenHash } = approvalLink(app.config.sessionSecret, week.id, week.version, expiresAt);
  const link = approvalUrl(app.config.publicUrl, token);
  for (const to of await approverEmails(tx, p))
    await app.mailer.queue(tx, {
      to,
      subject,
      text: M.mail.approvalText(p.workerName, week.weekStart, `${p.jobTitle} (${p.gwJobId})`, link, APPROVAL_LINK_DAYS),
    });
  return { tokenHash, tokenExpiresAt: expiresAt };
}

/** POST …/submit: the worker submits a Draft or resubmits a Disputed week as the next version. */
export async function submitWeek(
  app: App,
  user: SessionUser,
  applicationId: string,
  weekStart: string,
  now = new Date(),
) {
  return app.db.transaction(async (tx) => {
    const p = assertOwnApplication(user, (await placementOf(tx, applicationId)) ?? undefined);
    const terms = termsOf(await ensureAssignment(tx, p));
    const week = await lockedWeek(tx, p, weekStart, M.errors.emptyWeek);
    if (!canSubmitWeek(week.status as WeekStatus)) throw new AppError('CONFLICT', M.errors.cannotSubmit);
    const rows = await entriesOf(tx, week.id);
    if (rows.some((r) => !r.endAt))
      throw new AppError('UNPROCESSABLE', M.errors.breakOpen, { kind: M.errors.breakOpen });
    if (rows.length === 0) throw new AppError('UNPROCESSABLE', M.errors.emptyWeek, { entries: M.errors.emptyWeek });
    const version =
      week.status === 'draft' && (await versionsOf(tx, week.id)).length === 0 ? week.version : week.version + 1;
    const corrections = await correctionsOf(tx, p.id);
    await tx.insert(timesheetVersions).values({
      weekId: week.id,
      version,
      status: 'submitted',
      entries: rows.map((r) => entryView(terms, r, corrections)) as unknown as Record<string, unknown>[],
      submittedBy: user.id,
      submittedAt: now,
    });
    const submitted = { ...week, version, status: 'submitted' };
    const link = await sendApprovalLink(app, tx, p, submitted, now, M.mail.approvalSubject(p.workerName, weekStart));
    const deadline = autoApproveAt(now, terms.auto_approve_hours);
    const [updated] = await tx
      .update(timesheetWeeks)
      .set({
        status: 'submitted',
        version,
        submittedAt: now,
        autoApproveAt: deadline,
        reminderSentAt: null,
        ...link,
        updatedAt: now,
      })
      .where(eq(timesheetWeeks.id, week.id))
      .returning();
    await enqueue(
      tx,
      TIMESHEET_REMINDER_JOB,
      { weekId: week.id, version },
      {
        runAt: approvalReminderAt(now),
        dedupeKey: `timesheet-reminder:${week.id}:${version}`,
      },
    );
    if (deadline)
      await enqueue(
        tx,
        TIMESHEET_AUTO_APPROVE_JOB,
        { weekId: week.id, version },
        {
          runAt: deadline,
          dedupeKey: `timesheet-auto-approve:${week.id}:${version}`,
        },
      );
    await recordHistory(tx, updated, { id: user.id }, 'submitted', M.history.submitted(version));
    await emitWeekEvent(tx, p, updated, 'timesheet.submitted');
    await notifyWeek(tx, app, p, updated, 'submitted');
    await announceTimesheet(tx, p);
    return updated;
  });
}

/** Approves a submitted week's current version (any road): the statement is stored and the week locked. */
export async function approveLocked(
  app: App,
  tx: DbOrTx,
  p: Placement,
  week: WeekRow,
  actor: WeekActor,
  text: string,
  now: Date,
) {
  if (!canDecideWeek(week.status as WeekStatus)) throw new AppError('CONFLICT', M.errors.notSubmitted);
  const terms = termsOf(await ensureAssignment(tx, p));
  const statement = (await assignmentStatements(tx, p, terms, [week.weekStart])).get(week.weekStart)!;
  await tx
    .update(timesheetVersions)
    .set({
      status: 'approved',
      statement: statement as unknown as Record<string, unknown>,
      decidedBy: actor.id,
      decidedAt: now,
    })
    .where(and(eq(timesheetVersions.weekId, week.id), eq(timesheetVersions.version, week.version)));
  const [updated] = await tx
    .update(timesheetWeeks)
    .set({
      status: 'approved',
      approvedAt: now,
      approvedBy: actor.id,
      tokenHash: null,
      autoApproveAt: null,
      updatedAt: now,
    })
    .where(eq(timesheetWeeks.id, week.id))
    .returning();
  await recordHistory(tx, updated, actor, 'approved', text);
  // The approved week's invoice (issue 45), billed from the statement just stored, when the placement has a rate card.
  await issueWeekInvoices(tx, p, updated, statement, now);
  await emitWeekEvent(tx, p, updated, 'timesheet.approved', { gross_cents: statement.gross_cents });
  await notifyWeek(tx, app, p, updated, 'approved');
  await announceTimesheet(tx, p);
  return updated;
}

/** Disputes lines of a submitted week's current version, each with its reason. */
export async function disputeLocked(
  app: App,
  tx: DbOrTx,
  p: Placement,
  week: WeekRow,
  actor: WeekActor,
  input: DisputeInput,
  now: Date,
) {
  if (!canDecideWeek(week.status as WeekStatus)) throw new AppError('CONFLICT', M.errors.notSubmitted);
  const [v] = await tx
    .select()
    .from(timesheetVersions)
    .where(and(eq(timesheetVersions.weekId, week.id), eq(timesheetVersions.version, week.version)));
  const ids = new Set((v?.entries ?? []).map((e) => String(e.id)));
  const fields: Record<string, string> = {};
  input.lines.forEach((l, i) => {
    if (!ids.has(l.entry)) fields[`lines.${i}.entry`] = M.errors.unknownEntry;
  });
  if (Object.keys(fields).length) throw new AppError('UNPROCESSABLE', M.errors.unknownEntry, fields);
  await tx
    .update(timesheetVersions)
    .set({ status: 'disputed', disputes: input.lines, decidedBy: actor.id, decidedAt: now })
    .where(eq(timesheetVersions.id, v!.id));
  const [updated] = await tx
    .update(timesheetWeeks)
    .set({ status: 'disputed', tokenHash: null, autoApproveAt: null, updatedAt: now })
    .where(eq(timesheetWeeks.id, week.id))
    .returning();
  await recordHistory(
    tx,
    updated,
    actor,
    'disputed',
    M.history.disputed(week.version, input.lines.length),
    input.lines.map((l) => l.reason).join('\n'),
  );
  await emitWeekEvent(tx, p, updated, 'timesheet.disputed', { lines: input.lines });
  await notifyWeek(tx, app, p, updated, 'disputed');
  await announceTimesheet(tx, p);
  return updated;
}

/** The placement and week an organization-side user decides on, or 404. */
async function decidable(tx: DbOrTx, user: SessionUser, applicationId: string, weekStart: string) {
  const p = await decidingPlacement(tx, user, applicationId);
  return { p, week: await lockedWeek(tx, p, weekStart, M.errors.notSubmitted) };
}

/** The placement an organization-side user decides weeks of (policies.canDecideTimesheet), or 404. */
async function decidingPlacement(tx: DbOrTx, user: SessionUser, applicationId: string) {
  const p = await placementOf(tx, applicationId);
  if (!p || !canDecideTimesheet(user, p, p.jobRecruiterId)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return p;
}

/** POST …/approve in the app. */
export async function approveWeek(
  app: App,
  user: SessionUser,
  applicationId: string,
  weekStart: string,
  now = new Date(),
) {
  return app.db.transaction(async (tx) => {
    const { p, week } = await decidable(tx, user, applicationId, weekStart);
    return approveLocked(app, tx, p, week, { id: user.id }, M.history.approved(week.version), now);
  });
}

/** POST …/dispute in the app. */
export async function disputeWeek(
  app: App,
  user: SessionUser,
  applicationId: string,
  weekStart: string,
  input: DisputeInput,
  now = new Date(),
) {
  return app.db.transaction(async (tx) => {
    const { p, week } = await decidable(tx, user, applicationId, weekStart);
    return disputeLocked(app, tx, p, week, { id: user.id }, input, now);
  });
}

/**
 * POST …/correction: the organization or the assigned recruiter reopens an approved week for a correction (issue
 * 44/45). The approved version's row and stored statement stay as they were; the week becomes Disputed with the reason
 * in History, so the worker edits it and resubmits it as the next version, whose approval credits and reissues the
 * invoice (issueWeekInvoices). A stale `version` is a conflict; the domain's rule (correctionRefusal) a refusal.
 */
export async function correctWeek(
  app: App,
  user: SessionUser,
  applicationId: string,
  weekStart: string,
  input: CorrectionInput,
  now = new Date(),
) {
  return app.db.transaction(async (tx) => {
    const p = await decidingPlacement(tx, user, applicationId);
    const week = await weekRow(tx, p.id, weekStart, true);
    const refuse = (m: string) => new AppError('UNPROCESSABLE', m, { weekStart: m });
    if (!week) throw refuse(M.errors.correctionNotApproved);
    if (week.version !== input.version)
      throw new AppError('CONFLICT', M.errors.staleVersion, { version: M.errors.staleVersion });
    const refused = correctionRefusal(week.status as WeekStatus, p.status);
    if (refused) throw refuse(refused);
    const [updated] = await tx
      .update(timesheetWeeks)
      .set({
        status: 'disputed',
        approvedAt: null,
        approvedBy: null,
        tokenHash: null,
        autoApproveAt: null,
        updatedAt: now,
      })
      .where(eq(timesheetWeeks.id, week.id))
      .returning();
    await recordHistory(tx, updated, { id: user.id }, 'reopened', M.history.reopened(week.version), input.reason);
    await emitWeekEvent(tx, p, updated, 'timesheet.disputed', {
      correction: { reason: input.reason, approved_version: week.version },
    });
    await notifyWeek(tx, app, p, updated, 'reopened');
    await announceTimesheet(tx, p);
    return updated;
  });
}

/** The reminder of a submission still unanswered after 24 h (once per version). */
export async function remindWeek(app: App, weekId: string, version: number, now = new Date()) {
  await app.db.transaction(async (tx) => {
    const [w] = await tx.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, weekId)).for('update');
    if (!w || w.status !== 'submitted' || w.version !== version || w.reminderSentAt) return;
    const p = await placementOf(tx, w.applicationId);
    if (!p) return;
    const link = await sendApprovalLink(app, tx, p, w, now, M.mail.reminderSubject(p.workerName, w.weekStart));
    const [updated] = await tx
      .update(timesheetWeeks)
      .set({ ...link, reminderSentAt: now, updatedAt: now })
      .where(eq(timesheetWeeks.id, w.id))
      .returning();
    await recordHistory(tx, updated, { id: null, label: 'CareLink' }, 'reminded', M.history.reminded);
  });
}

/** The contract's automatic approval at its deadline, when the version is still waiting. */
export async function autoApproveWeek(app: App, weekId: string, version: number, now = new Date()) {
  await app.db.transaction(async (tx) => {
    const [w] = await tx.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, weekId)).for('update');
    if (!w || w.status !== 'submitted' || w.version !== version) return;
    if (w.autoApproveAt && w.autoApproveAt.getTime() > now.getTime()) return;
    const p = await placementOf(tx, w.applicationId);
    if (!p) return;
    await approveLocked(app, tx, p, w, { id: null, label: 'CareLink' }, M.history.autoApproved(version), now);
  });
}

/** The week behind an emailed link, locked, or why the link no longer works. */
export async function weekOfToken(tx: DbOrTx, tokenHash: string, now: Date, lock = false) {
  const q = tx.select().from(timesheetWeeks).where(eq(timesheetWeeks.tokenHash, tokenHash)).limit(1);
  const [w] = lock ? await q.for('update') : await q;
  if (!w || w.status !== 'submitted') return { reason: 'used' as const };
  if (!w.tokenExpiresAt || w.tokenExpiresAt.getTime() < now.getTime()) return { reason: 'expired' as const };
  return { week: w };
}

/**
 * Approves or disputes the week behind an emailed single-use link (the link is the authority: no session): the week
 * locked, 409 once the link is used or expired, then the same decision as a signed-in approver's.
 */
export async function decideWeekByLink(
  app: App,
  token: string,
  decision: { action: 'approve' } | { action: 'dispute'; input: DisputeInput },
  now = new Date(),
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const found = await weekOfToken(tx, hashToken(token), now, true);
    if (!('week' in found))
      throw new AppError('CONFLICT', found.reason === 'expired' ? M.errors.linkExpired : M.errors.linkUsed);
    const w = found.week!;
    const p = (await placementOf(tx, w.applicationId))!;
    const actor = { id: null, label: M.history.approvedByLink(w.version) };
    if (decision.action === 'approve')
      await approveLocked(app, tx, p, w, actor, M.history.approvedByLink(w.version), now);
    else await disputeLocked(app, tx, p, w, actor, decision.input, now);
  });
}
