// The week's rules (issue 44): which state moves are allowed, which shifts are valid, which terms the contract states.
// Pure functions, used by the server's use cases and the web's forms alike.
import { addDaysToDate, localShiftToInstants, weekStartOfDate, type AssignmentTerms, type WorkEntry } from '../pay';
import type { AssignmentTermKey, AssignmentTermsData, EntryInput, WeekStatus } from './api-schemas';
import { CONTRACT_STATED_TERMS, assignmentTermsSchema } from './api-schemas';
import { TIMESHEET_MESSAGES as M } from './messages';

/** Days the emailed approval link works (like references). */
export const APPROVAL_LINK_DAYS = 30;
/** Hours after submission when an unanswered timesheet is reminded. */
export const APPROVAL_REMINDER_HOURS = 24;
/** A shift that ends at or before its start crosses midnight only when it starts at noon or later. */
const CROSSING_EARLIEST_START = '12:00';
const DAY_MS = 86_400_000;

/** When the emailed approval link sent at `now` expires. */
export const approvalLinkExpiry = (now: Date) => new Date(now.getTime() + APPROVAL_LINK_DAYS * DAY_MS);
/** When an unanswered submission is reminded. */
export const approvalReminderAt = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + APPROVAL_REMINDER_HOURS * 3_600_000);
/** The contract's automatic-approval deadline of a submission, or null when the contract has none. */
export const autoApproveAt = (submittedAt: Date, hours: number | null) =>
  hours === null ? null : new Date(submittedAt.getTime() + hours * 3_600_000);

/** Time may be entered or changed only on a draft or disputed week. */
export const canEditWeek = (s: WeekStatus) => s === 'draft' || s === 'disputed';
/** A draft or a disputed week (resubmitted as a new version) may be submitted. */
export const canSubmitWeek = (s: WeekStatus) => s === 'draft' || s === 'disputed';
/** Only a submitted week is approved or disputed. */
export const canDecideWeek = (s: WeekStatus) => s === 'submitted';

/**
 * Why a week cannot be reopened for a correction, or null (issue 44/45). Only an approved week is corrected, and only
 * while time is still recorded on the placement (Cleared or Working): the worker must be able to edit and resubmit
 * it. After that the approved version is final (a dispute with the client is settled by a credit note). The approved
 * version itself never changes: the correction is the week's next version.
 */
export function correctionRefusal(s: WeekStatus, placementStatus: string): string | null {
  if (s !== 'approved') return M.errors.correctionNotApproved;
  if (!(TIME_STATUSES as readonly string[]).includes(placementStatus)) return M.errors.correctionClosed;
  return null;
}

/** The message why a week cannot be edited, or null. */
export function editRefusal(s: WeekStatus): string | null {
  if (s === 'approved') return M.errors.approvedLocked;
  if (s === 'submitted') return M.errors.submittedLocked;
  return null;
}

/** Statuses of a placement on which time is recorded. */
export const TIME_STATUSES = ['Cleared', 'Working'] as const;

/** Assignment terms missing from a partial set, in schema order. */
export function missingTerms(t: Partial<AssignmentTermsData>): AssignmentTermKey[] {
  return (Object.keys(assignmentTermsSchema.shape) as AssignmentTermKey[]).filter((k) => t[k] === undefined);
}

/**
 * Cleared needs the assignment's terms complete (the pay engine can then price every hour): the refusal naming the
 * missing terms by their labels, or null. The one writer of moves refuses with it; the application page shows it.
 */
export function clearingTermsRefusal(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  const labels: Record<string, string> = M.termLabels;
  return M.errors.clearNeedsTerms(missing.map((k) => (labels[k] ?? k).replace(/ \(.*\)$/, '')));
}

/** The facility time zones the pay-terms form offers (IANA names). */
export const FACILITY_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

/** True when `key` is stated by the contract (the organization does not set it). */
export const isContractTerm = (key: string) => (CONTRACT_STATED_TERMS as readonly string[]).includes(key);

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const toCents = (v: unknown) => {
  const n = num(v);
  return n === null ? undefined : Math.round(n * 100);
};
const toMinutes = (hours: unknown) => {
  const n = num(hours);
  return n === null ? undefined : Math.round(n * 60);
};

