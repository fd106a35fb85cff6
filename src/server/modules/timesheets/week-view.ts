// A week as the API answers it (issue 44): its entries, every version with its disputes, History, and its statement.
import { addDaysToDate, type AssignmentTerms, type WeekStatement } from '@/domain/pay';
import { TIMESHEET_MESSAGES as M, canEditWeek, type WeekStatus } from '@/domain/timesheets';
import type { DbOrTx } from '../../db/client';
import { entryView, toWorkEntry } from './entry-view';
import { correctionsOf, entriesOf, historyOf, versionsOf, weeksOf, type Placement, type WeekRow } from './queries';
import { statementsOf } from './statement';
import { amendmentsOf } from './assignment';

type VersionEntry = ReturnType<typeof entryView>;

/** GET …/weeks/{weekStart}: the week (a week with no time yet is an empty Draft v1). */
export async function weekView(db: DbOrTx, p: Placement, terms: AssignmentTerms, weekStart: string, week?: WeekRow) {
  const [rows, versions, history, corrections] = week
    ? await Promise.all([
        entriesOf(db, week.id),
        versionsOf(db, week.id),
        historyOf(db, week.id),
        correctionsOf(db, p.id),
      ])
    : [[], [], [], []];
  const disputesOf = new Map<string, { version: number; reason: string }[]>();
  for (const v of versions)
    for (const d of v.disputes)
      disputesOf.set(d.entry, [...(disputesOf.get(d.entry) ?? []), { version: v.version, reason: d.reason }]);
  const status = (week?.status ?? 'draft') as WeekStatus;
  return {
    application_id: p.id,
    week_start: weekStart,
    week_end: addDaysToDate(weekStart, 6),
    status,
    version: week?.version ?? 1,
    locked: !canEditWeek(status),
    entries: rows.map((r) => entryView(terms, r, corrections, disputesOf.get(r.id) ?? [])),
    versions: versions.map((v) => ({
      version: v.version,
      status: v.status as WeekStatus,
      submitted_at: v.submittedAt.toISOString(),
      decided_at: v.decidedAt?.toISOString() ?? null,
      entries: v.entries as unknown as VersionEntry[],
      disputes: v.disputes,
    })),
    history: history.map((h) => ({
      at: h.at.toISOString(),
      version: h.version,
      action: h.action,
      text: h.text,
      by: h.first ? `${h.first} ${h.last}`.trim() : h.byLabel,
      notes: h.notes,
    })),
    submitted_at: week?.submittedAt?.toISOString() ?? null,
    approved_at: week?.approvedAt?.toISOString() ?? null,
    auto_approve_at: week?.autoApproveAt?.toISOString() ?? null,
    worked_minutes: week?.workedMinutes ?? 0,
  };
}

/** The statement a week gets now: the stored one when approved, else computed from its current entries. */
export async function weekStatement(
  db: DbOrTx,
  p: Placement,
  terms: AssignmentTerms,
  week: WeekRow | undefined,
  weekStart: string,
) {
  const status = (week?.status ?? 'draft') as WeekStatus;
  let s: WeekStatement | undefined;
  if (week && status === 'approved') {
    const versions = await versionsOf(db, week.id);
    s = versions.find((v) => v.version === week.version)?.statement as unknown as WeekStatement | undefined;
  }
  if (!s) s = (await assignmentStatements(db, p, terms, [weekStart])).get(weekStart)!;
  return {
    application_id: p.id,
    week_start: weekStart,
    status,
    version: week?.version ?? 1,
    final: status === 'approved',
    gross_cents: s.gross_cents,
    regular_rate_cents: s.regular_rate_cents,
    worked_minutes: s.worked_minutes,
    lines: s.lines.map((l) => ({
      code: l.code,
      minutes: l.minutes,
      rate_cents: l.rate_cents,
      amount_cents: l.amount_cents,
      rule: l.rule,
      clause: l.clause,
      entries: l.entries,
    })),
    notice: M.statementNotice,
  };
}

/**
 * Statements of the asked weeks of an assignment from the stored entries of all its weeks (closed shifts only): the
 * allowance and the "8 and 80" period read the neighbouring weeks.
 */
export async function assignmentStatements(db: DbOrTx, p: Placement, terms: AssignmentTerms, asked: string[]) {
  const weeks = await weeksOf(db, p.id);
  const byWeek = new Map<string, ReturnType<typeof toWorkEntry>[]>();
  for (const w of weeks) {
    if (w.weekStart > asked[asked.length - 1]) continue;
    byWeek.set(w.weekStart, (await entriesOf(db, w.id)).filter((r) => r.endAt).map(toWorkEntry));
  }
  for (const a of asked) if (!byWeek.has(a)) byWeek.set(a, []);
  const all = statementsOf(terms, byWeek, await amendmentsOf(db, p.id));
  return new Map(asked.map((a) => [a, all.get(a)!]));
}
