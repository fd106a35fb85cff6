// Job board, job detail and apply: queries and mutations of the jobs feature.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyToJobInput } from '@/domain/applications';
import type { ComparedRowView, JobDetail } from '@/domain/jobs';
import { api } from '../../lib/api';
import { jobDetailQuery, jobKeys, jobSearchQuery } from './queries';

/** A compared row as the server sends it. */
export type ComparedRowDto = ComparedRowView;

/** GET /api/jobs/:id. */
export type JobDetailDto = JobDetail;

/** The job board for the filters in `params` (URL search params), page after page. */
export function useJobSearch(params: URLSearchParams) {
  return useInfiniteQuery(jobSearchQuery(params));
}

/** One job with the worker's comparison and application. */
export function useJobDetail(jobId: string) {
  return useQuery(jobDetailQuery(jobId));
}

/** POST /api/worker-job-apply with the spec's payload; answers the new application's _id. */
export function useApplyToJob() {
  const qc = useQueryClient();
  return useMutation({
    // 201 { _id }: submitted; 202 { held: true }: held until the worker verifies their email (spec section 5).
    mutationFn: (input: ApplyToJobInput) =>
      api<{ _id: string; held?: undefined } | { held: true; _id?: undefined }>('/api/worker-job-apply', {
        body: input,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Sends the email verification link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/auth/resend-verification', { method: 'POST', body: {} }),
  });
}
