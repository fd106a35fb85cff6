// Queries and mutations of hours and pay (issue 44): the assignment's terms and clock, a week's timesheet, its
// statement, the pay preview, the ledger, the organization's list and the emailed approval link. Every answer is
// parsed by the domain schema its route answers with (src/domain/timesheets).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  approvalLinkResponse,
  assignmentResponse,
  ledgerResponse,
  payPreviewResponse,
  statementResponse,
  timesheetListResponse,
  weekResponse,
  type CompleteTermsInput,
  type CorrectionInput,
  type DisputeInput,
  type EntryInput,
  type PunchInput,
  type WeekResponse,
  type WeekStatus,
} from '@/domain/timesheets';
import { api } from '../../lib/api';
import { timesheetKeys } from './keys';

const base = (applicationId: string) => `/api/assignments/${encodeURIComponent(applicationId)}`;
const weekPath = (applicationId: string, weekStart: string) =>
  `${base(applicationId)}/weeks/${encodeURIComponent(weekStart)}`;

/** The statement's PDF (an approved week). */
export const statementPdfUrl = (applicationId: string, weekStart: string) =>
  `${weekPath(applicationId, weekStart)}/statement.pdf`;

/** The assignment's terms, its current week and the open shift (clocked in). */
export const assignmentQuery = (applicationId: string) =>
  queryOptions({
    queryKey: timesheetKeys.assignment(applicationId),
    queryFn: ({ signal }) => api(base(applicationId), { signal, schema: import.meta.env.DEV && assignmentResponse }),
  });
export const useAssignment = (applicationId: string) => useQuery(assignmentQuery(applicationId));

/** The organization completes the terms the contract leaves open (PUT …/terms); Cleared waits for them. */
export const useCompleteTerms = (applicationId: string) =>
  useAssignmentChange(applicationId, (input: CompleteTermsInput) =>
    api(`${base(applicationId)}/terms`, {
      method: 'PUT',
      body: input,
      schema: import.meta.env.DEV && assignmentResponse,
    }),
  );

/** One week's timesheet: entries, status, versions and history. */
export const weekQuery = (applicationId: string, weekStart: string) =>
  queryOptions({
    queryKey: timesheetKeys.week(applicationId, weekStart),
    queryFn: ({ signal }) =>
      api(weekPath(applicationId, weekStart), { signal, schema: import.meta.env.DEV && weekResponse }),
  });
export const useWeek = (applicationId: string, weekStart: string | null | undefined) =>
  useQuery({ ...weekQuery(applicationId, weekStart ?? ''), enabled: !!weekStart, placeholderData: keepPreviousData });

/** An approved week's statement. */
export const statementQuery = (applicationId: string, weekStart: string) =>
  queryOptions({
    queryKey: timesheetKeys.statement(applicationId, weekStart),
    queryFn: ({ signal }) =>
      api(`${weekPath(applicationId, weekStart)}/statement`, {
        signal,
        schema: import.meta.env.DEV && statementResponse,
      }),
  });
export const useStatement = (applicationId: string, weekStart: string, enabled = true) =>
  useQuery({ ...statementQuery(applicationId, weekStart), enabled: enabled && !!weekStart });

/** The assignment's cancellation and guarantee ledger. */
export const ledgerQuery = (applicationId: string) =>
  queryOptions({
    queryKey: timesheetKeys.ledger(applicationId),
    queryFn: ({ signal }) =>
      api(`${base(applicationId)}/ledger`, { signal, schema: import.meta.env.DEV && ledgerResponse }),
  });
export const useLedger = (applicationId: string) => useQuery(ledgerQuery(applicationId));

/**
 * What a placement's hours read, on the work journey (journey-hours.tsx) and on the assignment's page: the assignment,
 * then once its terms are complete the week (`weekStart`, or the current one), and the ledger. Both pages' first views
 * are drawn by the server with them (router.tsx).
 */
export async function prefetchAssignmentHours(
  client: QueryClient,
  applicationId: string,
  weekStart: string | null = null,
): Promise<void> {
  await Promise.all([
    client.prefetchQuery(assignmentQuery(applicationId)).then(() => {
      const a = client.getQueryData(assignmentQuery(applicationId).queryKey);
      const week = a?.complete ? (weekStart ?? a.current_week_start) : null;
      return week ? client.prefetchQuery(weekQuery(applicationId, week)) : undefined;
    }),
    client.prefetchQuery(ledgerQuery(applicationId)),
  ]);
}

