// Queries and mutations of the dashboard's placement parts (issue 31): overdue onboarding items, and the
// organization's reference questions and contract clauses (its settings; clauses: issue 45).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractClausesView,
  type ContractClausesInput,
  referenceQuestionsSchema,
  type ReferenceQuestionsInput,
} from '@/domain/onboarding';
import { api, ApiError } from '../../lib/api';
import { overdueItemsQuery } from './card-queries';

const questionsKey = ['org', 'reference-questions'] as const;
const clausesKey = ['org', 'contract-clauses'] as const;

/** One page of the overdue onboarding items of the caller's placements (refetched with the dashboard's figures). */
export const useOverdueItems = (page: number) =>
  useQuery({ ...overdueItemsQuery(page), placeholderData: keepPreviousData });

/** The organization's reference questions. */
export const referenceQuestionsQuery = () =>
  queryOptions({
    queryKey: questionsKey,
    queryFn: ({ signal }) =>
      api('/api/org/reference-questions', { signal, schema: import.meta.env.DEV && referenceQuestionsSchema }),
  });
export const useReferenceQuestions = (enabled: boolean) => useQuery({ ...referenceQuestionsQuery(), enabled });

/** Saves the organization's reference questions. */
export function useSaveReferenceQuestions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferenceQuestionsInput) =>
      api('/api/org/reference-questions', {
        method: 'PUT',
        body,
        schema: import.meta.env.DEV && referenceQuestionsSchema,
      }),
    onSuccess: (data) => qc.setQueryData(questionsKey, data),
  });
}

/** The organization's contract clauses in force, with their version. */
export const contractClausesQuery = () =>
  queryOptions({
    queryKey: clausesKey,
    queryFn: ({ signal }) =>
      api('/api/org/contract-clauses', { signal, schema: import.meta.env.DEV && contractClausesView }),
  });
export const useContractClauses = (enabled: boolean) => useQuery({ ...contractClausesQuery(), enabled });

/**
 * Saves the clauses as the next version; the answer is the version in force. A 409 (saved by someone else meanwhile)
 * refetches, so the form shows what is in force now; its words are the toast.
 */
export function useSaveContractClauses() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractClausesInput) =>
      api('/api/org/contract-clauses', { method: 'PUT', body, schema: import.meta.env.DEV && contractClausesView }),
    onSuccess: (data) => qc.setQueryData(clausesKey, data),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void qc.invalidateQueries({ queryKey: clausesKey });
    },
    meta: { fieldErrorsInline: true },
  });
}
