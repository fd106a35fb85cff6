import { describe, expect, it } from 'vitest';
import { DECISION_MAKERS, ROLES, defaultDecisionMaker, isDecisionMaker, isRole } from './roles';

describe('roles', () => {
  it('has worker, recruiter, organization and admin', () => {
    expect(ROLES).toEqual(['worker', 'recruiter', 'organization', 'admin']);
  });

  it('decision-maker options are exactly those of section 6', () => {
    expect(DECISION_MAKERS).toEqual(['Worker', 'Recruiter', 'Organization', 'MSP', 'Facility', 'Not Specified']);
  });

  it.each([
    ['recruiter', 'Recruiter'],
    ['organization', 'Organization'],
    ['worker', 'Not Specified'],
    ['admin', 'Not Specified'],
  ] as const)('default decision maker for %s is %s', (role, dm) => {
    expect(defaultDecisionMaker(role)).toBe(dm);
  });

  it.each([
    ['worker', true],
    ['admin', true],
    ['Worker', false],
    ['msp', false],
    ['', false],
    [null, false],
  ])('isRole(%j) = %s', (v, ok) => {
    expect(isRole(v)).toBe(ok);
  });

  it.each([
    ['MSP', true],
    ['Not Specified', true],
    ['msp', false],
    ['Admin', false],
  ])('isDecisionMaker(%j) = %s', (v, ok) => {
    expect(isDecisionMaker(v)).toBe(ok);
  });
});
