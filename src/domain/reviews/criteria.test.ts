// Facility averages (issue 45): shown only over at least MIN_REVIEWS_FOR_AVERAGE reviews, each to one decimal, and
// the share who would return in whole percent.
import { describe, expect, it } from 'vitest';
import { facilityAverages, isDoNotReturn, MIN_REVIEWS_FOR_AVERAGE } from './criteria';
import { organizationReviewInput, parseReviewFor } from './review-schemas';
import { REVIEW_MESSAGES as M } from './reviews-messages';

const r = (o: number, s: number, m: number, wouldReturn: boolean | null = true) => ({
  scores: { orientation: o, staffing_ratios: s, management_support: m },
  wouldReturn,
});

describe('facilityAverages', () => {
  it.each([
    [[], 0],
    [[r(5, 5, 5)], 1],
    [[r(5, 5, 5), r(1, 1, 1)], 2],
  ])('shows nothing below %#', (rows, count) => {
    expect(facilityAverages(rows)).toEqual({ count, averages: null, wouldReturnPercent: null });
  });

  it('averages over three reviews to one decimal, and the share who would return', () => {
    expect(MIN_REVIEWS_FOR_AVERAGE).toBe(3);
    expect(facilityAverages([r(5, 2, 4), r(3, 3, 4, false), r(4, 2, 5)])).toEqual({
      count: 3,
      averages: { orientation: 4, staffing_ratios: 2.3, management_support: 4.3 },
      wouldReturnPercent: 67,
    });
  });
});

describe('organization review rules', () => {
  it('a do-not-return needs its reason; an eligible worker has none', () => {
    const base = { scores: { clinical_skills: 3, reliability: 3, teamwork: 3, communication: 3 } };
    expect(organizationReviewInput.safeParse({ ...base, eligible_for_rehire: false }).success).toBe(false);
    expect(
      organizationReviewInput.safeParse({ ...base, eligible_for_rehire: true, do_not_return_reason: 'conduct' })
        .success,
    ).toBe(false);
    expect(parseReviewFor('organization', { ...base, eligible_for_rehire: false })).toEqual({
      ok: false,
      fields: { do_not_return_reason: M.errors.reasonRequired },
    });
    expect(isDoNotReturn({ eligibleForRehire: false, doNotReturnReason: 'conduct' })).toBe(true);
    expect(isDoNotReturn({ eligibleForRehire: true, doNotReturnReason: null })).toBe(false);
  });
});
