// Queries and mutations of saved searches (job alerts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchInput, SavedSearch, UpdateSavedSearchInput } from '@/domain/jobs';
import { api } from '../../lib/api';

export const savedSearchesKey = ['saved-searches'] as const;

/** The signed-in worker's saved searches. */
export function useSavedSearches() {
  return useQuery({ queryKey: savedSearchesKey, queryFn: () => api<SavedSearch[]>('/api/saved-searches') });
}

/** Saves a search. */
export function useCreateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedSearchInput) =>
      api<SavedSearch>('/api/saved-searches', { method: 'POST', body: input }),
    meta: { fieldErrorsInline: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** Renames a search or changes its frequency. */
export function useUpdateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateSavedSearchInput }) =>
      api<SavedSearch>(`/api/saved-searches/${id}`, { method: 'PATCH', body: patch }),
    meta: { fieldErrorsInline: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** Deletes a search. */
export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/saved-searches/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
