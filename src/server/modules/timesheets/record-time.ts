// Use cases of recording time (issue 44): the week's whole-shift entries (PUT …/entries) and a punch (clock in or out,
// a break, or a missed punch corrected with its reason). Guard clauses first; the write, its History row and the
// announce in one transaction. The first time recorded on a Cleared placement moves it to Working through the one
// writer of moves.
import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { localDateOf, weekStartFor, type AssignmentTerms } from '@/domain/pay';
import {
  TIMESHEET_MESSAGES as M,
  editRefusal,
  overlapIndex,
  validateWeekEntries,
  weekRefusal,
  type EntryInput,
  type PunchInput,
  type WeekStatus,
} from '@/domain/timesheets';
import type { DbOrTx } from '../../db/client';
import { timesheetEntries, timesheetPunches, timesheetWeeks } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { moveApplication, moveDeps } from '../../pipeline/move-application';
import { termsForTime, todayFor } from './assignment';
import { workedMinutesOf } from './entry-view';
import { entriesOf, openEntryOf, placementOf, weekRow, type Placement, type WeekRow } from './queries';
import { announceTimesheet, recordHistory } from './week-events';
import { assertOwnApplication } from '../../policies';

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'storage'>;

/** The week row of a workweek, made (Draft, v1) when time is first recorded in it; locked for the change. */
export async function weekForChange(tx: DbOrTx, p: Placement, weekStart: string): Promise<WeekRow> {
  await tx
    .insert(timesheetWeeks)
    .values({ applicationId: p.id, organizationId: p.organizationId, weekStart })
    .onConflictDoNothing();
  return (await weekRow(tx, p.id, weekStart, true))!;
}

/** Refuses a change to a week that is submitted or approved. */
function assertEditable(week: WeekRow) {
  const refusal = editRefusal(week.status as WeekStatus);
  if (refusal) throw new AppError('CONFLICT', refusal, { weekStart: refusal });
}

/** Recomputes a week's worked minutes (the list's column) after its entries changed. */
async function refreshWorked(tx: DbOrTx, week: WeekRow) {
  const rows = await entriesOf(tx, week.id);
  await tx
    .update(timesheetWeeks)
    .set({ workedMinutes: workedMinutesOf(rows), updatedAt: new Date() })
    .where(eq(timesheetWeeks.id, week.id));
}

/** The first time recorded on a Cleared placement moves it to Working (the one writer of moves decides the rest). */
async function startWorking(app: App, tx: DbOrTx, p: Placement, user: SessionUser) {
  if (p.status !== 'Cleared') return;
  await moveApplication(tx, moveDeps(app), {
    target: { applicationId: p.id },
    kind: 'status',
    to: 'Working',
    expectedStatus: 'Cleared',
    actor: { id: user.id, role: user.role, side: 'worker' },
  });
}

/** The worker's own placement with its terms, or 404 / 409 / 422. */
async function ownPlacement(app: App, tx: DbOrTx, user: SessionUser, applicationId: string) {
  const p = assertOwnApplication(user, (await placementOf(tx, applicationId)) ?? undefined);
  return { p, terms: await termsForTime(tx, p) };
}

