// The profile's upload form (document-upload.tsx), shared with the parity test (form-catalogue): what it holds, the
// fields it sends for its category, and its check: the upload route's schema (documentUploadInput) over them and the
// file chosen.
import { documentUploadInput, uploadFieldValues, type ChosenFile, type DocumentCategory } from '@/domain/documents';
import type { DomainFormCheck } from '../../../lib/domain-form-check';
import type { UploadFields } from './upload';

/** Categories whose documents carry an expiry date (cards, licences, vaccinations, TB tests). */
const EXPIRING = new Set<DocumentCategory>(['certificates', 'vaccinations', 'professional_licenses', 'others']);

/** What the category's form asks besides the file: a licence's number (issue 42), an expiry date. */
export const uploadAsksFor = (category: DocumentCategory) => ({
  number: category === 'professional_licenses',
  expiry: EXPIRING.has(category),
});

/** What the upload form holds: the name chosen, the document replaced, the expiry and number typed, the file. */
export type UploadValues<F extends ChosenFile = File> = {
  name: string | null;
  documentId: string;
  expiresOn: string;
  number: string;
  file: F | null;
};

/** The fields sent: blank ones (and those the category does not ask) left out, as the route reads them. */
export function uploadFormFields(category: DocumentCategory, v: UploadValues<ChosenFile>): UploadFields {
  const asks = uploadAsksFor(category);
  return {
    category,
    ...uploadFieldValues({
      documentId: v.documentId,
      name: v.name ?? '',
      expiresOn: asks.expiry ? v.expiresOn : '',
      number: asks.number ? v.number.trim() : '',
    }),
  };
}

/** The form's schema: the upload route's. */
export const uploadFormSchema = documentUploadInput;

/** The payload the schema checks: the fields, then the file. */
export function uploadFormCheck<F extends ChosenFile>(category: DocumentCategory): DomainFormCheck<UploadValues<F>> {
  return { toInput: (v) => ({ ...uploadFormFields(category, v), file: v.file }) };
}
