// Close-out reviews as data (issue 45): each side's criteria (scored 1–5), the do-not-return reason categories, and
// the rule that facility averages are shown only over at least MIN_REVIEWS_FOR_AVERAGE reviews.
import { REVIEW_MESSAGES as M } from './reviews-messages';

/** 'organization' reviews the worker; 'worker' reviews the facility. */
export const REVIEW_SIDES = ['organization', 'worker'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** The organization's criteria for the worker. */
export const WORKER_CRITERIA = ['clinical_skills', 'reliability', 'teamwork', 'communication'] as const;
/** The worker's criteria for the facility. */
export const FACILITY_CRITERIA = ['orientation', 'staffing_ratios', 'management_support'] as const;
export type ReviewCriterion = (typeof WORKER_CRITERIA)[number] | (typeof FACILITY_CRITERIA)[number];

/** The criteria each side scores. */
export const REVIEW_CRITERIA: Record<ReviewSide, readonly ReviewCriterion[]> = {
  organization: WORKER_CRITERIA,
  worker: FACILITY_CRITERIA,
};

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const COMMENTS_MAX = 2000;
export const REPLY_MAX = 2000;

export const DO_NOT_RETURN_REASONS = ['attendance', 'clinical_practice', 'conduct', 'documentation', 'other'] as const;
export type DoNotReturnReason = (typeof DO_NOT_RETURN_REASONS)[number];

/** A criterion's label. */
export const criterionLabel = (c: ReviewCriterion): string => M.criteria[c];
/** A do-not-return reason's label. */
export const doNotReturnReasonLabel = (r: DoNotReturnReason): string => M.doNotReturnReasons[r];

/** Facility averages are shown to workers only over at least this many reviews (never one person's words). */
export const MIN_REVIEWS_FOR_AVERAGE = 3;

export interface FacilityReviewScores {
  scores: Partial<Record<ReviewCriterion, number>>;
  wouldReturn: boolean | null;
}

export interface FacilityAverages {
  count: number;
  /** Null below MIN_REVIEWS_FOR_AVERAGE reviews. Each average to one decimal. */
  averages: Record<(typeof FACILITY_CRITERIA)[number], number> | null;
  /** Whole percent of reviewers who would return; null below the minimum. */
  wouldReturnPercent: number | null;
}

/** The facility's averages over the workers' reviews: shown only over at least MIN_REVIEWS_FOR_AVERAGE of them. */
export function facilityAverages(reviews: readonly FacilityReviewScores[]): FacilityAverages {
  const count = reviews.length;
  if (count < MIN_REVIEWS_FOR_AVERAGE) return { count, averages: null, wouldReturnPercent: null };
  const avg = (c: (typeof FACILITY_CRITERIA)[number]) => {
    const xs = reviews.map((r) => r.scores[c]).filter((x): x is number => typeof x === 'number');
    return xs.length === 0 ? 0 : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
  };
  const answered = reviews.filter((r) => r.wouldReturn !== null);
  return {
    count,
    averages: {
      orientation: avg('orientation'),
      staffing_ratios: avg('staffing_ratios'),
      management_support: avg('management_support'),
    },
    wouldReturnPercent:
      answered.length === 0 ? null : Math.round((answered.filter((r) => r.wouldReturn).length / answered.length) * 100),
  };
}

/** Is an organization's review a do-not-return? (not eligible for rehire, with its reason) */
export const isDoNotReturn = (r: { eligibleForRehire: boolean | null; doNotReturnReason: string | null }): boolean =>
  r.eligibleForRehire === false && r.doNotReturnReason !== null;

/** A review can be given on a Done placement only. */
export const canReview = (status: string): boolean => status === 'Done';
