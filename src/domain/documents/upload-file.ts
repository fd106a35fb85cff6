// The file of an upload form as the forms check it before sending (issue 43: one form hook, a File field with the
// domain's file rules): its type by extension, not empty, not larger than the upload limit, in the order and words the
// upload route refuses with (detectFileType, then the multipart limit). The route reads the content as well (its magic
// bytes, whether it decodes), which a form cannot see.
import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { MAX_UPLOAD_BYTES } from './documents';
import { documentUploadFormFields } from './documents-schema';
import { ACCEPTED_EXTENSIONS, fileExtension } from './file-type';

/** What a form knows of a chosen file (a browser File has both). */
export interface ChosenFile {
  name: string;
  size: number;
}

const isChosenFile = (f: unknown): f is ChosenFile =>
  !!f &&
  typeof f === 'object' &&
  typeof (f as ChosenFile).name === 'string' &&
  typeof (f as ChosenFile).size === 'number';

/** Why an upload route refuses this file before reading its content, or null. */
export function uploadFileRefusal(file: ChosenFile): string | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return MESSAGES.errors.fileTypeNotAccepted(ACCEPTED_EXTENSIONS.join(', '));
  if (file.size === 0) return MESSAGES.errors.fileEmpty;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.errors.tooLarge;
  return null;
}

/** A chosen file, `missing` said when there is none. */
export const chosenFile = (missing: string) => z.custom<ChosenFile>(isChosenFile, { error: missing });

/** A file for POST /api/documents/upload: one is chosen, of an accepted type, not empty, within the limit. */
export const uploadFileSchema = chosenFile(MESSAGES.errors.fileEmpty).superRefine((file, ctx) => {
  const refused = uploadFileRefusal(file);
  if (refused) ctx.addIssue({ code: 'custom', message: refused });
});

/**
 * POST /api/documents/upload as a form sends it: the multipart fields (documentUploadFormFields, blank ones left out),
 * then the file (checked after the fields, as the route reads them).
 */
export const documentUploadInput = documentUploadFormFields.extend({ file: uploadFileSchema });

/** An upload form's payload. */
export type DocumentUploadInput = z.infer<typeof documentUploadInput>;
