// Worked examples of the pay engine (issue 44). Each names its source; where a source gives only the rule, the
// figures are computed here by hand from that rule and written out in the comment.
import { describe, expect, it } from 'vitest';
import { computeWeekStatement } from './engine';
import { shiftOn, termsFor } from './fixtures';
import { rulesInForce } from './rules';
import type { AssignmentTerms, PayLine, PayLineCode, WeekStatement, WorkEntry } from './types';

// 2026-04-05 is a Sunday; the fixture's workweek starts on Sunday.
const WEEK = '2026-04-05';
const day = (i: number) => `2026-04-${String(5 + i).padStart(2, '0')}`;
const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
/** One shift a day from 06:00 for the given hours (index 0 = Sunday). */
const days = (hours: number[], extra: Partial<WorkEntry> = {}) =>
  hours.flatMap((h, i) => (h > 0 ? [shiftOn(day(i), '06:00', hh(6 + h), extra)] : []));

function week(
  terms: Partial<AssignmentTerms>,
  entries: WorkEntry[],
  more: { before?: number; previous?: WorkEntry[] } = {},
) {
  return computeWeekStatement({
    terms: termsFor(terms),
    week_start: WEEK,
    entries,
    call_offs_used_before: more.before ?? 0,
    ...(more.previous ? { previous_entries: more.previous } : {}),
  });
}

/** The lines of one code as [minutes, rate, amount], in statement order. */
const of = (s: WeekStatement, code: PayLineCode) =>
  s.lines.filter((l: PayLine) => l.code === code).map((l) => [l.minutes, l.rate_cents, l.amount_cents]);

