// Payloads of the document calls: download link, upload fields, profile PDF.
import { z } from 'zod';
import { DOCUMENT_CATEGORIES } from './documents';
import { emailSchema, idSchema, lineText, phoneSchema, requiredText } from '../shared/common-schemas';
import { workerProfileSchema } from '../profile/worker-profile-schema';

/** POST /api/document: a download link for one document. */
export const documentDownloadInput = z
  .object({ documentId: idSchema, category: z.enum(DOCUMENT_CATEGORIES), workerId: idSchema.optional() })
  .strict();

/** Document upload form fields (the file itself travels as multipart). */
export const documentUploadFields = z.object({
  category: z.enum(DOCUMENT_CATEGORIES),
  documentId: idSchema.optional(),
  name: lineText(200).optional(),
});

/** POST /api/generate-profile-pdf: the applicant profile plus name, email and phone. */
export const generateProfilePdfInput = workerProfileSchema.extend({
  name: requiredText(200),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
});

export type DocumentDownloadInput = z.infer<typeof documentDownloadInput>;
export type GenerateProfilePdfInput = z.infer<typeof generateProfilePdfInput>;
