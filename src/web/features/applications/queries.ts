// The application pages' reads (the overview's counts, a status list, the board): used by their hooks and, to start
// them beside the page's code when the app opens on the page, by the router (app/router.tsx).
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import {
  APPLICATION_PAGE_SIZE,
  applicationCountsSchema,
  applicationListSchema,
  applicationBoardSchema,
} from '@/domain/applications';
import type { ApplicationStatus } from '@/domain/applications';
import { api } from '../../lib/api';

/** The board's filters, as kept in its URL. */
export interface BoardFilters {
  job?: string;
  recruiter?: string;
  q?: string;
}

export const applicationKeys = {
  all: ['applications'] as const,
  counts: () => ['applications', 'counts'] as const,
  list: (status: ApplicationStatus, q: string, sort: string) => ['applications', 'list', status, q, sort] as const,
  board: (f: BoardFilters) => ['applications', 'board', f.job ?? '', f.recruiter ?? '', f.q ?? ''] as const,
  boardColumn: (status: ApplicationStatus, f: BoardFilters, cursor: string) =>
    ['applications', 'board-column', status, f.job ?? '', f.recruiter ?? '', f.q ?? '', cursor] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
  user: (id: string) => ['users', id] as const,
};

/** Counts per status and the newest activity (the overview, /application). */
export const applicationCountsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.counts(),
    queryFn: ({ signal }) =>
      api('/api/applications/counts', { signal, schema: import.meta.env.DEV && applicationCountsSchema }),
  });
export const useApplicationCounts = () => useQuery(applicationCountsQuery());

/** One status list, page by page (keyset cursor). */
export function applicationListQuery(status: ApplicationStatus, q: string, sort: string) {
  return infiniteQueryOptions({
    queryKey: applicationKeys.list(status, q, sort),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status, sort, limit: String(APPLICATION_PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api(`/api/applications?${params.toString()}`, {
        signal,
        schema: import.meta.env.DEV && applicationListSchema,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The board's filters as its URL keeps them. */
export function boardFiltersOf(params: URLSearchParams): BoardFilters {
  return {
    job: params.get('job') ?? undefined,
    recruiter: params.get('recruiter') ?? undefined,
    q: params.get('q') ?? undefined,
  };
}

/** The pipeline board: every column's count and first page of cards under the filters. */
export function boardQuery(f: BoardFilters) {
  return queryOptions({
    queryKey: applicationKeys.board(f),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
      return api(`/api/applications/board?${params.toString()}`, {
        signal,
        schema: import.meta.env.DEV && applicationBoardSchema,
      });
    },
  });
}
