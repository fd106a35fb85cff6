// The pay engine (issue 44, decision 0036): one approved workweek and the assignment's terms in, the week's pay lines
// out. Pure and exact: integer cents and minutes, each amount rounded once (minutes × rate / 60, half up); rates
// derived from the regular rate are rounded up to the cent, so rounding never pays less than the law.
import { amountFor, ceilDiv, LineBook, roundDiv } from './money';
import { PAY_CLAUSES as C, PAY_ERRORS, PAY_RULES as R } from './pay-messages';
import { rulesInForce } from './rules';
import { guaranteeApplies, isWorked, NO_RULES, place, restPeriodsDue, spanMinutes, toShift } from './shifts';
import { assignTiers } from './tiers';
import { addDaysToDate, weekStartOfDate } from './time';
import type { WeekInput, WeekStatement } from './types';

/** The pay statement of one workweek: every line with its minutes, rate, amount, entries, clause and rule. */
export function computeWeekStatement(input: WeekInput): WeekStatement {
  const { terms, week_start } = input;
  if (weekStartOfDate(terms.workweek_starts_on, week_start) !== week_start)
    throw new RangeError(PAY_ERRORS.badWeekStart(week_start));
  const contractor = terms.classification === '1099';
  const rules = contractor ? NO_RULES(terms.rule_set) : rulesInForce(terms.rule_set, week_start);
  const premium = (id: string) => rules.premiums.some((p) => p.id === id);
  const hourly = terms.hourly_rate_cents;
  const book = new LineBook();
  const placed = place(input.entries, terms, week_start, true);

  // Hours worked, split into tiers.
  const shifts = placed
    .filter((p) => isWorked(p.entry, terms))
    .map((p) => toShift(p.entry, p.day, p.date, terms, contractor));
  let periodBefore = 0;
  if (input.previous_entries && rules.overtime.some((r) => r.trigger.type === 'period_14')) {
    const prevStart = addDaysToDate(week_start, -7);
    const prev = place(input.previous_entries, terms, prevStart, false)
      .filter((p) => p.day >= 0 && p.day <= 6 && isWorked(p.entry, terms))
      .map((p) => toShift(p.entry, p.day, p.date, terms, contractor));
    periodBefore = assignTiers(prev, rules, hourly).periodStraight;
  }
  const { pieces } = assignTiers(shifts, rules, hourly, periodBefore);
  const worked_minutes = shifts.reduce((s, x) => s + x.minutes, 0);

  // Regular rate (29 CFR 778.109, 778.115): straight-time pay of all hours worked at their own rates, plus other
  // non-excludable pay, over the hours worked. Kept exact as N / D cents an hour (N in cent-minutes per hour).
  let N = pieces.reduce((s, p) => s + p.shift.rr_rate * p.minutes, 0);
  const D = worked_minutes;

  // On call, free to use the time: not hours worked, its pay enters the regular rate.
  for (const { entry } of placed) {
    if (entry.kind !== 'on_call' || isWorked(entry, terms)) continue;
    const minutes = spanMinutes(entry);
    book.add(
      {
        code: 'ONCALL',
        minutes,
        rate_cents: terms.on_call_rate_cents,
        rule: R.on_call_free,
        clause: C.onCall,
        worked: false,
      },
      entry.id,
    );
    N += terms.on_call_rate_cents * minutes;
  }
  // Call-back minimum.
  for (const s of shifts) {
    if (s.entry.kind !== 'called_back') continue;
    const short = terms.call_back_minimum_minutes - s.minutes;
    book.add(
      {
        code: 'CALLBACK',
        minutes: short,
        rate_cents: terms.call_back_rate_cents,
        rule: R.call_back_minimum,
        clause: s.clause,
        worked: false,
      },
      s.id,
    );
  }
  // Facility cancellations: the allowance first (those hours leave the guarantee), then cancellation pay.
  const allowance = terms.call_off_allowance.shifts;
  let callOffsUsed = Math.min(input.call_offs_used_before, allowance);
  let allowedMinutes = 0;
  let calledOffMinutes = 0;
  const cancelClause = C.cancellation(terms.cancellation_notice_hours, terms.cancellation_pay_minutes);
  for (const { entry } of placed) {
    if (entry.kind === 'facility_cancelled') {
      if (callOffsUsed < allowance) {
        callOffsUsed += 1;
        allowedMinutes += spanMinutes(entry);
      }
      const notice = entry.announced_at === undefined ? 0 : Date.parse(entry.start) - Date.parse(entry.announced_at);
      if (notice < terms.cancellation_notice_hours * 3_600_000)
        book.add(
          {
            code: 'CANCEL',
            minutes: terms.cancellation_pay_minutes,
            rate_cents: hourly,
            rule: R.cancellation,
            clause: cancelClause,
            worked: false,
          },
          entry.id,
        );
    } else if (entry.kind === 'worker_called_off') {
      const minutes = spanMinutes(entry);
      calledOffMinutes += minutes;
      const rate = terms.missed_shift_penalty_cents_per_hour;
      if (rate > 0)
        book.addAmount({
          code: 'PENALTY',
          minutes,
          rate_cents: rate,
          amount_cents: -amountFor(minutes, rate),
          rule: R.penalty,
          clause: C.penalty,
          entries: [entry.id],
          worked: false,
        });
    }
  }
  // Reporting-time pay when sent home early (California).
  if (rules.reporting_time && premium('ca_reporting_time')) {
    const rt = rules.reporting_time;
    for (const s of shifts) {
      const scheduled = s.entry.scheduled_minutes;
      if (s.entry.kind !== 'sent_home_early' || scheduled === undefined) continue;
      const half = Math.floor((scheduled * rt.numerator) / rt.denominator);
      if (s.minutes >= half) continue;
      const due = Math.min(rt.max, Math.max(rt.min, half));
      book.add(
        {
          code: 'REPORTING',
          minutes: due - s.minutes,
          rate_cents: hourly,
          rule: R.ca_reporting_time,
          clause: C.reporting,
          worked: false,
        },
        s.id,
      );
    }
  }
  // Guarantee top-up.
  const applies = guaranteeApplies(input);
  const owed = applies ? Math.max(0, terms.guaranteed_minutes_per_week - allowedMinutes - calledOffMinutes) : 0;
  const credited = worked_minutes + book.minutesOf('CANCEL') + book.minutesOf('REPORTING');
  const topUp = Math.max(0, owed - credited);
  book.add(
    {
      code: 'GUARANTEE',
      minutes: topUp,
      rate_cents: hourly,
      rule: R.guarantee,
      clause: C.guarantee(terms.guaranteed_minutes_per_week),
      worked: false,
    },
    null,
  );
  // Stipend: fixed (a reimbursement) or prorated for missed hours (pay: it enters the regular rate).
  if (terms.stipend_weekly_cents > 0) {
    const stipend = terms.stipend_weekly_cents;
    const scheduled = terms.scheduled_minutes_per_week;
    if (terms.stipend_prorated && scheduled > 0) {
      const paid = credited + topUp;
      const minutes = Math.min(paid, scheduled);
      const amount = roundDiv(stipend * minutes, scheduled);
      book.addAmount({
        code: 'STIPEND',
        minutes,
        rate_cents: roundDiv(stipend * 60, scheduled),
        amount_cents: amount,
        rule: R.stipend_prorated,
        clause: C.stipend(true),
        entries: [],
        worked: false,
      });
      N += 60 * amount;
    } else {
      book.addAmount({
        code: 'STIPEND',
        minutes: 0,
        rate_cents: 0,
        amount_cents: stipend,
        rule: R.stipend_fixed,
        clause: C.stipend(false),
        entries: [],
        worked: false,
      });
    }
  }

  // Hours worked, priced: straight time at each shift's own rate; overtime and double time at the hour's own rate
  // plus one premium for every kind of hour: the contract's overtime (double-time) rate over its hourly rate, or half
  // (a whole) regular rate, whichever is more (29 CFR 778.115: the legal minimum for hours at several rates). On a
  // holiday the holiday rate is credited against them when it is at least as much (29 U.S.C. §207(h)(2)).
  const half = D > 0 ? ceilDiv(N, 2 * D) : ceilDiv(hourly, 2);
  const whole = D > 0 ? ceilDiv(N, D) : hourly;
  for (const p of pieces) {
    const s = p.shift;
    if (p.tier === 0) {
      book.add(
        { code: s.code, minutes: p.minutes, rate_cents: s.rate, rule: s.rule, clause: s.clause, worked: true },
        s.id,
      );
      continue;
    }
    const contract = p.tier === 1 ? terms.overtime_rate_cents : terms.double_time_rate_cents;
    const premium = Math.max(contract === null ? 0 : contract - hourly, p.tier === 1 ? half : whole);
    const rate = s.rr_rate + premium;
    if (s.holiday && s.rate >= rate) {
      book.add(
        {
          code: 'HOL',
          minutes: p.minutes,
          rate_cents: s.rate,
          rule: R.holiday_credited,
          clause: C.holiday,
          worked: true,
        },
        s.id,
      );
      continue;
    }
    const code = p.tier === 1 ? 'OT' : 'DT';
    const clause = p.tier === 1 ? C.overtime : C.doubleTime;
    book.add(
      { code, minutes: p.minutes, rate_cents: rate, rule: R[p.rule as keyof typeof R], clause, worked: true },
      s.id,
    );
  }

  // Meal and rest premiums (California): one hour at the regular rate, at most one of each per workday.
  const mealDays = new Map<number, string>();
  const restDays = new Map<number, string>();
  for (const s of shifts) {
    const e = s.entry;
    if (
      premium('ca_meal_premium') &&
      (e.missed_meal === true || e.meal_break_taken?.includes(false)) &&
      !mealDays.has(s.day)
    )
      mealDays.set(s.day, s.id);
    const restDue = rules.rest_period ? restPeriodsDue(s.minutes, rules.rest_period) : 0;
    const restMissed = e.missed_rest === true || (e.rest_breaks_taken !== undefined && e.rest_breaks_taken < restDue);
    if (premium('ca_rest_premium') && restMissed && !restDays.has(s.day)) restDays.set(s.day, s.id);
  }
  for (const id of mealDays.values())
    book.add(
      {
        code: 'MEAL_PREMIUM',
        minutes: 60,
        rate_cents: whole,
        rule: R.ca_meal_premium,
        clause: C.breaks,
        worked: false,
      },
      id,
    );
  for (const id of restDays.values())
    book.add(
      {
        code: 'REST_PREMIUM',
        minutes: 60,
        rate_cents: whole,
        rule: R.ca_rest_premium,
        clause: C.breaks,
        worked: false,
      },
      id,
    );

  const lines = book.close();
  return {
    week_start,
    gross_cents: lines.reduce((s, l) => s + l.amount_cents, 0),
    regular_rate_cents: D > 0 ? roundDiv(N, D) : hourly,
    worked_minutes,
    lines,
    ledger: {
      call_offs_used: callOffsUsed,
      call_offs_left: Math.max(0, allowance - callOffsUsed),
      guarantee_owed_minutes: owed,
      guarantee_paid_minutes: topUp,
    },
  };
}
