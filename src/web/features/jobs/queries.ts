// The job board's and job detail's queries: used by the hooks in api.ts and, to start them beside the
// page's code when the app opens on these pages, by the router (app/router.tsx).
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { jobDetailSchema, jobSearchResponse, jobSearchToParams, type JobSearchResponse } from '@/domain/jobs';
import { api } from '../../lib/api';

export const jobKeys = {
  all: ['jobs'] as const,
  searches: ['jobs', 'search'] as const,
  search: (params: string) => ['jobs', 'search', params] as const,
  details: ['jobs', 'detail'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  /**
   * The first page of each open board as the server has it now (jobBoardHeadQuery). Outside 'jobs' on purpose: what
   * makes every job query stale (an application's change) does not concern it; only a job's opening does.
   */
  boardHeads: ['job-board-head'] as const,
  boardHead: (params: string) => ['job-board-head', params] as const,
};

/** The board's search as its query key's part: the filters of `params` (URL search params), in canonical order. */
export const jobSearchKey = (params: URLSearchParams) => jobSearchToParams(Object.fromEntries(params)).toString();

/** One page of the board for a search key: the first, or the one after `cursor`. */
function fetchBoardPage(key: string, cursor: string | null, signal: AbortSignal) {
  const qs = new URLSearchParams(key);
  if (cursor) qs.set('cursor', cursor);
  return api(`/api/jobs?${qs}`, { signal, schema: import.meta.env.DEV && jobSearchResponse });
}

/** The job board for the filters in `params` (URL search params), page after page. */
export function jobSearchQuery(params: URLSearchParams) {
  const key = jobSearchKey(params);
  return infiniteQueryOptions({
    queryKey: jobKeys.search(key),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchBoardPage(key, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/**
 * The board's first page as the server has it now, kept beside the pages on screen so that the board can offer the
 * jobs posted since it was drawn without moving the cards under the reader (NewJobsButton). It starts as the board's own
 * first page and is fetched again only when a job opens to applications (app/live-events.ts), never on its own.
 */
export function jobBoardHeadQuery(key: string, board: { page: JobSearchResponse; updatedAt: number }) {
  return queryOptions({
    queryKey: jobKeys.boardHead(key),
    queryFn: ({ signal }) => fetchBoardPage(key, null, signal),
    initialData: board.page,
    initialDataUpdatedAt: board.updatedAt,
    staleTime: Infinity,
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