/** What these entries would pay, each workweek on its own; saved nowhere (null entries: nothing to ask). */
export const usePayPreview = (applicationId: string, entries: EntryInput[] | null) => {
  const body = entries ? JSON.stringify(entries) : '';
  return useQuery({
    queryKey: timesheetKeys.preview(applicationId, body),
    queryFn: ({ signal }) =>
      api(`${base(applicationId)}/pay-preview`, {
        method: 'POST',
        body: { entries },
        signal,
        schema: import.meta.env.DEV && payPreviewResponse,
      }),
    enabled: !!entries && entries.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** Timesheets of the caller's placements with a status (submitted: waiting for approval, oldest first). */
export const useTimesheetList = (status: WeekStatus = 'submitted') =>
  useQuery({
    queryKey: timesheetKeys.list(status),
    queryFn: ({ signal }) =>
      api(`/api/timesheets?status=${status}`, { signal, schema: import.meta.env.DEV && timesheetListResponse }),
  });

/**
 * Whether a change's answer is a week (a punch, the shifts, a dispute, a correction) rather than the assignment (its
 * terms). Told by its shape: the answer was checked by the route's response schema on the server (and by the
 * mutation's own `schema` in development); building a schema here to tell them apart brought zod into every page that
 * shows hours (the journey, the assignment, a statement) before any form was opened.
 */
function isWeek(answer: unknown): answer is WeekResponse {
  return typeof answer === 'object' && answer !== null && 'week_start' in answer && 'entries' in answer;
}

/**
 * A change to an assignment's time: the week it answers is put in place at once (the next change sends the week's
 * shifts as they now are, not as a refetch still under way had them), then every query of the assignment is
 * refetched (the application may have moved to Working).
 */
function useAssignmentChange<V>(applicationId: string, run: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { fieldErrorsInline: true },
    onSuccess: (answer) => {
      if (isWeek(answer)) qc.setQueryData(timesheetKeys.week(applicationId, answer.week_start), answer);
      void qc.invalidateQueries({ queryKey: timesheetKeys.all });
      void qc.invalidateQueries({ queryKey: ['work-journey'] });
      void qc.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}

/** Clock in or out, start or end a break, or correct a missed punch (with `at` and `reason`). */
export const usePunch = (applicationId: string) =>
  useAssignmentChange(applicationId, (input: PunchInput) =>
    api(`${base(applicationId)}/punches`, { method: 'POST', body: input, schema: import.meta.env.DEV && weekResponse }),
  );

/** Saves the week's whole-shift entries. */
export const useSaveEntries = (applicationId: string, weekStart: string) =>
  useAssignmentChange(applicationId, (entries: EntryInput[]) =>
    api(`${weekPath(applicationId, weekStart)}/entries`, {
      method: 'PUT',
      body: { entries },
      schema: import.meta.env.DEV && weekResponse,
    }),
  );

/** Submits the week (a disputed week is resubmitted as a new version). */
export const useSubmitWeek = (applicationId: string, weekStart: string) =>
  useAssignmentChange(applicationId, () =>
    api(`${weekPath(applicationId, weekStart)}/submit`, {
      method: 'POST',
      body: {},
      schema: import.meta.env.DEV && weekResponse,
    }),
  );

/** Approves the submitted week (organization or recruiter). */
export const useApproveWeek = (applicationId: string, weekStart: string) =>
  useAssignmentChange(applicationId, () =>
    api(`${weekPath(applicationId, weekStart)}/approve`, {
      method: 'POST',
      body: {},
      schema: import.meta.env.DEV && weekResponse,
    }),
  );

/** Disputes lines of the submitted week, each with its comment. */
export const useDisputeWeek = (applicationId: string, weekStart: string) =>
  useAssignmentChange(applicationId, (input: DisputeInput) =>
    api(`${weekPath(applicationId, weekStart)}/dispute`, {
      method: 'POST',
      body: input,
      schema: import.meta.env.DEV && weekResponse,
    }),
  );

/** Reopens the approved week for a correction, with its reason and the version seen (organization or recruiter). */
export const useCorrectWeek = (applicationId: string, weekStart: string) =>
  useAssignmentChange(applicationId, (input: CorrectionInput) =>
    api(`${weekPath(applicationId, weekStart)}/correction`, {
      method: 'POST',
      body: input,
      schema: import.meta.env.DEV && weekResponse,
    }),
  );

const linkPath = (token: string) => `/api/timesheet-approval/${encodeURIComponent(token)}`;

/** The week behind an emailed approval link (no sign-in). */
export const useApprovalLink = (token: string) =>
  useQuery({
    queryKey: timesheetKeys.link(token),
    queryFn: ({ signal }) => api(linkPath(token), { signal, schema: import.meta.env.DEV && approvalLinkResponse }),
    retry: false,
  });

/** Approves or disputes through the emailed link. */
export function useAnswerApprovalLink(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answer: { action: 'approve' } | { action: 'dispute'; input: DisputeInput }) =>
      api(`${linkPath(token)}/${answer.action}`, {
        method: 'POST',
        body: answer.action === 'dispute' ? answer.input : {},
      }),
    meta: { fieldErrorsInline: true },
    onSuccess: () => void qc.invalidateQueries({ queryKey: timesheetKeys.link(token) }),
  });
}
