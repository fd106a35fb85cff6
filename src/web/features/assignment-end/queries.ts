// The reads of an assignment's end (issue 45): the live preview of what is still owed, the recorded end, and the
// "ending soon" list; each answer is checked in development against the domain schema its route answers with
// (src/domain/assignment-end). The end itself is a mutation of its own file (api.ts): it checks its body with the
// input schema in every build, and a page that only reads (the lists, the journey) loads no schema and no zod.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ORGANIZATION_END_PREVIEW_REASON,
  endingSoonResponse,
  terminationPreviewResponse,
  v1TerminationResponse,
  type TerminationReason,
} from '@/domain/assignment-end';
import { api } from '../../lib/api';
import { assignmentEndKeys } from './keys';

/** The application's path under the API (the reads here and the end, api.ts). */
export const base = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}`;
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

/** The caller's placements ending within four weeks or ended early. */
export const useEndingSoon = () =>
  useQuery({
    queryKey: assignmentEndKeys.endingSoon(),
    queryFn: ({ signal }) =>
      api('/api/assignments/ending-soon', { signal, schema: import.meta.env.DEV && endingSoonResponse }),
  });
