// A job's facility reviews as a query of its own module, apart from the feature's hooks and mutations: the router starts
// it beside the job's own read when a worker opens a job (app/router.tsx, prefetchJobDetail), so the server draws it
// into her first view and a navigation fetches it with the job rather than after it.
import { queryOptions } from '@tanstack/react-query';
import { facilityReviewsResponse } from '@/domain/reviews';
import { api } from '../../lib/api';
import { reviewKeys } from './keys';

/** A job's facility reviews (averages over enough reviews) and the signed-in worker's do-not-return standing. */
export const facilityReviewsQuery = (jobId: string) =>
  queryOptions({
    queryKey: reviewKeys.facility(jobId),
    queryFn: ({ signal }) =>
      api(`/api/jobs/${encodeURIComponent(jobId)}/facility-reviews`, {
        signal,
        schema: import.meta.env.DEV && facilityReviewsResponse,
      }),
  });
