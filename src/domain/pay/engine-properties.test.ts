// Properties of the pay engine (issue 44), over random contracts and weeks of shifts in several time zones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeWeekStatement } from './engine';
import { termsFor } from './fixtures';
import { workedMinutes } from './shifts';
import { addDaysToDate, localShiftToInstants, weekStartFor, weekStartOfDate } from './time';
import { RULE_SET_IDS, type AssignmentTerms, type EntryKind, type WeekStatement, type WorkEntry } from './types';

const RULE_SETS = RULE_SET_IDS;
const ZONES = ['America/Los_Angeles', 'America/New_York', 'America/Denver', 'America/Anchorage', 'America/Phoenix'];
const KINDS: EntryKind[] = [
  'worked',
  'worked',
  'worked',
  'on_call',
  'called_back',
  'orientation',
  'facility_cancelled',
  'sent_home_early',
  'worker_called_off',
];
const WORKED_CODES = new Set(['REG', 'OT', 'DT', 'HOL', 'ONCALL', 'CALLBACK', 'ORIENT']);

const termsArb: fc.Arbitrary<AssignmentTerms> = fc
  .record({
    rule_set: fc.constantFrom(...RULE_SETS),
    workweek_starts_on: fc.constantFrom(0, 1, 2, 3, 4, 5, 6),
    time_zone: fc.constantFrom(...ZONES),
    hourly: fc.integer({ min: 1000, max: 12000 }),
    otExtra: fc.option(fc.integer({ min: 0, max: 3000 })),
    holidayDay: fc.option(fc.integer({ min: 0, max: 6 })),
    holidayRate: fc.option(fc.integer({ min: 1000, max: 20000 })),
    on_call_rate_cents: fc.integer({ min: 0, max: 2000 }),
    on_call_restricted: fc.boolean(),
    call_back: fc.integer({ min: 0, max: 3000 }),
    call_back_minimum_minutes: fc.constantFrom(0, 60, 120, 180),
    orientation: fc.option(fc.integer({ min: 1000, max: 12000 })),
    guaranteed_minutes_per_week: fc.constantFrom(0, 1440, 2160, 2400),
    allowance: fc.integer({ min: 0, max: 3 }),
    cancellation_notice_hours: fc.constantFrom(0, 2, 24),
    cancellation_pay_minutes: fc.constantFrom(0, 120, 240),
    missed_shift_penalty_cents_per_hour: fc.constantFrom(0, 2500),
    stipend_weekly_cents: fc.integer({ min: 0, max: 200000 }),
    stipend_prorated: fc.boolean(),
    scheduled_minutes_per_week: fc.constantFrom(2160, 2400),
    classification: fc.constantFrom('w2' as const, 'w2' as const, '1099' as const),
  })
  .map((r) =>
    termsFor({
      rule_set: r.rule_set,
      workweek_starts_on: r.workweek_starts_on as AssignmentTerms['workweek_starts_on'],
      time_zone: r.time_zone,
      hourly_rate_cents: r.hourly,
      overtime_rate_cents: r.otExtra === null ? null : Math.round(r.hourly * 1.5) + r.otExtra,
      double_time_rate_cents: r.otExtra === null ? null : r.hourly * 2 + r.otExtra,
      holiday_rate_cents: r.holidayRate,
      holidays: [],
      on_call_rate_cents: r.on_call_rate_cents,
      on_call_restricted: r.on_call_restricted,
      call_back_rate_cents: r.hourly + r.call_back,
      call_back_minimum_minutes: r.call_back_minimum_minutes,
      orientation_rate_cents: r.orientation,
      guaranteed_minutes_per_week: r.guaranteed_minutes_per_week,
      call_off_allowance: { shifts: r.allowance, per_weeks: 13 },
      cancellation_notice_hours: r.cancellation_notice_hours,
      cancellation_pay_minutes: r.cancellation_pay_minutes,
      missed_shift_penalty_cents_per_hour: r.missed_shift_penalty_cents_per_hour,
      stipend_weekly_cents: r.stipend_weekly_cents,
      stipend_prorated: r.stipend_prorated,
      scheduled_minutes_per_week: r.scheduled_minutes_per_week,
      classification: r.classification,
    }),
  );

