// The cancellation and guarantee ledger of an assignment (issue 44): facility call-offs with the notice given and what
// they paid, sent-home shifts, worker call-offs, the allowance used and left, guaranteed hours owed and paid.
import type { AssignmentTerms } from '@/domain/pay';
import type { WeekStatus } from '@/domain/timesheets';
import type { DbOrTx } from '../../db/client';
import { entriesOf, weeksOf, type Placement } from './queries';
import { paidMinutes } from './entry-view';
import { assignmentStatements } from './week-view';

const LEDGER_KINDS = new Set(['facility_cancelled', 'sent_home_early', 'worker_called_off']);
const PAY_CODES: Record<string, string[]> = {
  facility_cancelled: ['CANCEL'],
  sent_home_early: ['REPORTING'],
  worker_called_off: ['PENALTY'],
};

/** GET /api/assignments/{applicationId}/ledger. */
export async function ledgerOf(db: DbOrTx, p: Placement, terms: AssignmentTerms) {
  const weeks = await weeksOf(db, p.id);
  const statements = weeks.length
    ? await assignmentStatements(
        db,
        p,
        terms,
        weeks.map((w) => w.weekStart),
      )
    : new Map();
  const events = [];
  const rows = [];
  let owed = 0;
  let paid = 0;
  let used = 0;
  for (const w of weeks) {
    const s = statements.get(w.weekStart);
    if (!s) continue;
    owed += s.ledger.guarantee_owed_minutes;
    paid += s.ledger.guarantee_paid_minutes;
    used = s.ledger.call_offs_used;
    rows.push({
      week_start: w.weekStart,
      status: w.status as WeekStatus,
      call_offs_used: s.ledger.call_offs_used,
      call_offs_left: s.ledger.call_offs_left,
      guarantee_owed_minutes: s.ledger.guarantee_owed_minutes,
      guarantee_paid_minutes: s.ledger.guarantee_paid_minutes,
    });
    for (const e of await entriesOf(db, w.id)) {
      if (!LEDGER_KINDS.has(e.kind) || !e.endAt) continue;
      const lines = s.lines.filter(
        (l: { code: string; entries: string[] }) => PAY_CODES[e.kind].includes(l.code) && l.entries.includes(e.id),
      );
      events.push({
        week_start: w.weekStart,
        entry: e.id,
        kind: e.kind as 'facility_cancelled',
        date: e.localDate,
        announced_at: typeof e.details.announced_at === 'string' ? e.details.announced_at : null,
        minutes: paidMinutes(e),
        paid_cents: lines.reduce((sum: number, l: { amount_cents: number }) => sum + l.amount_cents, 0),
      });
    }
  }
  const last = rows[rows.length - 1];
  return {
    application_id: p.id,
    call_off_allowance: terms.call_off_allowance,
    call_offs_used: used,
    call_offs_left: last ? last.call_offs_left : terms.call_off_allowance.shifts,
    guarantee_owed_minutes: owed,
    guarantee_paid_minutes: paid,
    events,
    weeks: rows,
  };
}