/**
 * The terms the agreed (signed) terms state, in the assignment's units: rates in cents, hours in minutes. A term the
 * contract does not state is absent (the organization is asked for it), never invented.
 */
export function contractStatedTerms(terms: {
  pay?: Record<string, unknown>;
  hours?: Record<string, unknown>;
  schedule?: Record<string, unknown>;
  location?: Record<string, unknown>;
}): Partial<AssignmentTermsData> {
  const out: Partial<AssignmentTermsData> = {};
  const set = <K extends AssignmentTermKey>(k: K, v: AssignmentTermsData[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  const s = terms.schedule ?? {};
  if (typeof s.start_date === 'string') set('start_date', s.start_date.slice(0, 10));
  if (typeof s.end_date === 'string') set('end_date', s.end_date.slice(0, 10));
  const p = terms.pay ?? {};
  set('hourly_rate_cents', toCents(p.hourly_rate));
  set('overtime_rate_cents', toCents(p.overtime_rate));
  set('on_call_rate_cents', toCents(p.on_call_rate));
  set('call_back_rate_cents', toCents(p.call_back_rate));
  set('orientation_rate_cents', toCents(p.orientation_rate));
  set('stipend_weekly_cents', toCents(p.non_taxable_weekly));
  const h = terms.hours ?? {};
  set('guaranteed_minutes_per_week', toMinutes(h.guaranteed_hours_per_week));
  set('scheduled_minutes_per_week', toMinutes(h.hours_per_week));
  const hol = terms.location?.holidays;
  if (Array.isArray(hol)) {
    const dates = hol.filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d));
    if (dates.length === hol.length) set('holidays', dates);
  }
  return out;
}

/**
 * The time zone a facility's state suggests, among FACILITY_TIME_ZONES: the zone most of the state keeps (US time zone
 * boundaries, 49 CFR Part 71). A state split between two zones (Texas's El Paso, Florida's panhandle, Idaho's north,
 * Oregon's Malheur County, the Dakotas' west, Kentucky's and Tennessee's halves...) suggests the zone of most of its
 * people; Arizona keeps standard time all year (America/Phoenix). The organization confirms it, as it does the rule
 * set; an unknown state suggests nothing.
 */
export function suggestedTimeZone(state: string | null | undefined): FacilityTimeZone | null {
  return STATE_TIME_ZONES[state ?? ''] ?? null;
}

type FacilityTimeZone = (typeof FACILITY_TIME_ZONES)[number];
const [EASTERN, CENTRAL, MOUNTAIN, ARIZONA, PACIFIC, ALASKA, HAWAII] = FACILITY_TIME_ZONES;
const STATE_TIME_ZONES: Record<string, FacilityTimeZone> = {
  ...Object.fromEntries(
    ['CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC']
      .concat(['VT', 'VA', 'WV'])
      .map((s) => [s, EASTERN]),
  ),
  ...Object.fromEntries(
    ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI'].map((s) => [
      s,
      CENTRAL,
    ]),
  ),
  ...Object.fromEntries(['CO', 'ID', 'MT', 'NM', 'UT', 'WY'].map((s) => [s, MOUNTAIN])),
  AZ: ARIZONA,
  ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((s) => [s, PACIFIC])),
  AK: ALASKA,
  HI: HAWAII,
};

/** The rule set a facility's state suggests (the organization confirms it; "8 and 80" is only ever chosen). */
export function suggestedRuleSet(state: string | null | undefined): AssignmentTermsData['rule_set'] {
  const byState: Record<string, AssignmentTermsData['rule_set']> = {
    CA: 'california',
    AK: 'alaska',
    NV: 'nevada',
    CO: 'colorado',
  };
  return byState[state ?? ''] ?? 'federal';
}