describe('FLSA regular rate and overtime (29 CFR part 778)', () => {
  it('29 CFR 778.110(a): $12 an hour, 46 hours: $588 (40 at $12 and 6 at $18)', () => {
    const s = week({ hourly_rate_cents: 1200 }, days([10, 9, 9, 9, 9]));
    expect(of(s, 'REG')).toEqual([[2400, 1200, 48000]]);
    expect(of(s, 'OT')).toEqual([[360, 1800, 10800]]);
    expect(s.gross_cents).toBe(58800);
    expect(s.regular_rate_cents).toBe(1200);
  });

  it('29 CFR 778.110(b): $46 of non-excludable pay on 46 hours at $12: regular rate $13, $637 in all', () => {
    // A stipend prorated for missed hours is pay (Clarke v. AMN Services, 9th Cir. 2021), like the bonus of 778.110(b).
    const s = week(
      { hourly_rate_cents: 1200, stipend_weekly_cents: 4600, stipend_prorated: true, scheduled_minutes_per_week: 2760 },
      days([10, 9, 9, 9, 9]),
    );
    expect(s.regular_rate_cents).toBe(1300);
    // 46 h × $12 + $46 + 6 h × $6.50 = $637: the overtime hours at $12 + $6.50.
    expect(of(s, 'OT')).toEqual([[360, 1850, 11100]]);
    expect(of(s, 'STIPEND')).toEqual([[2760, 100, 4600]]);
    expect(s.gross_cents).toBe(63700);
  });

  it('29 CFR 778.217: a fixed weekly reimbursement stays out of the regular rate', () => {
    const s = week({ hourly_rate_cents: 1200, stipend_weekly_cents: 4600 }, days([10, 9, 9, 9, 9]));
    expect(s.regular_rate_cents).toBe(1200);
    expect(of(s, 'OT')).toEqual([[360, 1800, 10800]]);
    expect(of(s, 'STIPEND')).toEqual([[0, 0, 4600]]);
    expect(s.gross_cents).toBe(58800 + 4600);
  });

  it('Clarke v. AMN (9th Cir. 2021): a stipend cut for missed hours shrinks with them and raises the regular rate', () => {
    // $20/h, $1,000 a week for 36 scheduled hours; 30 worked: $1,000 × 30/36 = $833.33.
    // Regular rate = (30 h × $20 + $833.33) / 30 h = $47.78.
    const s = week(
      {
        hourly_rate_cents: 2000,
        stipend_weekly_cents: 100000,
        stipend_prorated: true,
        scheduled_minutes_per_week: 2160,
      },
      days([10, 10, 10]),
    );
    expect(of(s, 'STIPEND')).toEqual([[1800, 2778, 83333]]);
    expect(s.regular_rate_cents).toBe(4778);
    // 44 hours worked: the full stipend; regular rate (44 × $20 + $1,000) / 44 = $42.73; overtime $20 + $21.37.
    const long = week(
      {
        hourly_rate_cents: 2000,
        stipend_weekly_cents: 100000,
        stipend_prorated: true,
        scheduled_minutes_per_week: 2160,
      },
      days([12, 12, 12, 8]),
    );
    expect(long.regular_rate_cents).toBe(4273);
    expect(of(long, 'OT')).toEqual([[240, 4137, 16548]]);
  });

  it('29 CFR 778.203: a holiday premium of 1.5x is excluded from the regular rate and credited against overtime', () => {
    // 36 ordinary hours, then 12 on the contract's holiday at $30 (1.5 × $20): 4 of them straight time, 8 overtime
    // hours already paid at 1.5x, so no overtime line is added.
    const s = week({ hourly_rate_cents: 2000, holiday_rate_cents: 3000, holidays: [day(3)] }, days([12, 12, 12, 12]));
    expect(s.regular_rate_cents).toBe(2000);
    expect(of(s, 'REG')).toEqual([[2160, 2000, 72000]]);
    expect(of(s, 'HOL')).toEqual([
      [240, 3000, 12000],
      [480, 3000, 24000],
    ]);
    expect(of(s, 'OT')).toEqual([]);
    expect(s.lines.find((l) => l.code === 'HOL' && l.minutes === 480)?.rule).toContain('credited against overtime');
  });

  it('29 CFR 785.15-17: on-call time counts as hours worked only when restricted', () => {
    const onCall = shiftOn(day(5), '06:00', '14:00', { kind: 'on_call' });
    const base = { hourly_rate_cents: 1200, on_call_rate_cents: 500 };
    const free = week(base, [...days([10, 10, 10, 10]), onCall]);
    expect(free.worked_minutes).toBe(2400);
    expect(of(free, 'ONCALL')).toEqual([[480, 500, 4000]]);
    // Its pay enters the regular rate (29 CFR 778.223): (40 × $12 + $40) / 40 = $13.
    expect(free.regular_rate_cents).toBe(1300);
    expect(of(free, 'OT')).toEqual([]);
    const restricted = week({ ...base, on_call_restricted: true }, [...days([10, 10, 10, 10]), onCall]);
    expect(restricted.worked_minutes).toBe(2880);
    // Regular rate (40 × $12 + 8 × $5) / 48 = $10.83; the 8 on-call hours are overtime at $5 + $5.42.
    expect(of(restricted, 'OT')).toEqual([[480, 1042, 8336]]);
  });

  it('1099 contractor: no overtime rules apply', () => {
    const s = week({ classification: '1099' }, days([10, 9, 9, 9, 9]));
    expect(of(s, 'REG')).toEqual([[2760, 1200, 55200]]);
  });
});

describe('8 and 80 (29 U.S.C. §207(j), 29 CFR 778.601)', () => {
  const previous = days([8, 8, 8, 8, 8]).map((e) => ({
    ...e,
    start: new Date(Date.parse(e.start) - 7 * 86_400_000).toISOString(),
    end: new Date(Date.parse(e.end) - 7 * 86_400_000).toISOString(),
  }));

  it('overtime after 8 in a day and after 80 in the 14 days, whichever is more', () => {
    // 40 hours in the first week; 10 + 5 × 8 = 50 in the second: 2 daily overtime hours, and 88 straight hours in the
    // period of which 8 are over 80.
    const s = week({ rule_set: 'federal_8_80' }, days([10, 8, 8, 8, 8, 8]), { previous });
    expect(of(s, 'OT').reduce((m, l) => m + l[0]!, 0)).toBe(600);
    expect(s.lines.filter((l) => l.code === 'OT').map((l) => l.rule)).toEqual([
      expect.stringContaining('over 8 in a workday'),
      expect.stringContaining('over 80 in the 14-day period'),
    ]);
    // Without the earlier week (the period's first week) only the daily overtime is owed, not the weekly 40.
    const first = week({ rule_set: 'federal_8_80' }, days([10, 8, 8, 8, 8, 8]));
    expect(of(first, 'OT')).toEqual([[120, 1800, 3600]]);
  });
});