/** A shift as local data: day of the week, start, length, kind and attestations. */
const shiftArb = fc.record({
  day: fc.integer({ min: 0, max: 6 }),
  startMin: fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
  length: fc.integer({ min: 30, max: 16 * 60 }),
  meal: fc.boolean(),
  kind: fc.constantFrom(...KINDS),
  missed_meal: fc.boolean(),
  rest_breaks_taken: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  restricted: fc.option(fc.boolean(), { nil: undefined }),
  noticeHours: fc.integer({ min: 0, max: 48 }),
});
type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;
type ShiftSpec = Of<typeof shiftArb>;

const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

let n = 0;
/** The entry of a shift spec in the workweek starting on `weekStart` (local dates and times, real instants). */
function entryOf(spec: ShiftSpec, terms: AssignmentTerms, weekStart: string): WorkEntry {
  const date = addDaysToDate(weekStart, spec.day);
  // 24:00 would cross midnight as 00:00; keep shifts under 24 hours of wall clock.
  const span = localShiftToInstants(terms.time_zone, date, hhmm(spec.startMin), hhmm(spec.startMin + spec.length));
  const breaks: WorkEntry['breaks'] = [];
  const s = Date.parse(span.start);
  if (spec.meal && spec.length >= 300) {
    breaks.push({
      start: new Date(s + 240 * 60_000).toISOString(),
      end: new Date(s + 270 * 60_000).toISOString(),
      kind: 'meal',
    });
  }
  n += 1;
  const entry: WorkEntry = { id: `p${n}`, kind: spec.kind, ...span, breaks };
  if (spec.kind === 'on_call' && spec.restricted !== undefined) entry.restricted = spec.restricted;
  if (spec.kind === 'facility_cancelled') entry.announced_at = new Date(s - spec.noticeHours * 3_600_000).toISOString();
  if (spec.kind === 'sent_home_early') entry.scheduled_minutes = 720;
  if (spec.missed_meal) entry.missed_meal = true;
  if (spec.rest_breaks_taken !== undefined) entry.rest_breaks_taken = spec.rest_breaks_taken;
  return entry;
}

function tryEntry(spec: ShiftSpec, terms: AssignmentTerms, weekStart: string): boolean {
  try {
    entryOf(spec, terms, weekStart);
    return true;
  } catch (e) {
    if (e instanceof RangeError) return false;
    throw e;
  }
}

const weekIndexArb = fc.integer({ min: 0, max: 50 });
/** A workweek start in 2026 (so some weeks hold a daylight-saving change). */
const weekOf = (terms: AssignmentTerms, index: number) =>
  weekStartOfDate(terms.workweek_starts_on, addDaysToDate('2026-01-07', index * 7));

function statement(terms: AssignmentTerms, weekStart: string, entries: WorkEntry[]): WeekStatement {
  return computeWeekStatement({ terms, week_start: weekStart, entries, call_offs_used_before: 0 });
}

const caseArb = fc.record({ terms: termsArb, week: weekIndexArb, shifts: fc.array(shiftArb, { maxLength: 9 }) });

function build(c: Of<typeof caseArb>) {
  const weekStart = weekOf(c.terms, c.week);
  const terms = { ...c.terms, holidays: [addDaysToDate(weekStart, c.week % 7)] };
  // A wall time skipped by a daylight-saving change is refused (a unit test shows it); such cases are not generated.
  fc.pre(c.shifts.every((s) => tryEntry(s, terms, weekStart)));
  return { terms, weekStart, entries: c.shifts.map((s) => entryOf(s, terms, weekStart)) };
}