/** PUT …/weeks/{weekStart}/entries: the week's whole-shift entries replace its closed shifts. */
export async function saveEntries(
  app: App,
  user: SessionUser,
  applicationId: string,
  weekStart: string,
  entries: readonly EntryInput[],
  now = new Date(),
) {
  return app.db.transaction(async (tx) => {
    const { p, terms } = await ownPlacement(app, tx, user, applicationId);
    const today = todayFor(terms, now);
    const refused = weekRefusal(terms, weekStart, today);
    if (refused) throw new AppError('UNPROCESSABLE', Object.values(refused)[0], refused);
    const existing = await weekRow(tx, p.id, weekStart, true);
    if (existing) assertEditable(existing);
    const checked = validateWeekEntries(terms, weekStart, entries, today, () => crypto.randomUUID());
    if (!checked.ok) throw new AppError('UNPROCESSABLE', Object.values(checked.fields)[0], checked.fields);
    const week = existing ?? (await weekForChange(tx, p, weekStart));
    const open = await openEntryOf(tx, p.id);
    if (open && overlapIndex([...checked.entries, { start: open.startAt.toISOString(), end: null }]) !== null)
      throw new AppError('UNPROCESSABLE', M.errors.overlap, { 'entries.0.start': M.errors.overlap });
    const keep = checked.entries.map((e) => e.id);
    const old = await entriesOf(tx, week.id);
    const sourceOf = new Map(old.map((o) => [o.id, o.source]));
    // An id of another week's or assignment's entry is not taken over: it gets a new id.
    const ids = new Set(old.map((o) => o.id));
    await tx
      .delete(timesheetEntries)
      .where(
        and(
          eq(timesheetEntries.weekId, week.id),
          isNotNull(timesheetEntries.endAt),
          keep.length ? notInArray(timesheetEntries.id, keep) : undefined,
        ),
      );
    for (const e of checked.entries) {
      const id = ids.has(e.id) ? e.id : crypto.randomUUID();
      const details: Record<string, unknown> = {};
      for (const k of ['announced_at', 'scheduled_minutes', 'restricted', 'missed_meal', 'missed_rest'] as const)
        if (e[k] !== undefined) details[k] = e[k];
      const values = {
        weekId: week.id,
        applicationId: p.id,
        kind: e.kind,
        localDate: e.date,
        startAt: new Date(e.start),
        endAt: new Date(e.end),
        breaks: e.breaks,
        details,
        note: e.note,
        source: sourceOf.get(id) ?? ('entry' as const),
        updatedAt: new Date(),
      };
      await tx
        .insert(timesheetEntries)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: timesheetEntries.id, set: values });
    }
    await refreshWorked(tx, week);
    await recordHistory(tx, week, { id: user.id }, 'entered', M.history.entered);
    if (checked.entries.length > 0) await startWorking(app, tx, p, user);
    await announceTimesheet(tx, p);
    return { applicationId: p.id, weekStart };
  });
}

/** The week a punch at `at` belongs to, checked: a started workweek of the assignment, editable. */
async function punchWeek(tx: DbOrTx, p: Placement, terms: AssignmentTerms, at: Date, now: Date) {
  const date = localDateOf(terms.time_zone, at.toISOString());
  if (date < terms.start_date)
    throw new AppError('UNPROCESSABLE', M.errors.beforeStart(terms.start_date), {
      at: M.errors.beforeStart(terms.start_date),
    });
  if (date > terms.end_date)
    throw new AppError('UNPROCESSABLE', M.errors.afterEnd(terms.end_date), { at: M.errors.afterEnd(terms.end_date) });
  const weekStart = weekStartFor(terms, at.toISOString());
  const refused = weekRefusal(terms, weekStart, todayFor(terms, now));
  if (refused) throw new AppError('UNPROCESSABLE', M.errors.futureWeek, { at: M.errors.futureWeek });
  const week = await weekForChange(tx, p, weekStart);
  assertEditable(week);
  return { week, date };
}