describe('California (Labor Code §510, §226.7; IWC Wage Order 5)', () => {
  const CA: Partial<AssignmentTerms> = { rule_set: 'california', hourly_rate_cents: 2500 };

  it('overtimecalc.com "California overtime" example: 10, 8, 13, 8, 8 hours at $25: $1,275', () => {
    const s = week(CA, days([0, 10, 8, 13, 8, 8]));
    expect(of(s, 'REG')).toEqual([[2400, 2500, 100000]]);
    expect(of(s, 'OT')).toEqual([[360, 3750, 22500]]);
    expect(of(s, 'DT')).toEqual([[60, 5000, 5000]]);
    expect(s.gross_cents).toBe(127500);
  });

  it('DLSE Overtime FAQ: daily overtime hours do not count again toward the weekly 40 (four 12-hour days)', () => {
    const ca = week(CA, days([12, 12, 12, 12]));
    expect(of(ca, 'REG')).toEqual([[1920, 2500, 80000]]);
    expect(of(ca, 'OT')).toEqual([[960, 3750, 60000]]);
    const federal = week({ ...CA, rule_set: 'federal' }, days([12, 12, 12, 12]));
    expect(of(federal, 'OT')).toEqual([[480, 3750, 30000]]);
  });

  it('Labor Code §510: the 7th consecutive day pays 1.5x for its first 8 hours and 2x after', () => {
    const s = week(CA, days([8, 8, 8, 8, 8, 8, 10]));
    // 40 straight hours by Thursday; Friday's 8 are weekly overtime; Saturday 8 overtime and 2 double time.
    expect(of(s, 'REG')).toEqual([[2400, 2500, 100000]]);
    expect(of(s, 'OT').reduce((m, l) => m + l[0]!, 0)).toBe(960);
    expect(of(s, 'DT')).toEqual([[120, 5000, 10000]]);
    // Six days only: no 7th-day rule.
    expect(of(week(CA, days([0, 8, 8, 8, 8, 8, 10])), 'DT')).toEqual([]);
  });

  it('Labor Code §226.7 (UPS v. Superior Court): at most one meal and one rest premium a day, at the regular rate', () => {
    const s = week(CA, [
      shiftOn(day(1), '06:00', '10:00', { missed_meal: true, rest_breaks_taken: 0 }),
      shiftOn(day(1), '12:00', '16:00', { meal_break_taken: [false], missed_rest: true }),
      shiftOn(day(2), '06:00', '14:00', { meal_break_taken: [true], rest_breaks_taken: 2 }),
    ]);
    expect(of(s, 'MEAL_PREMIUM')).toEqual([[60, 2500, 2500]]);
    expect(of(s, 'REST_PREMIUM')).toEqual([[60, 2500, 2500]]);
    // A 6 h 1 min shift owes 2 rest periods (Brinker, 2012): one taken is one missed.
    const short = week(CA, [shiftOn(day(1), '06:00', '12:01', { rest_breaks_taken: 1 })]);
    expect(of(short, 'REST_PREMIUM')).toEqual([[60, 2500, 2500]]);
    expect(
      of(
        week({ ...CA, rule_set: 'federal' }, [shiftOn(day(1), '06:00', '10:00', { missed_meal: true })]),
        'MEAL_PREMIUM',
      ),
    ).toEqual([]);
  });

  it('IWC Wage Order 5 §5: reporting-time pay is half the scheduled shift, at least 2 and at most 4 hours', () => {
    const sent = (start: string, end: string, scheduled: number) =>
      of(
        week(CA, [shiftOn(day(1), start, end, { kind: 'sent_home_early', scheduled_minutes: scheduled })]),
        'REPORTING',
      );
    expect(sent('07:00', '08:00', 480)).toEqual([[180, 2500, 7500]]);
    expect(sent('07:00', '09:00', 720)).toEqual([[120, 2500, 5000]]);
    expect(sent('07:00', '08:00', 180)).toEqual([[60, 2500, 2500]]);
    expect(sent('07:00', '12:00', 480)).toEqual([]);
  });
});