/** Why a week start cannot take time, or null: not a workweek's first day, or a week that has not started. */
export function weekRefusal(terms: AssignmentTerms, weekStart: string, today: string): Record<string, string> | null {
  if (weekStartOfDate(terms.workweek_starts_on, weekStart) !== weekStart)
    return { weekStart: M.errors.notWeekStart(DAY_NAMES[terms.workweek_starts_on]) };
  if (weekStart > today) return { weekStart: M.errors.futureWeek };
  return null;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A validated shift in UTC instants, with its id. */
export type ValidEntry = WorkEntry & { date: string; note: string | null; local: { start: string; end: string } };

/**
 * Checks whole-shift entries of one week and turns them into instants (the facility's zone): each date in the week, the
 * assignment and not after today; an end before its start only across midnight; breaks inside their shift; no two
 * shifts overlapping. Returns field errors (`entries.<i>.<field>`) or the entries.
 */
export function validateWeekEntries(
  terms: AssignmentTerms,
  weekStart: string | null,
  entries: readonly EntryInput[],
  today: string,
  newId: () => string,
): { ok: true; entries: ValidEntry[] } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const out: ValidEntry[] = [];
  const weekEnd = weekStart ? addDaysToDate(weekStart, 6) : null;
  entries.forEach((e, i) => {
    const f = (k: string, m: string) => (fields[`entries.${i}.${k}`] ??= m);
    if (weekStart && (e.date < weekStart || e.date > weekEnd!)) f('date', M.errors.dateOutsideWeek);
    if (e.date < terms.start_date) f('date', M.errors.beforeStart(terms.start_date));
    if (e.date > terms.end_date) f('date', M.errors.afterEnd(terms.end_date));
    if (e.date > today) f('date', M.errors.futureWeek);
    if (e.end === e.start || (e.end < e.start && e.start < CROSSING_EARLIEST_START)) {
      f('end', M.errors.endBeforeStart);
      return;
    }
    const span = localShiftToInstants(terms.time_zone, e.date, e.start, e.end);
    const breaks: WorkEntry['breaks'] = [];
    e.breaks.forEach((b, j) => {
      // A break's local time is on the shift's first day, or the next when it is before the shift's start.
      const day = b.start < e.start ? addDaysToDate(e.date, 1) : e.date;
      const bs = localShiftToInstants(terms.time_zone, day, b.start, b.end);
      if (bs.start < span.start || bs.end > span.end || b.end === b.start)
        fields[`entries.${i}.breaks.${j}.start`] ??= M.errors.breakOutside;
      else if (breaks.some((x) => bs.start < x.end && x.start < bs.end))
        fields[`entries.${i}.breaks.${j}.start`] ??= M.errors.breakOverlap;
      breaks.push({ start: bs.start, end: bs.end, kind: b.kind });
    });
    out.push({
      id: e.id ?? newId(),
      kind: e.kind,
      start: span.start,
      end: span.end,
      breaks,
      date: e.date,
      note: e.note ?? null,
      local: { start: e.start, end: e.end },
      ...(e.announced_at ? { announced_at: new Date(e.announced_at).toISOString() } : {}),
      ...(e.scheduled_minutes !== undefined ? { scheduled_minutes: e.scheduled_minutes } : {}),
      ...(e.restricted !== undefined ? { restricted: e.restricted } : {}),
      ...(e.missed_meal !== undefined ? { missed_meal: e.missed_meal } : {}),
      ...(e.missed_rest !== undefined ? { missed_rest: e.missed_rest } : {}),
    });
  });
  const overlap = overlapIndex(out);
  if (overlap !== null) fields[`entries.${overlap}.start`] ??= M.errors.overlap;
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, entries: out };
}

/** The index of the first entry that overlaps an earlier one (scheduled-only kinds included), or null. */
export function overlapIndex(entries: readonly { start: string; end: string | null }[]): number | null {
  for (let i = 0; i < entries.length; i++)
    for (let j = 0; j < i; j++) {
      const a = entries[i];
      const b = entries[j];
      const aEnd = a.end ?? '9999';
      const bEnd = b.end ?? '9999';
      if (a.start < bEnd && b.start < aEnd) return i;
    }
  return null;
}
