// Queries and mutations of the verifiable work record (issue 45): the worker's records, a record's public verification,
// a PDF checked by anyone, the records attached to an application and attaching one in place of a reference.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attachedWorkRecordsResponse,
  verifyWorkRecordResponse,
  workRecordListResponse,
  type VerifyWorkRecordResponse,
} from '@/domain/work-records';
import { api, ApiError, checkedAnswer, type ErrorBody } from '../../lib/api';

export const workRecordsKey = ['work-records'] as const;
export const attachedKey = (applicationId: string) => ['application', applicationId, 'work-records'] as const;

/** The download address of a placement's sealed record, with or without her review. */
export const workRecordUrl = (applicationId: string, includeReview: boolean) =>
  `/api/applications/${encodeURIComponent(applicationId)}/work-record${includeReview ? '?include_review=true' : ''}`;

/** The signed-in worker's records, newest first. */
export const workRecordsQuery = () =>
  queryOptions({
    queryKey: workRecordsKey,
    queryFn: ({ signal }) =>
      api('/api/work-records', { signal, schema: import.meta.env.DEV && workRecordListResponse }),
  });
export const useWorkRecords = (enabled = true) => useQuery({ ...workRecordsQuery(), enabled });

/** The cache key of a record's public verification (the server fills it when it renders the page: entry-server.tsx). */
export const verificationKey = (recordId: string) => ['work-record', recordId] as const;

/** Whether the record with this number is genuine, and what it states (public). */
export function useRecordVerification(recordId: string) {
  return useQuery({
    queryKey: verificationKey(recordId),
    queryFn: () =>
      api(`/api/work-records/${encodeURIComponent(recordId)}`, {
        schema: import.meta.env.DEV && verifyWorkRecordResponse,
      }),
    retry: false,
    // A record not found stays so when the page is drawn: the server drew that answer, and the hydration draws it too.
    retryOnMount: false,
  });
}

/** Sends a PDF to be checked (multipart, as the upload routes take it). */
export async function verifyPdf(file: Blob, fileName: string): Promise<VerifyWorkRecordResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  const res = await fetch('/api/work-records/verify', { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json()) as VerifyWorkRecordResponse | ErrorBody;
  if (!res.ok) throw new ApiError(res.status, body as ErrorBody);
  // Checked as every answer (api.ts): a parse in every build kept the records' schemas, and zod, in the first view of
  // every page that lists records.
  return checkedAnswer('POST /api/work-records/verify', import.meta.env.DEV && verifyWorkRecordResponse, body);
}

/** Checks a PDF. */
export function useVerifyPdf() {
  return useMutation({ mutationFn: (file: File) => verifyPdf(file, file.name) });
}

/** The records attached to an application. */
export const attachedRecordsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: attachedKey(applicationId),
    queryFn: ({ signal }) =>
      api(`/api/applications/${encodeURIComponent(applicationId)}/work-records`, {
        signal,
        schema: import.meta.env.DEV && attachedWorkRecordsResponse,
      }),
  });
export const useAttachedRecords = (applicationId: string) => useQuery(attachedRecordsQuery(applicationId));

/** Attaches one of her records to the application; the references card and her list show it at once. */
export function useAttachRecord(applicationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) =>
      api(`/api/applications/${encodeURIComponent(applicationId)}/work-records`, {
        method: 'POST',
        body: { record_id: recordId },
        schema: import.meta.env.DEV && attachedWorkRecordsResponse,
      }),
    meta: { fieldErrorsInline: true },
    onSuccess: (data) => {
      qc.setQueryData(attachedKey(applicationId), data);
      void qc.invalidateQueries({ queryKey: workRecordsKey });
      void qc.invalidateQueries({ queryKey: ['application', applicationId] });
    },
  });
}
