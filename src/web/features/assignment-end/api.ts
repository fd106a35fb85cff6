// Queries and mutations of an assignment's end (issue 45): the live preview of what is still owed, the end itself
// (the organization's side or the worker's notice), the recorded end, and the "ending soon" list. Every answer is
// parsed by the domain schema its route answers with (src/domain/assignment-end).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORGANIZATION_END_PREVIEW_REASON,
  endingSoonResponse,
  terminationInput,
  terminationPreviewResponse,
  terminationResponse,
  v1TerminationResponse,
  type TerminationInput,
  type TerminationReason,
} from '@/domain/assignment-end';
import { api, checkedBody } from '../../lib/api';
import { assignmentEndKeys } from './keys';

const base = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}`;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What ending on `effectiveDate` for `reason` still owes (refetched as either changes; off until a date is given). */
export const useTerminationPreview = (applicationId: string, reason: TerminationReason | '', effectiveDate: string) =>
  useQuery({
    queryKey: assignmentEndKeys.preview(applicationId, reason, effectiveDate),
    queryFn: ({ signal }) =>
      api(
        `${base(applicationId)}/termination-preview?${new URLSearchParams({
          effective_date: effectiveDate,
          ...(reason ? { reason_code: reason } : {}),
        })}`,
        { signal, schema: import.meta.env.DEV && terminationPreviewResponse },
      ),
    enabled: DATE.test(effectiveDate),
    placeholderData: keepPreviousData,
    retry: false,
  });

/**
 * The worker's standing preview (Working): what the organization ending the assignment today (the facility's day, the
 * server's) would still owe her, before any end is confirmed. Refreshed with the application's live event.
 */
export const owedIfEndedTodayQuery = (applicationId: string) =>
  queryOptions({
    queryKey: assignmentEndKeys.preview(applicationId, ORGANIZATION_END_PREVIEW_REASON, 'today'),
    queryFn: ({ signal }) =>
      api(
        `${base(applicationId)}/termination-preview?${new URLSearchParams({ reason_code: ORGANIZATION_END_PREVIEW_REASON })}`,
        { signal, schema: import.meta.env.DEV && terminationPreviewResponse },
      ),
    retry: false,
  });
export const useOwedIfEndedToday = (applicationId: string, enabled: boolean) =>
  useQuery({ ...owedIfEndedTodayQuery(applicationId), enabled });

/** The recorded end of an assignment, or null when it was not ended early. */
export const terminationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: assignmentEndKeys.application(applicationId),
    queryFn: async ({ signal }) =>
      (
        await api(`${base(applicationId)}/termination`, {
          signal,
          schema: import.meta.env.DEV && v1TerminationResponse,
        })
      ).termination,
  });
export const useTermination = (applicationId: string, enabled = true) =>
  useQuery({ ...terminationQuery(applicationId), enabled });

/** Ends the assignment (organization) or gives notice (worker): the side is the caller's. */
export function useEndAssignment(applicationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TerminationInput) =>
      api(`${base(applicationId)}/termination`, {
        method: 'POST',
        body: checkedBody(terminationInput, input),
        schema: import.meta.env.DEV && terminationResponse,
      }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: assignmentEndKeys.all }),
        qc.invalidateQueries({ queryKey: ['applications'] }),
        qc.invalidateQueries({ queryKey: ['work-journey'] }),
      ]);
    },
  });
}

/** The caller's placements ending within four weeks or ended early. */
export const useEndingSoon = () =>
  useQuery({
    queryKey: assignmentEndKeys.endingSoon(),
    queryFn: ({ signal }) =>
      api('/api/assignments/ending-soon', { signal, schema: import.meta.env.DEV && endingSoonResponse }),
  });
