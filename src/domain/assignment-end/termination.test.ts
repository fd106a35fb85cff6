// Worked examples of what an early end still owes (issue 45). Terms: a 13-week assignment from Sunday 2026-03-01 to
// Saturday 2026-05-30, workweeks from Sunday, $50.00 an hour, 36 guaranteed and scheduled hours a week, a $1,200
// weekly stipend and an $8.33 missed-shift penalty per hour ($1,200 ÷ 144 h, DOMAIN-FACTS "contract terms").
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_END_MESSAGES as M } from './messages';
import {
  DEFAULT_NOTICE_DAYS,
  effectiveDateRefusal,
  noticeTermOf,
  reasonRefusal,
  terminationOwed,
  type LedgerWeek,
  type TerminationReason,
} from './termination';
import { isEndingSoon, isFinished } from './ending-soon';

const terms = {
  start_date: '2026-03-01',
  end_date: '2026-05-30',
  workweek_starts_on: 0,
  hourly_rate_cents: 5000,
  guaranteed_minutes_per_week: 2160,
  stipend_weekly_cents: 120_000,
  scheduled_minutes_per_week: 2160,
  missed_shift_penalty_cents_per_hour: 833,
};
const twoWeeks = noticeTermOf({ location: { contract_termination_policy: 'Two weeks notice' } });
const owed = (reason: TerminationReason, noticeDate: string, effectiveDate: string, weeks: LedgerWeek[] = []) =>
  terminationOwed({ terms, notice: twoWeeks, reason, noticeDate, effectiveDate, weeks });

describe('noticeTermOf: the contract termination policy, else the default with its source', () => {
  it.each([
    ['Two weeks notice', 14],
    ['Two weeks of guaranteed pay', 14],
    ['One week notice', 7],
    ['Termination without notice', 0],
  ])('%s → %i days', (policy, days) => {
    expect(noticeTermOf({ location: { contract_termination_policy: policy } })).toEqual({ days, source: policy });
  });
  it('no policy in the terms → the default termination policy (two weeks)', () => {
    expect(noticeTermOf({})).toEqual({ days: DEFAULT_NOTICE_DAYS, source: M.clauses.defaultSource });
    expect(DEFAULT_NOTICE_DAYS).toBe(14);
  });
});

describe('terminationOwed: worked examples', () => {
  it('low census on Monday 2026-04-06 with one 12-hour shift recorded that week: 70.28 h guaranteed + 2 weeks of stipend', () => {
    const r = owed('low_census', '2026-04-06', '2026-04-06', [
      { week_start: '2026-03-29', status: 'approved', worked_minutes: 2160 },
      { week_start: '2026-04-05', status: 'draft', worked_minutes: 720 },
    ]);
    expect(r.protected_through).toBe('2026-04-20');
    expect(r.short_days).toBe(14);
    // Week of 04-05: 36 h − 12 h recorded = 24 h; week of 04-12: 36 h; week of 04-19 (2 of its days): 36 × 2/7 = 617 min.
    expect(r.lines).toEqual([
      {
        code: 'GUARANTEE',
        payer: 'organization',
        minutes: 1440 + 2160 + 617,
        rate_cents: 5000,
        amount_cents: 351_417,
        clause: `${M.clauses.guarantee(2160, 14)}; ${M.clauses.notice(14, 'Two weeks notice')}`,
        weeks: ['2026-04-05', '2026-04-12', '2026-04-19'],
      },
      {
        code: 'STIPEND',
        payer: 'organization',
        minutes: 0,
        rate_cents: 120_000,
        amount_cents: 240_000,
        clause: `${M.clauses.stipend(14)}; ${M.clauses.notice(14, 'Two weeks notice')}`,
        weeks: ['2026-04-05', '2026-04-12', '2026-04-19'],
      },
    ]);
    expect(r.owed_to_worker_cents).toBe(591_417);
    expect(r.owed_by_worker_cents).toBe(0);
  });

  it('facility closure a week after notice: only the second week is short (36 h + 1 week of stipend)', () => {
    const r = owed('facility_closure', '2026-04-04', '2026-04-11');
    expect(r.protected_through).toBe('2026-04-18');
    expect(r.short_days).toBe(7);
    expect(r.lines.map((l) => [l.code, l.minutes, l.amount_cents])).toEqual([
      ['GUARANTEE', 2160, 180_000],
      ['STIPEND', 0, 120_000],
    ]);
  });

  it('the notice never protects days after the contract end (5 days short in the last week)', () => {
    const r = owed('low_census', '2026-05-25', '2026-05-25');
    expect(r.protected_through).toBe('2026-05-30');
    expect(r.short_days).toBe(5);
    expect(r.lines.map((l) => [l.code, l.minutes, l.amount_cents])).toEqual([
      ['GUARANTEE', 2160, 180_000],
      ['STIPEND', 0, 85_714],
    ]);
  });

  it('notice given in full owes nothing', () => {
    const r = owed('low_census', '2026-04-06', '2026-04-20');
    expect(r.short_days).toBe(0);
    expect(r.lines).toEqual([]);
    expect(r.owed_to_worker_cents).toBe(0);
  });

  it('ending for cause sets the notice aside: nothing owed, and it says why', () => {
    const r = owed('cause', '2026-04-06', '2026-04-06');
    expect(r.lines).toEqual([]);
    expect(r.note).toBe(M.clauses.cause);
  });

  it("the worker's short notice owes the missed-shift penalty: 36 h × $8.33 = $299.88", () => {
    const r = owed('worker_request', '2026-04-06', '2026-04-13');
    expect(r.lines).toEqual([
      {
        code: 'NOTICE_PENALTY',
        payer: 'worker',
        minutes: 2160,
        rate_cents: 833,
        amount_cents: 29_988,
        clause: `${M.clauses.penalty(14)}; ${M.clauses.notice(14, 'Two weeks notice')}`,
        weeks: ['2026-04-12', '2026-04-19'],
      },
    ]);
    expect(r.owed_by_worker_cents).toBe(29_988);
    expect(r.owed_to_worker_cents).toBe(0);
  });

  it('a contract without notice owes nothing on either side', () => {
    const notice = noticeTermOf({ location: { contract_termination_policy: 'Termination without notice' } });
    const r = terminationOwed({
      terms,
      notice,
      reason: 'low_census',
      noticeDate: '2026-04-06',
      effectiveDate: '2026-04-06',
      weeks: [],
    });
    expect(r.lines).toEqual([]);
  });
});