describe('pay engine properties', () => {
  it('the lines add up to the gross, and each amount is its minutes times its rate, rounded once', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { terms, weekStart, entries } = build(c);
        const s = statement(terms, weekStart, entries);
        expect(s.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(s.gross_cents);
        for (const l of s.lines) {
          if (l.code === 'STIPEND' || l.code === 'PENALTY') continue;
          expect(l.amount_cents).toBe(Math.round((l.minutes * l.rate_cents) / 60));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the worked lines' minutes add up to the minutes worked, and no minute is paid twice", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { terms, weekStart, entries } = build(c);
        const s = statement(terms, weekStart, entries);
        const workedKinds = entries.filter(
          (e) =>
            ['worked', 'sent_home_early', 'orientation', 'called_back'].includes(e.kind) ||
            (e.kind === 'on_call' && (e.restricted ?? terms.on_call_restricted)),
        );
        const expected = workedKinds.reduce((sum, e) => sum + workedMinutes(e), 0);
        expect(s.worked_minutes).toBe(expected);
        const worked = s.lines.filter((l) => l.worked);
        expect(worked.every((l) => WORKED_CODES.has(l.code))).toBe(true);
        expect(worked.reduce((sum, l) => sum + l.minutes, 0)).toBe(expected);
        // Premium minutes (overtime, double time, holiday) are a part of the minutes worked, never on top of them.
        const premium = worked.filter((l) => ['OT', 'DT', 'HOL'].includes(l.code));
        expect(premium.reduce((sum, l) => sum + l.minutes, 0)).toBeLessThanOrEqual(expected);
        // At most one meal and one rest premium a day.
        for (const code of ['MEAL_PREMIUM', 'REST_PREMIUM'] as const)
          expect(s.lines.filter((l) => l.code === code).reduce((sum, l) => sum + l.minutes, 0)).toBeLessThanOrEqual(
            7 * 60,
          );
      }),
      { numRuns: 300 },
    );
  });

  it('moving a shift by a week never changes another week (each workweek stands alone, 29 CFR 778.104)', () => {
    fc.assert(
      fc.property(
        termsArb.filter((t) => t.rule_set !== 'federal_8_80'),
        weekIndexArb,
        fc.array(fc.record({ week: fc.integer({ min: 0, max: 2 }), spec: shiftArb }), { maxLength: 12 }),
        fc.nat(),
        fc.constantFrom(-7, 7),
        (terms, index, placed, pick, by) => {
          fc.pre(placed.length > 0);
          const first = weekOf(terms, index + 1);
          fc.pre(
            placed.every((p) => [-1, 0, 1, 2, 3].every((w) => tryEntry(p.spec, terms, addDaysToDate(first, 7 * w)))),
          );
          const entries = placed.map((p) => entryOf(p.spec, terms, addDaysToDate(first, 7 * p.week)));
          const i = pick % placed.length;
          const moved = placed.map((p, j) => (j === i ? { ...p, week: p.week + by / 7 } : p));
          const movedEntries = moved.map((p, j) =>
            j === i ? { ...entryOf(p.spec, terms, addDaysToDate(first, 7 * p.week)), id: entries[j]!.id } : entries[j]!,
          );
          const byWeek = (list: WorkEntry[]) => {
            const m = new Map<string, WorkEntry[]>();
            for (const e of list) {
              const w = weekStartFor(terms, e.start);
              m.set(w, [...(m.get(w) ?? []), e]);
            }
            return m;
          };
          const before = byWeek(entries);
          const after = byWeek(movedEntries);
          const touched = new Set([
            weekStartFor(terms, entries[i]!.start),
            weekStartFor(terms, movedEntries[i]!.start),
          ]);
          for (const w of new Set([...before.keys(), ...after.keys()])) {
            if (touched.has(w)) continue;
            expect(statement(terms, w, after.get(w) ?? [])).toEqual(statement(terms, w, before.get(w) ?? []));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a California week is never paid less than the federal rule would pay it', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { terms: withHoliday, weekStart, entries } = build(c);
        // Without a contract holiday: crediting a holiday premium against California's daily overtime on that day
        // (29 U.S.C. §207(h)(2)) can leave a week a few cents under a federal computation that pays the same premium
        // on a straight-time hour and overtime on another day (decision 0036, "Known limits").
        const terms = { ...withHoliday, holidays: [] };
        const ca = statement({ ...terms, rule_set: 'california' }, weekStart, entries);
        const federal = statement({ ...terms, rule_set: 'federal' }, weekStart, entries);
        // Compared before each line rounds to the cent (each line rounds once, half up: a few lines more can move
        // the rounded total by a cent or two either way).
        const exact = (st: WeekStatement) =>
          st.lines.reduce(
            (sum, l) =>
              sum + (l.code === 'STIPEND' || l.code === 'PENALTY' ? l.amount_cents : (l.minutes * l.rate_cents) / 60),
            0,
          );
        expect(exact(ca)).toBeGreaterThanOrEqual(exact(federal) - 1e-6);
        expect(ca.gross_cents).toBeGreaterThanOrEqual(federal.gross_cents - ca.lines.length);
      }),
      { numRuns: 500 },
    );
  });
});
