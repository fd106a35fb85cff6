// Queries and mutations of saved searches (job alerts).
import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateSavedSearchInput,
  type UpdateSavedSearchInput,
  savedSearchSchema,
  savedSearchList,
} from '@/domain/jobs';
import { api } from '../../lib/api';

export const savedSearchesKey = ['saved-searches'] as const;

/** The signed-in worker's saved searches. */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: () => api('/api/saved-searches', { schema: import.meta.env.DEV && savedSearchList }),
  });
}

/** Saves a search. */
export function useCreateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedSearchInput) =>
      api('/api/saved-searches', { method: 'POST', body: input, schema: import.meta.env.DEV && savedSearchSchema }),
    meta: { fieldErrorsInline: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** Renames a search or changes its frequency. */
export function useUpdateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateSavedSearchInput }) =>
      api(`/api/saved-searches/${id}`, {
        method: 'PATCH',
        body: patch,
        schema: import.meta.env.DEV && savedSearchSchema,
      }),
    meta: { fieldErrorsInline: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** Deletes a search. */
export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/saved-searches/${id}`, { method: 'DELETE', schema: import.meta.env.DEV && z.null() }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
