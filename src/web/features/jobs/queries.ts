// The job board's and job detail's queries: used by the hooks in api.ts and, to start them beside the
// page's code when the app opens on these pages, by the router (app/router.tsx).
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { jobDetailSchema, jobSearchResponse, jobSearchToParams } from '@/domain/jobs';
import { api } from '../../lib/api';

export const jobKeys = {
  all: ['jobs'] as const,
  searches: ['jobs', 'search'] as const,
  search: (params: string) => ['jobs', 'search', params] as const,
  details: ['jobs', 'detail'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

/** The job board for the filters in `params` (URL search params), page after page. */
export function jobSearchQuery(params: URLSearchParams) {
  const key = jobSearchToParams(Object.fromEntries(params)).toString();
  return infiniteQueryOptions({
    queryKey: jobKeys.search(key),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const qs = new URLSearchParams(key);
      if (pageParam) qs.set('cursor', pageParam);
      return api(`/api/jobs?${qs}`, { signal, schema: import.meta.env.DEV && jobSearchResponse });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** One job with the worker's comparison and application. */
export function jobDetailQuery(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) =>
      api(`/api/jobs/${encodeURIComponent(jobId)}`, { signal, schema: import.meta.env.DEV && jobDetailSchema }),
  });
}
