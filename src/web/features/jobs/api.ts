// Job board, job detail and apply: queries and mutations of the jobs feature.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyToJobInput } from '@/domain/applications';
import type { Job, ComparisonSection } from '@/domain/jobs';
import type { DialogKind } from '@/domain/profile';
import { api } from '../../lib/api';
import { jobDetailQuery, jobKeys, jobSearchQuery } from './queries';

/** A compared row as the server sends it. */
export interface ComparedRowDto {
  key: string;
  title: string;
  tab: ComparisonSection;
  component: DialogKind;
  matchPrompt: string;
  emptyPrompt: string;
  askRecruiter: boolean;
  jobValue: unknown;
  workerValue: unknown;
  state: 'match' | 'mismatch' | 'missing';
}

/** GET /api/jobs/:id. */
export interface JobDetailDto {
  job: Job;
  comparison: ComparedRowDto[] | null;
  application: { id: string; status: string; offer_status: string | null } | null;
  profile_completeness: number | null;
  profile_complete: boolean | null;
  email_verified: boolean;
  required_mismatches: { key: string; title: string; component: DialogKind }[];
}

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
    mutationFn: (input: ApplyToJobInput) => api<{ _id: string }>('/api/worker-job-apply', { body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Sends the email verification link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/auth/resend-verification', { method: 'POST', body: {} }),
  });
}
