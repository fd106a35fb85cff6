// The onboarding checklist's queries and calls (issue 31): the checklist, the worker's submit (a chosen document or a
// new upload), the organization's review, the override to Cleared, and the organization's own items.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { documentListResponse, documentSchema, type DocumentCategory, type DocumentInfo } from '@/domain/documents';
import { jobOptionsSchema, statusChangedSchema } from '@/domain/applications';
import {
  checklistSchema,
  itemChangedSchema,
  onboardingTemplateListSchema,
  onboardingTemplateSchema,
  type OnboardingTemplateInput,
} from '@/domain/onboarding';
import { z } from 'zod';
import { api, ApiError, checkedAnswer, checkedBody, checkedSchemas, type ErrorBody } from '../../lib/api';
import { onboardingKeys } from './keys';

export { onboardingKeys };

/** What an item change also changes on other screens: the application's detail and History, lists, the journey. */
const SHOWN_ELSEWHERE = [['applications'], ['work-journey']] as const;

async function afterItemChange(qc: QueryClient) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: onboardingKeys.all }),
    ...SHOWN_ELSEWHERE.map((queryKey) => qc.invalidateQueries({ queryKey })),
  ]);
}

/** One application's checklist (the socket refetches it when the other side changes it: app/live-events.ts). */
export const checklistQuery = (applicationId: string) =>
  queryOptions({
    queryKey: onboardingKeys.checklist(applicationId),
    queryFn: ({ signal }) =>
      api(`/api/applications/${applicationId}/onboarding`, { signal, schema: import.meta.env.DEV && checklistSchema }),
  });
export function useChecklist(applicationId: string, enabled = true) {
  return useQuery({ ...checklistQuery(applicationId), enabled });
}

/** The signed-in worker's own documents (to choose one for an item). */
export function useOwnDocuments(enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'own'],
    queryFn: () => api('/api/documents', { schema: import.meta.env.DEV && documentListResponse }).then((r) => r.data),
    enabled,
  });
}

/** Uploads one file into `category` (the documents' upload rules apply on the server) and answers the new document. */
export async function uploadFile(
  file: File,
  category: DocumentCategory,
  details: { expiresOn?: string; number?: string } = {},
) {
  // The fields are refused before the file is sent, with the server's words (the file is checked there).
  const refused = (await checkedSchemas()).documentUploadRefusal({ category, ...details });
  if (refused) throw new ApiError(400, { error: 'BAD_REQUEST', ...refused });
  const form = new FormData();
  form.append('category', category);
  // A dated credential's expiry and a licence's number come before the file (the server reads fields first).
  if (details.expiresOn) form.append('expiresOn', details.expiresOn);
  if (details.number) form.append('number', details.number);
  form.append('file', file, file.name);
  const res = await fetch('/api/documents/upload', { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok)
    throw new ApiError(
      res.status,
      (body as ErrorBody | null) ?? { error: 'HTTP_ERROR', message: `HTTP ${res.status}` },
    );
  return checkedAnswer('POST /api/documents/upload', import.meta.env.DEV && z.object({ data: documentSchema }), body)
    .data as DocumentInfo;
}

/** The worker fulfils an item with a document: a chosen one, or a file uploaded first. */
export function useSubmitItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: {
      itemId: string;
      version: number;
      documentId?: string;
      file?: File;
      category: DocumentCategory;
      details?: { expiresOn?: string; number?: string };
    }) => {
      const documentId = v.documentId ?? (await uploadFile(v.file!, v.category, v.details)).id;
      return api(`/api/onboarding-items/${v.itemId}/submit`, {
        body: checkedBody((await checkedSchemas()).submitItemInput, { documentId, version: v.version }),
        schema: import.meta.env.DEV && itemChangedSchema,
      });
    },
    onSettled: async () => {
      await afterItemChange(qc);
      await qc.invalidateQueries({ queryKey: ['documents'] });
    },
  });
}

/** The organization's side verifies an item, or rejects it with a reason. */
export function useReviewItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { itemId: string; version: number; decision: 'verify' | 'reject'; reason?: string }) =>
      api(`/api/onboarding-items/${v.itemId}/review`, {
        body: { decision: v.decision, version: v.version, ...(v.reason ? { reason: v.reason } : {}) },
        schema: import.meta.env.DEV && itemChangedSchema,
      }),
    onSettled: () => afterItemChange(qc),
  });
}

/** An organization user moves the placement to Cleared with items missing, giving a reason. */
export function useClearOverride() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { applicationId: string; reason: string }) =>
      api(`/api/applications/${v.applicationId}/clear-override`, {
        body: { reason: v.reason },
        schema: import.meta.env.DEV && statusChangedSchema,
      }),
    meta: { fieldErrorsInline: true },
    onSettled: () => afterItemChange(qc),
  });
}

/** The organization's items for all jobs (jobId null), or for all jobs and one job. */
export const templatesQuery = (jobId: string | null) =>
  queryOptions({
    queryKey: onboardingKeys.templates(jobId),
    queryFn: ({ signal }) =>
      api(`/api/onboarding-templates${jobId ? `?jobId=${jobId}` : ''}`, {
        signal,
        schema: import.meta.env.DEV && onboardingTemplateListSchema,
      }),
  });
export const useTemplates = (jobId: string | null) => useQuery(templatesQuery(jobId));

export function useAddTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingTemplateInput) =>
      api('/api/onboarding-templates', { body: input, schema: import.meta.env.DEV && onboardingTemplateSchema }),
    meta: { fieldErrorsInline: true },
    onSettled: () => qc.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

export function useRemoveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/onboarding-templates/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** The organization's jobs (to add an item for one job), searched by `q`. */
export const orgJobOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['onboarding', 'job-options', q],
    queryFn: ({ signal }) =>
      api(`/api/applications/job-options?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`, {
        signal,
        schema: import.meta.env.DEV && jobOptionsSchema,
      }),
  });
export const useOrgJobOptions = (q: string) => useQuery(orgJobOptionsQuery(q));
