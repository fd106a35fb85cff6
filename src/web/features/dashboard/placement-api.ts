// Queries and mutations of the dashboard's placement parts (issue 31): overdue onboarding items, and the
// organization's reference questions (its settings).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OVERDUE_PAGE_SIZE,
  overdueItemsSchema,
  referenceQuestionsSchema,
  type ReferenceQuestionsInput,
} from '@/domain/onboarding';
import { api } from '../../lib/api';

const questionsKey = ['org', 'reference-questions'] as const;

/** One page of the overdue onboarding items of the caller's placements (refetched with the dashboard's figures). */
export const useOverdueItems = (page: number) =>
  useQuery({
    queryKey: ['dashboard', 'overdue-items', page],
    queryFn: ({ signal }) =>
      api(`/api/dashboard/overdue-items?page=${page}&pageSize=${OVERDUE_PAGE_SIZE}`, {
        signal,
        schema: overdueItemsSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** The organization's reference questions. */
export const useReferenceQuestions = (enabled: boolean) =>
  useQuery({
    queryKey: questionsKey,
    queryFn: () => api('/api/org/reference-questions', { schema: referenceQuestionsSchema }),
    enabled,
  });

/** Saves the organization's reference questions. */
export function useSaveReferenceQuestions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferenceQuestionsInput) =>
      api('/api/org/reference-questions', { method: 'PUT', body, schema: referenceQuestionsSchema }),
    onSuccess: (data) => qc.setQueryData(questionsKey, data),
  });
}
