// Which minutes of a workweek are straight time, overtime or double time under a rule set (issue 44). Minutes are
// taken in the order they were worked; a shift belongs to the workday (local date) it starts in, so a night shift
// counts all its minutes to the day it began. Each minute gets one tier, the highest any rule gives it (no pyramiding):
// daily and 7th-day rules first, then weekly and 14-day rules over the minutes still at straight time.
import type { RuleSetData, Tier } from './rules';

/** A span of hours worked, already reduced by its unpaid meal breaks. */
export interface Shift {
  id: string;
  /** 0 … 6: the workday within the workweek. */
  day: number;
  minutes: number;
}

/** Part of a shift at one tier, with the id of the rule that put it there (null for straight time). */
export interface Piece<S extends Shift = Shift> {
  shift: S;
  minutes: number;
  tier: Tier;
  rule: string | null;
}

interface DayTrigger {
  after: number;
  tier: 1 | 2;
  rule: string;
}

/**
 * Splits the week's shifts (in the order worked) into tier pieces. `periodStraightBefore`: straight-time minutes
 * earlier in the 14-day period (8 and 80). Returns the pieces and the period's straight minutes after this week.
 */
export function assignTiers<S extends Shift>(
  shifts: readonly S[],
  rules: RuleSetData,
  hourly_rate_cents: number,
  periodStraightBefore = 0,
): { pieces: Piece<S>[]; periodStraight: number } {
  const daily: DayTrigger[] = [];
  const seventh: DayTrigger[] = [];
  let weekly: { after: number; rule: string } | null = null;
  let period: { after: number; rule: string } | null = null;
  for (const r of rules.overtime) {
    const t = r.trigger;
    if (t.type === 'daily') {
      if (t.below_rate_cents === undefined || hourly_rate_cents < t.below_rate_cents)
        daily.push({ after: t.after, tier: t.tier, rule: r.id });
    } else if (t.type === 'seventh_day') seventh.push({ after: t.after, tier: t.tier, rule: r.id });
    else if (t.type === 'weekly') weekly = { after: t.after, rule: r.id };
    else period = { after: t.after, rule: r.id };
  }
  const daysWorked = new Set(shifts.filter((s) => s.minutes > 0).map((s) => s.day));
  const seventhDay = seventh.length > 0 && daysWorked.size === 7 ? 6 : -1;

  const dayPos = [0, 0, 0, 0, 0, 0, 0];
  let weekStraight = 0;
  let periodStraight = periodStraightBefore;
  const pieces: Piece<S>[] = [];
  for (const shift of shifts) {
    const triggers = shift.day === seventhDay ? [...daily, ...seventh] : daily;
    const from = dayPos[shift.day]!;
    const to = from + shift.minutes;
    const cuts = [from, ...triggers.map((t) => t.after).filter((a) => a > from && a < to), to].sort((a, b) => a - b);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = cuts[i]!;
      const len = cuts[i + 1]! - a;
      if (len === 0) continue;
      let best: DayTrigger | null = null;
      for (const t of triggers) if (t.after <= a && (best === null || t.tier > best.tier)) best = t;
      if (best !== null) {
        pieces.push({ shift, minutes: len, tier: best.tier, rule: best.rule });
        continue;
      }
      const weekLeft = weekly ? Math.max(0, weekly.after - weekStraight) : Infinity;
      const periodLeft = period ? Math.max(0, period.after - periodStraight) : Infinity;
      const straight = Math.min(len, weekLeft, periodLeft);
      if (straight > 0) pieces.push({ shift, minutes: straight, tier: 0, rule: null });
      weekStraight += straight;
      periodStraight += straight;
      if (len > straight) {
        const rule = weekLeft <= periodLeft ? weekly!.rule : period!.rule;
        pieces.push({ shift, minutes: len - straight, tier: 1, rule });
      }
    }
    dayPos[shift.day] = to;
  }
  return { pieces, periodStraight };
}
