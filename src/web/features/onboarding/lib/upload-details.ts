// The checklist's upload of a licence or a card (upload-details-modal.tsx), shared with the parity test
// (form-catalogue): its number (a licence) and expiry, then the file, checked by the upload route's schema
// (documentUploadInput) and the checklist's rule that what the item asks is given (uploadAsks).
import { documentUploadInput, uploadFieldValues, type ChosenFile, type DocumentCategory } from '@/domain/documents';
import { ONBOARDING_MESSAGES as M } from '@/domain/onboarding';
import type { DomainFormCheck } from '../../../lib/domain-form-check';

/** What the dialog holds: the number and expiry typed, and the file chosen (a browser File; its facts in tests). */
export type UploadDetailsValues<F extends ChosenFile = File> = {
  number: string;
  expiresOn: string;
  file: F | null;
};

/** The dialog's schema: the upload route's. */
export const uploadDetailsSchema = documentUploadInput;

/** The fields sent for `category` (what the item does not ask, or left blank, is left out) and the file. */
export function uploadDetailsCheck<F extends ChosenFile>(
  category: DocumentCategory,
  asks: { number: boolean; expiry: boolean },
): DomainFormCheck<UploadDetailsValues<F>> {
  return {
    toInput: (v) => ({
      category,
      ...uploadFieldValues({ expiresOn: asks.expiry ? v.expiresOn : '', number: asks.number ? v.number.trim() : '' }),
      file: v.file,
    }),
    // The route takes an upload without them; the item asks for them (the checklist verifies with both).
    rules: (v) => ({
      ...(asks.number && !v.number.trim() ? { number: M.numberRequired } : {}),
      ...(asks.expiry && !v.expiresOn ? { expiresOn: M.expiryRequired } : {}),
    }),
  };
}
