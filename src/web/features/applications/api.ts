// Queries and mutations of the recruiter/organization application pages.
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type BulkActionInput,
  type ApplicationStatus,
  type AssignRecruiterInput,
  type ChangeStatusInput,
  applicationDetailSchema,
  statusChangedSchema,
  type StatusChanged,
  recruiterAssignedSchema,
  applicationListSchema,
  jobOptionsSchema,
  bulkActionResultSchema,
} from '@/domain/applications';
import { MESSAGES, userSchema, okResponse, recruiterOptionList } from '@/domain/shared';
import { api, ApiError, checkedBody, checkedSchemas } from '../../lib/api';
import { BOARD_PAGE_SIZE } from '@/domain/applications';
import { applicationKeys, applicationListQuery, boardQuery, type BoardFilters } from './queries';

/** One status list, page by page (keyset cursor). */
export function useApplicationList(status: ApplicationStatus, q: string, sort: string) {
  return useInfiniteQuery(applicationListQuery(status, q, sort));
}

/** One application with job, profile, comparison, history and offers. */
export function useApplicationDetail(id: string) {
  return useQuery(applicationDetailQuery(id));
}

/** The application page's main read (its hook's, and its route's prefetch: router.tsx). */
export function applicationDetailQuery(id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: () =>
      api(`/api/applications/${encodeURIComponent(id)}`, { schema: import.meta.env.DEV && applicationDetailSchema }),
    // The worker may have moved it (accepted, countered) since it was cached: opening it always asks again.
    refetchOnMount: 'always',
  });
}

/** A user's public record (email, phone) for the info card. */
export const userRecordQuery = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.user(userId),
    queryFn: () => api(`/api/user/${encodeURIComponent(userId)}`, { schema: import.meta.env.DEV && userSchema }),
  });
export function useUserRecord(userId: string | null | undefined) {
  return useQuery({ ...userRecordQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** Asks the server to refresh dashboard data, then refetches every application query. */
export async function revalidateDashboard(qc: QueryClient) {
  await api('/api/revalidate/dashboard', { method: 'POST', schema: import.meta.env.DEV && okResponse });
  await qc.invalidateQueries({ queryKey: applicationKeys.all });
}

/**
 * PATCH /api/application-journey (any of the three payload variants). `onMoved` runs with the answer as the mutation's
 * own success callback, so it runs even when the page that sent the move has already followed the live change (the
 * socket's news can beat the answer; a `mutate(…, { onSuccess })` callback is dropped once its component unmounts).
 */
export function useChangeStatus(
  onMoved?: (moved: StatusChanged, input: ChangeStatusInput) => void,
  onRefused?: (error: unknown, input: ChangeStatusInput) => void,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeStatusInput) =>
      api('/api/application-journey', {
        method: 'PATCH',
        body: input,
        schema: import.meta.env.DEV && statusChangedSchema,
      }),
    // The Cleared rule's refusal names what is missing (fields missing.0, missing.1 …): that list, not the generic words.
    meta: {
      errorMessage: (e: unknown) =>
        e instanceof ApiError && Object.keys(e.body.fields ?? {}).some((k) => k.startsWith('missing.'))
          ? e.body.message
          : MESSAGES.statusFailed,
    },
    onSuccess: (moved, input) => {
      onMoved?.(moved, input);
      return revalidateDashboard(qc);
    },
    // "Failed to update status": the page refetches, so it shows the status the application really has.
    onError: (error, input) => {
      onRefused?.(error, input);
      return qc.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

/** Assigns a recruiter of the organization to an application. */
export function useAssignRecruiter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AssignRecruiterInput) =>
      api('/api/application-journey/assign-recruiter', {
        body: checkedBody((await checkedSchemas()).assignRecruiterInput, input),
        schema: import.meta.env.DEV && recruiterAssignedSchema,
      }),
    meta: { errorMessage: MESSAGES.assignFailed },
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** The pipeline board: every column's count and first page of cards under the filters. */
export function useApplicationBoard(f: BoardFilters) {
  return useQuery({ ...boardQuery(f), placeholderData: (previous) => previous });
}

/** Further pages of one board column, from the cursor its first page ended on (enabled once asked for). */
export function useBoardColumnMore(
  status: ApplicationStatus,
  f: BoardFilters,
  cursor: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: applicationKeys.boardColumn(status, f, cursor ?? ''),
    initialPageParam: cursor,
    enabled: enabled && cursor !== null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status, sort: 'newest', limit: String(BOARD_PAGE_SIZE) });
      for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
      if (pageParam) params.set('cursor', pageParam);
      return api(`/api/applications?${params.toString()}`, {
        signal,
        schema: import.meta.env.DEV && applicationListSchema,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * Options of the board's job filter: the caller's organization's jobs matching `q` (a page, newest first), with the
 * chosen job `selected` always among them (it may be on no page of the search).
 */
export function useJobOptions(search: string, selected: string | undefined) {
  const chosen = useQuery({
    queryKey: ['job-options', 'id', selected ?? ''] as const,
    queryFn: ({ signal }) =>
      api(`/api/applications/job-options?id=${selected}`, { signal, schema: import.meta.env.DEV && jobOptionsSchema }),
    enabled: Boolean(selected),
    staleTime: 60_000,
  });
  // While the field shows the chosen job's label, the list is not narrowed to it.
  const q = search === chosen.data?.items[0]?.label ? '' : search;
  const page = useQuery({
    queryKey: ['job-options', q] as const,
    queryFn: ({ signal }) =>
      api(`/api/applications/job-options?${new URLSearchParams(q ? { q } : {}).toString()}`, {
        signal,
        schema: import.meta.env.DEV && jobOptionsSchema,
      }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const items = [...(selected ? (chosen.data?.items ?? []) : [])];
  for (const i of page.data?.items ?? []) if (!items.some((o) => o.id === i.id)) items.push(i);
  return { items, more: page.data?.more ?? false, isFetching: page.isFetching };
}

/**
 * The organization's recruiters (options of the recruiter filter and of Assign recruiter). An admin names the
 * organization (the rows' own); everyone else gets their own organization's whatever is passed.
 */
export function useRecruiterOptions(organizationId?: string, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['recruiters', organizationId ?? null],
    queryFn: () =>
      api(`/api/recruiters${organizationId ? `?${new URLSearchParams({ organizationId }).toString()}` : ''}`, {
        schema: import.meta.env.DEV && recruiterOptionList,
      }),
    staleTime: 60_000,
    enabled: opts.enabled ?? true,
  });
}

/** One action on many applications (status move or recruiter assignment); refreshes every application query. */
export function useBulkAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkActionInput) =>
      api('/api/application-journey/bulk', {
        method: 'POST',
        body: checkedBody((await checkedSchemas()).bulkActionInput, input),
        schema: import.meta.env.DEV && bulkActionResultSchema,
      }),
    onSuccess: () => revalidateDashboard(qc),
  });
}