describe('Alaska, Nevada, Colorado as data', () => {
  it('Alaska Statutes §23.10.060: over 8 in a day', () => {
    expect(of(week({ rule_set: 'alaska' }, days([10])), 'OT')).toEqual([[120, 1800, 3600]]);
  });
  it('NRS §608.018: daily overtime only under 1.5x the minimum wage ($18.00 from 2024-07-01)', () => {
    expect(of(week({ rule_set: 'nevada', hourly_rate_cents: 1500 }, days([10])), 'OT')).toEqual([[120, 2250, 4500]]);
    expect(of(week({ rule_set: 'nevada', hourly_rate_cents: 5000 }, days([10])), 'OT')).toEqual([]);
    expect(rulesInForce('nevada', '2024-06-30').overtime.map((r) => r.id)).toEqual(['nv_weekly_40']);
  });
  it('Colorado COMPS Order #39 Rule 4.1.1: over 12 in a workday', () => {
    expect(of(week({ rule_set: 'colorado' }, days([13])), 'OT')).toEqual([[60, 1800, 1800]]);
    expect(of(week({ rule_set: 'colorado' }, days([12])), 'OT')).toEqual([]);
  });
});

describe('contract lines: guarantee, call-offs, call-back, penalty', () => {
  const G: Partial<AssignmentTerms> = {
    hourly_rate_cents: 5000,
    guaranteed_minutes_per_week: 2160,
    call_off_allowance: { shifts: 1, per_weeks: 13 },
    cancellation_notice_hours: 2,
    cancellation_pay_minutes: 240,
  };
  const cancelled = (announcedHoursBefore: number) => {
    const e = shiftOn(day(3), '07:00', '19:00', { kind: 'facility_cancelled' });
    return { ...e, announced_at: new Date(Date.parse(e.start) - announcedHoursBefore * 3_600_000).toISOString() };
  };

  it('a facility call-off inside the allowance leaves the guarantee; the ledger says none is left', () => {
    const s = week(G, [...days([12, 12]), cancelled(24)]);
    expect(of(s, 'GUARANTEE')).toEqual([]);
    expect(s.ledger).toEqual({
      call_offs_used: 1,
      call_offs_left: 0,
      guarantee_owed_minutes: 1440,
      guarantee_paid_minutes: 0,
    });
  });

  it('past the allowance the guarantee tops the week up to 36 hours at the hourly rate', () => {
    const s = week(G, [...days([12, 12]), cancelled(24)], { before: 1 });
    expect(of(s, 'GUARANTEE')).toEqual([[720, 5000, 60000]]);
    expect(s.ledger).toEqual({
      call_offs_used: 1,
      call_offs_left: 0,
      guarantee_owed_minutes: 2160,
      guarantee_paid_minutes: 720,
    });
  });

  it('a cancellation inside the notice window pays its hours, and they count toward the guarantee', () => {
    const s = week(G, [...days([12, 12]), cancelled(1)], { before: 1 });
    expect(of(s, 'CANCEL')).toEqual([[240, 5000, 20000]]);
    expect(of(s, 'GUARANTEE')).toEqual([[480, 5000, 40000]]);
  });

  it('no guarantee in the first week, weeks with time off or orientation', () => {
    expect(
      of(
        week(
          {
            ...G,
            start_date: day(2),
            guarantee_excludes: { first_week: true, last_week: false, time_off_weeks: [], orientation_weeks: false },
          },
          days([12]),
        ),
        'GUARANTEE',
      ),
    ).toEqual([]);
    expect(
      of(
        week(
          {
            ...G,
            guarantee_excludes: {
              first_week: false,
              last_week: false,
              time_off_weeks: [WEEK],
              orientation_weeks: false,
            },
          },
          days([12]),
        ),
        'GUARANTEE',
      ),
    ).toEqual([]);
    expect(of(week(G, days([12])), 'GUARANTEE')).toEqual([[1440, 5000, 120000]]);
  });

  it('a worker call-off costs the penalty and its hours leave the guarantee', () => {
    const off = shiftOn(day(3), '07:00', '19:00', { kind: 'worker_called_off' });
    const s = week({ ...G, missed_shift_penalty_cents_per_hour: 2500 }, [...days([12, 12]), off]);
    expect(of(s, 'PENALTY')).toEqual([[720, 2500, -30000]]);
    expect(s.ledger.guarantee_owed_minutes).toBe(1440);
    expect(of(s, 'GUARANTEE')).toEqual([]);
  });

  it('a call-back pays its minimum; the unworked part is not hours worked', () => {
    const s = week({ call_back_rate_cents: 7500, call_back_minimum_minutes: 120 }, [
      shiftOn(day(1), '22:00', '23:00', { kind: 'called_back' }),
    ]);
    expect(s.lines.map((l) => [l.code, l.minutes, l.rate_cents, l.amount_cents, l.worked])).toEqual([
      ['CALLBACK', 60, 7500, 7500, false],
      ['CALLBACK', 60, 7500, 7500, true],
    ]);
    expect(s.worked_minutes).toBe(60);
  });

  it('orientation at its own rate, counted as hours worked', () => {
    const s = week({ orientation_rate_cents: 1000 }, [shiftOn(day(1), '08:00', '16:00', { kind: 'orientation' })]);
    expect(of(s, 'ORIENT')).toEqual([[480, 1000, 8000]]);
    expect(s.worked_minutes).toBe(480);
  });
});

