import { describe, expect, it } from 'vitest';
import { applicationStatusLabel, canApplyAgain, isWithdrawn, showsHours } from './outcome';
import { APPLICATION_STATUSES } from './pipeline';

describe('application outcomes', () => {
  it.each([
    ['Rejected', 'Withdrawn', 'Withdrawn', true],
    ['Rejected', 'Declined', 'Rejected', false],
    ['Rejected', null, 'Rejected', false],
    ['Offered', 'Withdrawn', 'Offered', false],
    ['New', null, 'New', false],
  ] as const)('%s with offer status %s is shown as %s (withdrawn: %s)', (status, offerStatus, label, withdrawn) => {
    expect(applicationStatusLabel(status, offerStatus)).toBe(label);
    expect(isWithdrawn(status, offerStatus)).toBe(withdrawn);
  });

  it('only a withdrawn application (or none) lets the worker apply again', () => {
    expect(canApplyAgain(null)).toBe(true);
    expect(canApplyAgain({ status: 'Rejected', offerStatus: 'Withdrawn' })).toBe(true);
    expect(canApplyAgain({ status: 'Rejected', offerStatus: 'Declined' })).toBe(false);
    expect(canApplyAgain({ status: 'Rejected', offerStatus: null })).toBe(false);
    expect(canApplyAgain({ status: 'New', offerStatus: null })).toBe(false);
  });
});

describe('showsHours', () => {
  it('is true where an assignment has hours and pay to show: Cleared, Working and Done', () => {
    expect(APPLICATION_STATUSES.filter((s) => showsHours(s))).toEqual(['Cleared', 'Working', 'Done']);
  });
});
