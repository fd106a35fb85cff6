// Documents queries and calls: list, signed links (POST /api/document), contact (GET /api/user/:id), export data,
// profile PDF.
import { useQuery } from '@tanstack/react-query';
import {
  documentLinkResponse,
  documentListResponse,
  profileExportResponse,
  type DocumentInfo,
} from '@/domain/documents';
import type { z } from 'zod';
import { fullName, userSchema } from '@/domain/shared';
import { api, ApiError } from '../../lib/api';
import { documentsQueryKey } from './keys';

export { documentsQueryKey };

/** A worker's documents (metadata). */
export function useWorkerDocuments(workerId: string, enabled = true) {
  return useQuery({
    queryKey: documentsQueryKey(workerId),
    queryFn: () =>
      api(`/api/documents?workerId=${encodeURIComponent(workerId)}`, {
        schema: import.meta.env.DEV && documentListResponse,
      }).then((r) => r.data),
    enabled,
  });
}

/** What the profile exports are made of: GET /api/documents/profile-export's data. */
export type ProfileExportData = z.infer<typeof profileExportResponse>['data'];

/** The profile the exports are made of (reloaded and authorized by the server). */
export function fetchProfileExport(workerId: string): Promise<ProfileExportData> {
  return api(`/api/documents/profile-export?workerId=${encodeURIComponent(workerId)}`, {
    schema: import.meta.env.DEV && profileExportResponse,
  }).then((r) => r.data);
}

export interface WorkerContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/** Name, email and phone from GET /api/user/{userId}; null when that call is refused or missing (callers fall back). */
export async function fetchWorkerContact(workerId: string): Promise<WorkerContact | null> {
  try {
    const user = await api(`/api/user/${encodeURIComponent(workerId)}`, { schema: import.meta.env.DEV && userSchema });
    const name = fullName(user);
    return name ? { name, email: user.email ?? null, phone: user.phone ?? null } : null;
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

/** The worker's contact, for the modal and the exports. */
export function useWorkerContact(workerId: string, enabled = true) {
  return useQuery({
    queryKey: ['user', workerId, 'contact'],
    queryFn: () => fetchWorkerContact(workerId),
    enabled,
    retry: false,
  });
}

/** POST /api/document: a short-lived signed link to one document's file. */
export async function documentLink(doc: Pick<DocumentInfo, 'id' | 'category' | 'ownerId'>): Promise<string> {
  const res = await api('/api/document', {
    method: 'POST',
    body: { documentId: doc.id, category: doc.category, workerId: doc.ownerId },
    schema: import.meta.env.DEV && documentLinkResponse,
  });
  return res.data.url;
}

/** Fetches a document through its signed link; throws on any failure. */
export async function fetchDocument(doc: Pick<DocumentInfo, 'id' | 'category' | 'ownerId'>): Promise<Response> {
  const url = await documentLink(doc);
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  return res;
}

/** POST /api/generate-profile-pdf with the applicant profile plus name, email and phone; answers the PDF. */
export async function generateProfilePdf(
  workerId: string,
  data: ProfileExportData,
  contact: WorkerContact,
): Promise<Blob> {
  const body = {
    ...data.profile,
    _id: workerId,
    user_id: workerId,
    name: contact.name,
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
  };
  const res = await fetch('/api/generate-profile-pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.blob();
}
