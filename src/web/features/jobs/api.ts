// Job board, job detail and apply: queries and mutations of the jobs feature.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyToJobAnswer, type ApplyToJobInput } from '@/domain/applications';
import type { ComparedRowView, JobDetail } from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import { api, ApiError } from '../../lib/api';
import { errorText } from '../../lib/form-errors';
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
      api('/api/worker-job-apply', { body: input, schema: import.meta.env.DEV && applyToJobAnswer }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobKeys.all }),
    meta: { errorMessage: applyErrorText },
  });
}

/**
 * The apply failure's toast: none for a required-field mismatch (422 with fields: the apply panel lists them), the
 * spec's "Already applied for this job." for a conflict, else the server's words.
 */
export function applyErrorText(err: unknown): string | null {
  if (err instanceof ApiError && err.status === 422 && err.body.fields) return null;
  return err instanceof ApiError && err.status === 409 && err.body.message !== MESSAGES.errors.jobClosed
    ? MESSAGES.alreadyApplied
    : errorText(err);
}
