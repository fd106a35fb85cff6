// Queries and mutations of the recruiter/organization application pages.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApplicationStatus,
  AssignRecruiterInput,
  ChangeStatusInput,
  ApplicationCounts,
  ApplicationDetail,
  RecruiterAssigned,
  StatusChanged,
} from '@/domain/applications';
import { MESSAGES, type User } from '@/domain/shared';
import { api } from '../../lib/api';
import { applicationKeys, applicationListQuery } from './queries';

/** Counts per status and the newest activity. */
export function useApplicationCounts() {
  return useQuery({
    queryKey: applicationKeys.counts(),
    queryFn: () => api<ApplicationCounts>('/api/applications/counts'),
  });
}

/** One status list, page by page (keyset cursor). */
export function useApplicationList(status: ApplicationStatus, q: string, sort: string) {
  return useInfiniteQuery(applicationListQuery(status, q, sort));
}

/** One application with job, profile, comparison, history and offers. */
export function useApplicationDetail(id: string) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: () => api<ApplicationDetail>(`/api/applications/${encodeURIComponent(id)}`),
    // The worker may have moved it (accepted, countered) since it was cached: opening it always asks again.
    refetchOnMount: 'always',
  });
}

/** A user's public record (email, phone) for the info card. */
export function useUserRecord(userId: string | null | undefined) {
  return useQuery({
    queryKey: applicationKeys.user(userId ?? ''),
    queryFn: () => api<User>(`/api/user/${encodeURIComponent(userId ?? '')}`),
    enabled: Boolean(userId),
  });
}

/** Asks the server to refresh dashboard data, then refetches every application query. */
export async function revalidateDashboard(qc: QueryClient) {
  await api<{ ok: true }>('/api/revalidate/dashboard', { method: 'POST' });
  await qc.invalidateQueries({ queryKey: applicationKeys.all });
}

/** PATCH /api/application-journey (any of the three payload variants). */
export function useChangeStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeStatusInput) =>
      api<StatusChanged>('/api/application-journey', { method: 'PATCH', body: input }),
    meta: { errorMessage: MESSAGES.statusFailed },
    onSuccess: () => revalidateDashboard(qc),
  });
}

/** Assigns a recruiter of the organization to an application. */
export function useAssignRecruiter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignRecruiterInput) =>
      api<RecruiterAssigned>('/api/application-journey/assign-recruiter', { body: input }),
    meta: { errorMessage: MESSAGES.assignFailed },
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