describe('effectiveDateRefusal names the field', () => {
  const weeks: LedgerWeek[] = [{ week_start: '2026-04-05', status: 'approved', worked_minutes: 2160 }];
  it.each([
    ['2026-02-28', M.errors.beforeStart('2026-03-01')],
    ['2026-05-31', M.errors.afterEnd('2026-05-30')],
    ['2026-04-11', M.errors.inApprovedWeek('2026-04-05', '2026-04-11')],
    ['2026-04-01', M.errors.inApprovedWeek('2026-04-05', '2026-04-11')],
  ])('%s is refused', (date, message) => {
    expect(effectiveDateRefusal(terms, weeks, date)).toEqual({ effective_date: message });
  });
  it('the day after the last approved week is allowed', () => {
    expect(effectiveDateRefusal(terms, weeks, '2026-04-12')).toBeNull();
  });
});

describe('reasonRefusal', () => {
  it('a worker gives notice only for her request or another reason, and "other" needs a note', () => {
    expect(reasonRefusal('worker', 'low_census', null)).toEqual({ reason_code: M.errors.workerReason });
    expect(reasonRefusal('worker', 'worker_request', null)).toBeNull();
    expect(reasonRefusal('organization', 'other', ' ')).toEqual({ note: M.errors.noteRequired });
    expect(reasonRefusal('organization', 'other', 'Unit merged')).toBeNull();
  });
});

describe('isEndingSoon and isFinished', () => {
  it.each([
    ['2026-05-01', false],
    ['2026-05-02', true],
    ['2026-05-30', true],
    ['2026-05-31', false],
  ])('ending 2026-05-30, on %s → %s', (today, soon) => {
    expect(isEndingSoon({ endDate: '2026-05-30', today, terminated: false })).toBe(soon);
  });
  it('a terminated assignment is ending soon at once', () => {
    expect(isEndingSoon({ endDate: '2026-05-30', today: '2026-03-02', terminated: true })).toBe(true);
  });
  it('finished: past the end with the last week approved, and no week still open', () => {
    const weeks = [
      { week_start: '2026-05-17', status: 'approved' },
      { week_start: '2026-05-24', status: 'approved' },
    ];
    const f = { endDate: '2026-05-30', lastWeekStart: '2026-05-24', weeks };
    expect(isFinished({ ...f, today: '2026-05-31' })).toBe(true);
    expect(isFinished({ ...f, today: '2026-05-30' })).toBe(false);
    expect(isFinished({ ...f, today: '2026-05-31', weeks: [weeks[0], { ...weeks[1], status: 'submitted' }] })).toBe(
      false,
    );
    expect(isFinished({ ...f, today: '2026-05-31', weeks: [weeks[0]] })).toBe(false);
  });
});
