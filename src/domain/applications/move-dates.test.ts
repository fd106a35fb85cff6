// The date rules of status moves (issues 42 and 44), one row per status: only Working, and Done for a placement, wait
// for the assignment's start; every other move may happen before it.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import { APPLICATION_STATUSES, type ApplicationStatus } from './pipeline';
import { moveDateRefusal } from './move-dates';

const START = '2027-01-04';
const BEFORE = '2026-11-28'; // 37 days before: the case of issue 42, item 3

describe('moveDateRefusal', () => {
  const refusedBefore: Partial<Record<ApplicationStatus, string>> = {
    Working: MESSAGES.moveDates.workingBeforeStart(START),
    Done: MESSAGES.moveDates.doneBeforeStart(START),
  };
  for (const to of APPLICATION_STATUSES)
    it(`${to}: ${refusedBefore[to] ? 'refused' : 'allowed'} before the start, allowed from the start day on`, () => {
      expect(moveDateRefusal({ to, startDate: START, placement: true, today: BEFORE })).toBe(refusedBefore[to] ?? null);
      expect(moveDateRefusal({ to, startDate: START, placement: true, today: '2027-01-03' })).toBe(
        refusedBefore[to] ?? null,
      );
      expect(moveDateRefusal({ to, startDate: START, placement: true, today: START })).toBeNull();
      expect(moveDateRefusal({ to, startDate: START, placement: true, today: '2027-03-01' })).toBeNull();
    });

  it('names the start date and, for Done, how a placement that never started ends', () => {
    expect(MESSAGES.moveDates.workingBeforeStart(START)).toBe(
      'This assignment starts on Jan 4, 2027. It can move to Working from that day on.',
    );
    expect(MESSAGES.moveDates.doneBeforeStart(START)).toContain('move it to Rejected');
  });

  it('lets an application that never became a placement be closed as Done at any time (spec section 4)', () => {
    expect(moveDateRefusal({ to: 'Done', startDate: START, placement: false, today: BEFORE })).toBeNull();
    expect(moveDateRefusal({ to: 'Working', startDate: START, placement: false, today: BEFORE })).toBe(
      MESSAGES.moveDates.workingBeforeStart(START),
    );
  });

  it('has nothing to wait for without a start date (ASAP) or with one that is not a date', () => {
    for (const startDate of [null, undefined, '', 'asap'])
      expect(moveDateRefusal({ to: 'Working', startDate, placement: true, today: BEFORE })).toBeNull();
  });
});
