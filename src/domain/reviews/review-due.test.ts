import { describe, expect, it } from 'vitest';
import { isReviewDue } from './review-due';

describe('isReviewDue', () => {
  it.each([
    ['Done', false, true],
    ['Done', true, false],
    ['Working', false, false],
    ['Cleared', false, false],
    ['Rejected', false, false],
  ] as const)('%s, organization reviewed: %s → %s', (status, organizationReviewed, due) => {
    expect(isReviewDue({ status, organizationReviewed })).toBe(due);
  });
});