describe('days and weeks in the facility time zone', () => {
  it('a night shift across the spring-forward change counts 11 real hours, the fall-back one 13', () => {
    const spring = computeWeekStatement({
      terms: termsFor(),
      week_start: '2026-03-01',
      entries: [shiftOn('2026-03-07', '19:00', '07:00')],
      call_offs_used_before: 0,
    });
    expect(spring.worked_minutes).toBe(660);
    const fall = computeWeekStatement({
      terms: termsFor(),
      week_start: '2026-10-25',
      entries: [shiftOn('2026-10-31', '19:00', '07:00')],
      call_offs_used_before: 0,
    });
    expect(fall.worked_minutes).toBe(780);
  });

  it('a wall time skipped when clocks move forward is refused, not guessed', () => {
    expect(() => shiftOn('2026-03-08', '02:30', '07:00')).toThrow('02:30 does not exist on 2026-03-08');
    // 01:30 on 2026-11-01 happens twice: the first (daylight) one is taken.
    expect(shiftOn('2026-11-01', '01:30', '05:30').start).toBe('2026-11-01T08:30:00.000Z');
  });

  it('a shift across midnight at the end of a workweek belongs wholly to the week it starts in', () => {
    // Saturday 19:00 to Sunday 07:30 with a 30-minute meal after midnight: 12 hours in the week of 2026-04-05.
    const night = shiftOn(day(6), '19:00', '07:30', { meal: ['01:00', '01:30'] });
    const s = week({ rule_set: 'california' }, [...days([0, 12, 12, 12]), night]);
    expect(s.worked_minutes).toBe(2880);
    // In California: 4 daily overtime hours on each of the four days; 32 straight hours.
    expect(of(s, 'REG')).toEqual([[1920, 1200, 38400]]);
    expect(() =>
      computeWeekStatement({ terms: termsFor(), week_start: '2026-04-12', entries: [night], call_offs_used_before: 0 }),
    ).toThrow(RangeError);
  });
});
