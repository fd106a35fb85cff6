// npm run bench:pay [-- --weeks 10000] [--json]   (also run by `npm run bench`, section "Pay engine")
// The pay engine (issue 44, decision 0036) over 10,000 worker-weeks: a mix of the six rule sets, 3-6 shifts of 8-13
// hours in four time zones (some across midnight, some weeks with a daylight-saving change), stipends, guarantees,
// call-offs, call-backs and California break attestations. The inputs are built first; then the statements are
// computed five times over and the median run reported, with the process's peak resident memory and heap growth.
import { parseArgs } from 'node:util';
import { computeWeekStatement, localShiftToInstants, addDaysToDate } from '../src/domain/pay';
import { termsFor } from '../src/domain/pay/fixtures';
import type { RuleSetId, WeekInput, WorkEntry } from '../src/domain/pay';

const { values: args } = parseArgs({
  options: { weeks: { type: 'string', default: '10000' }, json: { type: 'boolean', default: false } },
});
const WEEKS = Number(args.weeks);
const RULE_SETS: RuleSetId[] = ['federal', 'federal_8_80', 'california', 'alaska', 'nevada', 'colorado'];
const ZONES = ['America/Los_Angeles', 'America/New_York', 'America/Denver', 'America/Anchorage'];

// A small deterministic generator, so every run computes the same weeks.
let seed = 44;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

function inputFor(i: number): WeekInput {
  const rule_set = RULE_SETS[i % RULE_SETS.length]!;
  const time_zone = ZONES[rand(ZONES.length)]!;
  const week_start = addDaysToDate('2026-01-04', 7 * rand(52)); // Sundays of 2026
  const terms = termsFor({
    rule_set,
    time_zone,
    hourly_rate_cents: 3500 + rand(4000),
    overtime_rate_cents: rand(2) === 0 ? null : 6000 + rand(3000),
    holidays: [addDaysToDate(week_start, rand(14))],
    holiday_rate_cents: 6000,
    on_call_rate_cents: 500,
    call_back_rate_cents: 7000,
    call_back_minimum_minutes: 120,
    guaranteed_minutes_per_week: 2160,
    call_off_allowance: { shifts: 3, per_weeks: 13 },
    cancellation_notice_hours: 2,
    cancellation_pay_minutes: 240,
    missed_shift_penalty_cents_per_hour: 2500,
    stipend_weekly_cents: 120000 + rand(80000),
    stipend_prorated: rand(2) === 0,
    scheduled_minutes_per_week: 2160,
  });
  const entries: WorkEntry[] = [];
  const shifts = 3 + rand(4);
  for (let s = 0; s < shifts; s++) {
    const date = addDaysToDate(week_start, s + rand(2));
    if (date >= addDaysToDate(week_start, 7)) break;
    const night = rand(3) === 0;
    const start = night ? '19:00' : '07:00';
    const hours = 8 + rand(6);
    const endHour = ((night ? 19 : 7) + hours) % 24;
    const span = localShiftToInstants(time_zone, date, start, `${String(endHour).padStart(2, '0')}:00`);
    const mealStart = Date.parse(span.start) + 5 * 3_600_000;
    const kinds = ['worked', 'worked', 'worked', 'worked', 'called_back', 'facility_cancelled', 'on_call'] as const;
    const kind = kinds[rand(kinds.length)]!;
    entries.push({
      id: `w${i}-${s}`,
      kind,
      ...span,
      breaks: [
        { start: new Date(mealStart).toISOString(), end: new Date(mealStart + 1_800_000).toISOString(), kind: 'meal' },
      ],
      ...(kind === 'facility_cancelled' ? { announced_at: span.start } : {}),
      ...(rule_set === 'california' ? { meal_break_taken: [rand(5) !== 0], rest_breaks_taken: 2 + rand(2) } : {}),
    });
  }
  return { terms, week_start, entries, call_offs_used_before: rand(4) };
}

const inputs = Array.from({ length: WEEKS }, (_, i) => inputFor(i));
const runs: number[] = [];
let gross = 0;
let lines = 0;
const heapBefore = process.memoryUsage().heapUsed;
let peakRss = process.memoryUsage().rss;
for (let r = 0; r < 5; r++) {
  const t0 = process.hrtime.bigint();
  for (const input of inputs) {
    const s = computeWeekStatement(input);
    gross += s.gross_cents;
    lines += s.lines.length;
  }
  runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const heapAfter = process.memoryUsage().heapUsed;
runs.sort((a, b) => a - b);
const result = {
  weeks: WEEKS,
  median_ms: Math.round(runs[2]!),
  best_ms: Math.round(runs[0]!),
  per_week_us: Math.round((runs[2]! * 1000) / WEEKS),
  weeks_per_s: Math.round(WEEKS / (runs[2]! / 1000)),
  peak_rss_mb: Math.round(peakRss / 1048576),
  heap_growth_mb: Math.round((heapAfter - heapBefore) / 1048576),
  lines_per_week: Math.round((lines / 5 / WEEKS) * 10) / 10,
  gross_total_cents: gross / 5,
};
if (args.json) console.log(JSON.stringify(result));
else console.log(result);
