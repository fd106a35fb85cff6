// Queries and mutations of close-out reviews (issue 45): a placement's reviews, giving one (the side is the caller's),
// the worker's one reply, the organization's do-not-return list, a job's facility reviews. Every answer is parsed by
// the domain schema its route answers with (src/domain/reviews).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationReviewsResponse,
  reviewSchema,
  type OrganizationReviewInput,
  type ReplyInput,
  type WorkerReviewInput,
} from '@/domain/reviews';
import { api } from '../../lib/api';
import { reviewKeys } from './keys';
import { facilityReviewsQuery } from './queries';

/** A placement's reviews, each with the reply beside it, and what the caller may still do. */
export const applicationReviewsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: reviewKeys.application(applicationId),
    queryFn: ({ signal }) =>
      api(`/api/applications/${encodeURIComponent(applicationId)}/reviews`, {
        signal,
        schema: import.meta.env.DEV && applicationReviewsResponse,
      }),
  });
export const useApplicationReviews = (applicationId: string, enabled = true) =>
  useQuery({ ...applicationReviewsQuery(applicationId), enabled });

/** A job's facility reviews (queries.ts) and the signed-in worker's do-not-return standing. */
export const useFacilityReviews = (jobId: string, enabled = true) =>
  useQuery({ ...facilityReviewsQuery(jobId), enabled });

function useReviewMutation<I>(path: (input: I) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) =>
      api(path(input), { method: 'POST', body: input, schema: import.meta.env.DEV && reviewSchema }),
    meta: { fieldErrorsInline: true },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: reviewKeys.all });
      void qc.invalidateQueries({ queryKey: ['work-journey'] });
    },
  });
}

/** Give the caller's side's review of a Done placement. */
export const useSubmitReview = (applicationId: string) =>
  useReviewMutation<OrganizationReviewInput | WorkerReviewInput>(
    () => `/api/applications/${encodeURIComponent(applicationId)}/reviews`,
  );

/** The worker's one reply to the review of her. */
export const useReplyToReview = (reviewId: string) =>
  useReviewMutation<ReplyInput>(() => `/api/reviews/${encodeURIComponent(reviewId)}/reply`);
