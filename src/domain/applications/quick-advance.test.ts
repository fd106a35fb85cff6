import { describe, expect, it } from 'vitest';
import {
  quickAdvance,
  quickAdvanceButtons,
  quickAdvanceDecisionMaker,
  MAKE_OFFER_LABEL,
  QUICK_ADVANCE_MESSAGES,
} from './quick-advance';
import { APPLICATION_STATUSES } from './pipeline';

describe('recruiter quick-advance (section 4 table)', () => {
  it.each([
    ['New', { kind: 'status', to: 'Screening', label: 'To Screening' }],
    ['Screening', { kind: 'status', to: 'Submitted', label: 'To Submitted' }],
    ['Submitted', { kind: 'make-offer', label: 'Make offer' }],
    ['Offered', { kind: 'status', to: 'Onboarding', label: 'To Onboarding' }],
    ['Onboarding', { kind: 'status', to: 'Working', label: 'To Working' }],
    ['Working', { kind: 'status', to: 'Done', label: 'To Done' }],
    ['Cleared', null],
    ['Done', null],
    ['Rejected', null],
    ['Blocked', null],
    ['Hold', null],
  ] as const)('%s → %j', (status, expected) => {
    expect(quickAdvance(status)).toEqual(expected);
  });

  it('covers all 11 statuses above', () => {
    expect(APPLICATION_STATUSES).toHaveLength(11);
  });

  it('Submitted opens make-offer instead of patching a status', () => {
    const b = quickAdvance('Submitted');
    expect(b?.kind).toBe('make-offer');
    expect(b && 'to' in b).toBe(false);
    expect(MAKE_OFFER_LABEL).toBe('Make offer');
  });

  it.each([
    ['recruiter', 'Recruiter'],
    ['organization', 'Organization'],
    ['admin', 'Not Specified'],
    ['worker', 'Not Specified'],
  ] as const)('decision maker for %s is %s', (role, dm) => {
    expect(quickAdvanceDecisionMaker(role)).toBe(dm);
  });
});

describe('quick-advance at Onboarding follows the Cleared rule (issue 42, item 9)', () => {
  const missing = ['The contract is not signed by both sides', 'BLS (submitted)'];

  it('keeps "To Working" but disables it with what is missing before clearance', () => {
    expect(quickAdvanceButtons('Onboarding', missing)).toEqual([
      { kind: 'status', to: 'Working', label: 'To Working', missing },
    ]);
    expect(QUICK_ADVANCE_MESSAGES.missingBefore('To Working')).toBe('To Working needs first:');
  });

  it('offers "To Cleared" first, then "To Working", once nothing is missing', () => {
    expect(quickAdvanceButtons('Onboarding', [])).toEqual([
      { kind: 'status', to: 'Cleared', label: 'To Cleared', missing: [] },
      { kind: 'status', to: 'Working', label: 'To Working', missing: [] },
    ]);
  });

  it.each(APPLICATION_STATUSES)('%s without blockers known: the section 4 table as it is', (status) => {
    const quick = quickAdvance(status);
    expect(quickAdvanceButtons(status)).toEqual(quick ? [{ ...quick, missing: [] }] : []);
  });

  it('other statuses ignore the Cleared rule', () => {
    expect(quickAdvanceButtons('Offered', missing)).toEqual([
      { kind: 'status', to: 'Onboarding', label: 'To Onboarding', missing: [] },
    ]);
    expect(quickAdvanceButtons('Cleared', [])).toEqual([]);
  });
});
