// Job board, job detail and apply: queries and mutations of the jobs feature.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyToJobInput } from '@/domain/schemas/api';
import type { Job } from '@/domain/schemas/job';
import { jobSearchToParams, type JobSearchResponse } from '@/domain/schemas/job-search';
import type { ComparisonSection } from '@/domain/comparison';
import type { DialogKind } from '@/domain/profile-dialogs';
import { api } from '../../lib/api';

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

export const jobKeys = {
  all: ['jobs'] as const,
  search: (params: string) => ['jobs', 'search', params] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

/** The job board for the filters in `params` (URL search params), page after page. */
export function useJobSearch(params: URLSearchParams) {
  const key = jobSearchToParams(Object.fromEntries(params)).toString();
  return useInfiniteQuery({
    queryKey: jobKeys.search(key),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const qs = new URLSearchParams(key);
      if (pageParam) qs.set('cursor', pageParam);
      return api<JobSearchResponse>(`/api/jobs?${qs}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** One job with the worker's comparison and application. */
export function useJobDetail(jobId: string) {
  return useQuery({ queryKey: jobKeys.detail(jobId), queryFn: ({ signal }) => api<JobDetailDto>(`/api/jobs/${encodeURIComponent(jobId)}`, { signal }) });
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
  return useMutation({ mutationFn: () => api<{ ok: true }>('/api/auth/resend-verification', { method: 'POST', body: {} }) });
}