/** POST …/punches: clock in or out, start or end a break; a given `at` is a correction and needs its reason. */
export async function recordPunch(
  app: App,
  user: SessionUser,
  applicationId: string,
  input: PunchInput,
  now = new Date(),
) {
  return app.db.transaction(async (tx) => {
    const { p, terms } = await ownPlacement(app, tx, user, applicationId);
    const corrected = input.at !== undefined;
    if (corrected && !input.reason)
      throw new AppError('BAD_REQUEST', M.errors.correctionReason, { reason: M.errors.correctionReason });
    const at = corrected ? new Date(input.at!) : now;
    if (at.getTime() > now.getTime() + 60_000)
      throw new AppError('UNPROCESSABLE', M.errors.futurePunch, { at: M.errors.futurePunch });
    // One writer per assignment at a time: the open shift is read and changed under the application's lock.
    await tx.execute(sql`select id from applications where id = ${p.id} for update`);
    const open = await openEntryOf(tx, p.id, true);
    let entryId: string;
    let week: WeekRow;
    if (input.kind === 'in') {
      if (open) throw new AppError('CONFLICT', M.errors.alreadyIn, { kind: M.errors.alreadyIn });
      const w = await punchWeek(tx, p, terms, at, now);
      week = w.week;
      const others = await entriesOf(tx, week.id);
      if (
        overlapIndex([
          ...others.map((o) => ({ start: o.startAt.toISOString(), end: o.endAt?.toISOString() ?? null })),
          { start: at.toISOString(), end: null },
        ]) !== null
      )
        throw new AppError('UNPROCESSABLE', M.errors.overlap, { at: M.errors.overlap });
      const [row] = await tx
        .insert(timesheetEntries)
        .values({
          weekId: week.id,
          applicationId: p.id,
          kind: 'worked',
          localDate: w.date,
          startAt: at,
          source: 'punch',
        })
        .returning({ id: timesheetEntries.id });
      entryId = row.id;
    } else {
      if (!open) throw new AppError('UNPROCESSABLE', M.errors.noOpenShift, { kind: M.errors.noOpenShift });
      entryId = open.id;
      const [w] = await tx.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, open.weekId)).for('update');
      week = w;
      assertEditable(week);
      if (at <= open.startAt)
        throw new AppError('UNPROCESSABLE', M.errors.endBeforeStart, { at: M.errors.endBeforeStart });
      const breaks = [...open.breaks];
      const openBreak = breaks.findIndex((b) => b.end === null);
      const set: Partial<typeof timesheetEntries.$inferInsert> = { updatedAt: new Date() };
      if (input.kind === 'out') {
        if (openBreak >= 0) throw new AppError('UNPROCESSABLE', M.errors.breakOpen, { kind: M.errors.breakOpen });
        if (at.getTime() - open.startAt.getTime() > 24 * 3_600_000)
          throw new AppError('UNPROCESSABLE', M.errors.tooLong, { at: M.errors.tooLong });
        set.endAt = at;
        const details = { ...(open.details as Record<string, unknown>) };
        if (input.missed_meal !== undefined) details.missed_meal = input.missed_meal;
        if (input.missed_rest !== undefined) details.missed_rest = input.missed_rest;
        set.details = details;
      } else if (input.kind === 'break_start') {
        if (openBreak >= 0) throw new AppError('CONFLICT', M.errors.breakOpen, { kind: M.errors.breakOpen });
        breaks.push({ start: at.toISOString(), end: null, kind: input.break_kind ?? 'meal' });
        set.breaks = breaks;
      } else {
        if (openBreak < 0) throw new AppError('UNPROCESSABLE', M.errors.noOpenBreak, { kind: M.errors.noOpenBreak });
        if (at.toISOString() <= breaks[openBreak].start)
          throw new AppError('UNPROCESSABLE', M.errors.endBeforeStart, { at: M.errors.endBeforeStart });
        breaks[openBreak] = { ...breaks[openBreak], end: at.toISOString() };
        set.breaks = breaks;
      }
      await tx.update(timesheetEntries).set(set).where(eq(timesheetEntries.id, open.id));
    }
    await tx.insert(timesheetPunches).values({
      applicationId: p.id,
      entryId,
      kind: input.kind,
      at,
      reason: input.reason ?? null,
      corrected,
      byUserId: user.id,
      recordedAt: now,
    });
    await refreshWorked(tx, week);
    await recordHistory(
      tx,
      week,
      { id: user.id },
      corrected ? 'corrected' : 'punched',
      corrected ? M.history.corrected : M.history.punched,
      corrected ? (input.reason ?? null) : null,
    );
    await startWorking(app, tx, p, user);
    await announceTimesheet(tx, p);
    return { applicationId: p.id, weekStart: week.weekStart, entryId };
  });
}

/** Entry ids of a week among the given ids (a dispute names lines of the submitted version). */
export async function entryIdsOfWeek(tx: DbOrTx, weekId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: timesheetEntries.id })
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.weekId, weekId), inArray(timesheetEntries.id, ids)));
  return new Set(rows.map((r) => r.id));
}
