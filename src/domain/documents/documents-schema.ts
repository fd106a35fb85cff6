// Schemas of the document operations (upload, list, signed download link), used by the server routes and the web
// client.
import { z } from 'zod';
import { DOCUMENT_CATEGORIES } from './documents';
import { dateOrDateTimeSchema, idSchema, isoDateSchema, requiredLine } from '../shared/common-schemas';
import { datedSchema } from '../shared/date-range';
import { workerProfileSchema } from '../profile/worker-profile-schema';

/** A stored document as the API shows it (metadata only; the file is fetched with a signed link). */
export const documentSchema = z.object({
  id: idSchema,
  ownerId: idSchema,
  category: z.enum(DOCUMENT_CATEGORIES),
  name: requiredLine(200),
  size: z.number().int().min(0),
  contentType: z.string(),
  uploadedAt: dateOrDateTimeSchema,
  expiresOn: isoDateSchema.nullable(),
});

/** A document. */
export type DocumentInfo = z.infer<typeof documentSchema>;

/** Multipart fields of POST /api/documents/upload (they come before the file part). */
export const documentUploadFormFields = z.object({
  category: z.enum(DOCUMENT_CATEGORIES),
  /** Replace this document's file (its category is kept). */
  documentId: z.uuid().optional(),
  expiresOn: datedSchema('expiry').optional(),
  /** A licence's number (kept with the document, as the credential wallet keeps it). */
  number: requiredLine(64).optional(),
  /** A display name; the uploaded file's name otherwise. */
  name: requiredLine(200).optional(),
});

/** The upload's fields as the server reads them: a blank or absent field is left out. */
export function uploadFieldValues(fields: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

/**
 * Why POST /api/documents/upload refuses these fields (type, document replaced, expiry date, name), before its file is
 * read: the first issue as `<field>: <message>` and that field's message; null when they pass. The server answers
 * with it and the upload forms refuse with it before sending (the file itself is checked by the server).
 */
export function documentUploadRefusal(
  fields: Record<string, string | undefined>,
): { message: string; fields: Record<string, string> } | null {
  const parsed = documentUploadFormFields.safeParse(uploadFieldValues(fields));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const path = issue.path.join('.');
  return { message: `${path}: ${issue.message}`, fields: { [path || 'body']: issue.message } };
}

/** GET /api/documents query: another worker's documents, or the caller's own. */
export const documentListQuery = z.object({ workerId: z.uuid().optional() });

/** GET /api/documents answer. */
export const documentListResponse = z.object({ data: z.array(documentSchema) });

/** POST /api/document answer: a short-lived signed link to the file. */
export const documentLinkResponse = z.object({ data: z.object({ url: z.string(), expiresAt: z.iso.datetime() }) });

/** GET /api/documents/:id/file query: the signature of a link from POST /api/document (absent: the session decides). */
export const documentFileQuery = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(128).optional(),
});

/** GET /api/documents/export-profile answer: what the CSV and PDF exports are made of. */
export const profileExportResponse = z.object({
  data: z.object({
    profile: workerProfileSchema,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
