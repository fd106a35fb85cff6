// The demo's hours and pay (issue 44): three Working placements, under the California, federal and "8 and 80" rules,
// each with approved past weeks (statements to open), one disputed week and the current week in progress. Dates are
// relative to the seed's day; everything else is fixed, so the same day seeds the same rows.
import crypto from 'node:crypto';
import {
  addDaysToDate,
  computeWeekStatement,
  localDateOf,
  localShiftToInstants,
  minutesBetween,
  weekStartFor,
  type AssignmentTerms,
  type WorkEntry,
} from '@/domain/pay';
import { assignmentTermsSchema, contractStatedTerms, suggestedRuleSet, suggestedTimeZone } from '@/domain/timesheets';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { agreedTermsOf } from '../data/agreed-terms';
import {
  applications,
  assignments,
  jobs,
  timesheetEntries,
  timesheetHistory,
  timesheetVersions,
  timesheetWeeks,
} from './schema';

const RULES = [
  ['california', 'America/Los_Angeles'],
  ['federal', 'America/Chicago'],
  ['federal_8_80', 'America/New_York'],
] as const;

/** A deterministic id from the seed's words (the same placement and shift give the same id). */
const idOf = (...parts: string[]) => {
  const h = crypto.createHash('sha256').update(parts.join(':')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * The agreed dates of the i-th seeded Working placement, from the clock: the first (the demo worker's, issue 45) is in
 * week 9 of 13 today, inside its extension window (weeks 8–10) whatever the day; the others are in week 6.
 */
export function seededWorkingDates(i: number, now = new Date()): { start_date: string; end_date: string } {
  const [, time_zone] = RULES[i % RULES.length];
  const current = weekStartFor({ workweek_starts_on: 0, time_zone }, now.toISOString());
  return i === 0
    ? { start_date: addDaysToDate(current, -56), end_date: addDaysToDate(current, 90 - 56) }
    : { start_date: addDaysToDate(current, -35), end_date: addDaysToDate(current, 56) };
}

/**
 * The agreed dates of the demo worker's Done placement (issue 45), from the clock: 13 weeks that ended on the Saturday
 * two weeks before the current week.
 */
export function seededDoneDates(now = new Date()): { start_date: string; end_date: string } {
  const current = weekStartFor({ workweek_starts_on: 0, time_zone: RULES[0][1] }, now.toISOString());
  const end = addDaysToDate(current, -8);
  return { start_date: addDaysToDate(end, -90), end_date: end };
}

/** How many Working placements get weeks (one per rule set). */
export const SEEDED_WORKING = RULES.length;

type Placement = { id: string; organizationId: string; workerId: string };
type WeekStatus = 'approved' | 'disputed' | 'draft';

/** Seeds the timesheets of up to three Working placements. */
export async function seedTimesheets(db: Db, working: readonly Placement[], now = new Date()): Promise<number> {
  let n = 0;
  for (const [i, a] of working.slice(0, RULES.length).entries())
    n += await seedWeeks(db, a, i, now, {
      dates: seededWorkingDates(i, now),
      statusOf: (back) => (back === 0 ? 'draft' : back === 1 ? 'disputed' : 'approved'),
    });
  return n;
}

/**
 * The other placements at Cleared or later (no weeks seeded): their pay terms completed by the organization as its
 * pay-terms form suggests them, the rule set and the time zone from the facility's state, so the demo never shows a
 * Working placement whose terms are still open (the application page said "Not ready for Cleared" on one).
 */
export async function seedCompletedTerms(db: Db, applicationIds: readonly string[]): Promise<number> {
  if (applicationIds.length === 0) return 0;
  // The placements and their facility states in one read (those without an assignment yet).
  const placements = await db
    .select({
      id: applications.id,
      organizationId: applications.organizationId,
      workerId: applications.workerId,
      state: jobs.state,
      made: assignments.applicationId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(assignments, eq(assignments.applicationId, applications.id))
    .where(inArray(applications.id, [...applicationIds]));
  let n = 0;
  for (const p of placements) {
    if (p.made) continue;
    const zone = suggestedTimeZone(p.state) ?? 'America/New_York';
    await writeAssignment(db, p, (stated) => {
      const start = stated.start_date ?? localDateOf(zone, new Date().toISOString());
      return openTerms(suggestedRuleSet(p.state), zone, {
        start_date: start,
        end_date: stated.end_date ?? addDaysToDate(start, 7 * 13 - 1),
      });
    });
    n++;
  }
  return n;
}

/**
 * Writes a placement's assignment of record as the product makes it (modules/timesheets/assignment.ts, ensureAssignment
 * then completeTerms): what the signed contract states is the accepted offer's (domain contractStatedTerms: the rate,
 * overtime, on call, call-back, orientation, stipend, hours and dates), and the organization completes the rest with
 * `open` (given the stated terms); returns the full terms. (The database layer does not import the timesheets module.)
 */
async function writeAssignment(
  db: Db,
  a: Placement,
  open: (stated: Partial<AssignmentTerms>) => AssignmentTerms,
): Promise<AssignmentTerms> {
  const agreed = await agreedTermsOf(db, a.id);
  const stated = contractStatedTerms((agreed?.terms ?? {}) as Parameters<typeof contractStatedTerms>[0]);
  const completed = Object.fromEntries(
    Object.entries(open(stated as Partial<AssignmentTerms>)).filter(([k]) => !(k in stated)),
  );
  const terms = assignmentTermsSchema.parse({ ...completed, ...stated }) as unknown as AssignmentTerms;
  await db
    .insert(assignments)
    .values({
      applicationId: a.id,
      organizationId: a.organizationId,
      workerId: a.workerId,
      offerVersion: agreed?.version ?? null,
      stated: stated as Record<string, unknown>,
      completed,
      terms: terms as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing();
  return terms;
}

/** Seeds the last six weeks of the Done placement's timesheet (issue 45), every one approved, under California's rule. */
export async function seedDoneTimesheet(db: Db, a: Placement, now = new Date()): Promise<number> {
  const dates = seededDoneDates(now);
  const anchor = weekStartFor({ workweek_starts_on: 0, time_zone: RULES[0][1] }, `${dates.end_date}T12:00:00Z`);
  return seedWeeks(db, a, 0, now, { dates, anchor, statusOf: () => 'approved' });
}

/** The terms an organization completes where the contract is silent (and, where it is not, the contract's win). */
const openTerms = (
  rule_set: AssignmentTerms['rule_set'],
  time_zone: string,
  dates: { start_date: string; end_date: string },
): AssignmentTerms => ({
  rule_set,
  workweek_starts_on: 0,
  time_zone,
  ...dates,
  hourly_rate_cents: 5200,
  overtime_rate_cents: null,
  double_time_rate_cents: null,
  holiday_rate_cents: null,
  holidays: [],
  on_call_rate_cents: 600,
  on_call_restricted: false,
  call_back_rate_cents: 7800,
  call_back_minimum_minutes: 120,
  orientation_rate_cents: null,
  guaranteed_minutes_per_week: 2160,
  guarantee_excludes: { first_week: true, last_week: true, time_off_weeks: [], orientation_weeks: true },
  call_off_allowance: { shifts: 3, per_weeks: 13 },
  cancellation_notice_hours: 24,
  cancellation_pay_minutes: 240,
  missed_shift_penalty_cents_per_hour: 833,
  stipend_weekly_cents: 0,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: 72,
});

/**
 * The assignment (terms under the i-th rule set, the plan's dates) and six weeks ending with the anchor's (the current
 * week unless given), each with its status from `statusOf(weeks back)`.
 */
async function seedWeeks(
  db: Db,
  a: Placement,
  i: number,
  now: Date,
  plan: { dates: { start_date: string; end_date: string }; anchor?: string; statusOf: (back: number) => WeekStatus },
): Promise<number> {
  let n = 0;
  const [rule_set, time_zone] = RULES[i];
  const current = plan.anchor ?? weekStartFor({ workweek_starts_on: 0, time_zone }, now.toISOString());
  const today = localDateOf(time_zone, now.toISOString());
  // The contract's terms from the accepted offer (the statements pay what it says), the rest as the organization
  // completed them under the i-th rule set.
  const terms = await writeAssignment(db, a, () => openTerms(rule_set, time_zone, plan.dates));
  let previous: WorkEntry[] | undefined;
  for (let back = 5; back >= 0; back--) {
    const weekStart = addDaysToDate(current, -7 * back);
    const status = plan.statusOf(back);
    // Three 12.5-hour days (a 30-minute meal), a fourth in the last approved week for overtime.
    const days = back === 2 ? [1, 2, 4, 5] : [1, 3, 5];
    const rows = days
      .map((d) => addDaysToDate(weekStart, d))
      .filter((date) => date < today)
      .map((date) => {
        const span = localShiftToInstants(time_zone, date, '07:00', '19:30');
        const meal = localShiftToInstants(time_zone, date, '12:00', '12:30');
        return { id: idOf(a.id, date), date, span, meal };
      });
    const entries: WorkEntry[] = rows.map((r) => ({
      id: r.id,
      kind: 'worked',
      start: r.span.start,
      end: r.span.end,
      breaks: [{ ...r.meal, kind: 'meal' }],
    }));
    const weekId = idOf(a.id, 'week', weekStart);
    const submittedAt = new Date(Date.parse(`${addDaysToDate(weekStart, 7)}T18:00:00Z`));
    const statement =
      status === 'approved'
        ? computeWeekStatement({
            terms,
            week_start: weekStart,
            entries,
            ...(rule_set === 'federal_8_80' && back % 2 === 0 && previous ? { previous_entries: previous } : {}),
            call_offs_used_before: 0,
          })
        : null;
    previous = entries;
    await db.insert(timesheetWeeks).values({
      id: weekId,
      applicationId: a.id,
      organizationId: a.organizationId,
      weekStart,
      status,
      version: 1,
      submittedAt: status === 'draft' ? null : submittedAt,
      approvedAt: status === 'approved' ? new Date(submittedAt.getTime() + 86_400_000) : null,
      workedMinutes: rows.reduce((s, r) => s + minutesBetween(r.span.start, r.span.end) - 30, 0),
    });
    if (rows.length)
      await db.insert(timesheetEntries).values(
        rows.map((r) => ({
          id: r.id,
          weekId,
          applicationId: a.id,
          kind: 'worked',
          localDate: r.date,
          startAt: new Date(r.span.start),
          endAt: new Date(r.span.end),
          breaks: [{ start: r.meal.start, end: r.meal.end, kind: 'meal' as const }],
          note: 'Med-surg, charge nurse Ana',
        })),
      );
    if (status === 'draft') continue;
    const views = rows.map((r) => ({
      id: r.id,
      date: r.date,
      start: '07:00',
      end: '19:30',
      start_at: r.span.start,
      end_at: r.span.end,
      minutes: minutesBetween(r.span.start, r.span.end) - 30,
      kind: 'worked',
      breaks: [{ start: '12:00', end: '12:30', kind: 'meal' }],
      note: 'Med-surg, charge nurse Ana',
      source: 'entry',
      corrected: false,
      corrections: [],
      disputes: [],
    }));
    const disputes =
      status === 'disputed' && rows.length ? [{ entry: rows[0].id, reason: 'Our badge record shows 19:00.' }] : [];
    await db.insert(timesheetVersions).values({
      weekId,
      version: 1,
      status,
      entries: views,
      disputes,
      statement: statement as unknown as Record<string, unknown> | null,
      submittedBy: a.workerId,
      submittedAt,
      decidedAt: new Date(submittedAt.getTime() + 86_400_000),
    });
    await db.insert(timesheetHistory).values([
      { weekId, version: 1, action: 'submitted', text: 'Submitted v1', byUserId: a.workerId, createdAt: submittedAt },
      {
        weekId,
        version: 1,
        action: status,
        text: status === 'approved' ? 'Approved v1' : `Disputed ${disputes.length} line of v1`,
        byLabel: 'CareLink',
        notes: disputes[0]?.reason ?? null,
        createdAt: new Date(submittedAt.getTime() + 86_400_000),
      },
    ]);
    n++;
  }

  return n;
}
