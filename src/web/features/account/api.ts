// Calls of the account feature: ask to change email, change the password, close the account; the export is a plain
// download.
import { useMutation } from '@tanstack/react-query';
import {
  changeEmailResponse,
  deleteAccountResponse,
  type ChangeEmailInput,
  type DeleteAccountInput,
} from '@/domain/shared';
import { api } from '../../lib/api';

/** GET of the data export: the browser streams the zip to disk (Content-Disposition: attachment). */
export const EXPORT_URL = '/api/me/export';

/** Asks for a confirmation link at a new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      api('/api/me/email', { body: input, schema: import.meta.env.DEV && changeEmailResponse }),
    meta: { fieldErrorsInline: true },
  });
}

/** Deletes (workers) or deactivates (staff) the account; the caller signs the browser out. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api('/api/me/delete', { body: input, schema: import.meta.env.DEV && deleteAccountResponse }),
    meta: { fieldErrorsInline: true },
  });
}

/** Changes the password (the current one, re-entered); the person's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) => api('/api/me/password', { body }),
    meta: { fieldErrorsInline: true },
  });
}
