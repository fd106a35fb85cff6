// The one place a failed change becomes a toast: the query client's mutation cache. A component never shows its
// own error toast for a mutation; it says what it wants through the mutation's `meta` (spec sentence, silence, or
// "my form shows the server's field errors"), so a failure shows exactly one toast, or only inline field errors.
import { notifications } from '@mantine/notifications';
import { MutationCache } from '@tanstack/react-query';
import { errorText, hasFieldErrors } from './form-errors';

/** What a mutation may say about its failure toast (`useMutation({ meta })`); a type, so it fits Query's Register. */
export type MutationToastMeta = {
  /** The sentence to show instead of the server's words (a spec sentence), or a function of the error (null: the
   * component shows this failure in place). */
  errorMessage?: string | ((error: unknown) => string | null);
  /** No toast at all: the failure is only logged (spec section 8 "logged only"). */
  silent?: boolean;
  /** The form maps the server's `fields` onto its inputs (lib/form-errors.ts): no toast when fields are named. */
  fieldErrorsInline?: boolean;
};

/** The toast text for a failed mutation, or null when none is to be shown. */
export function mutationErrorToast(error: unknown, meta: MutationToastMeta | undefined): string | null {
  if (meta?.silent) return null;
  if (meta?.fieldErrorsInline && hasFieldErrors(error)) return null;
  const custom = meta?.errorMessage;
  if (typeof custom === 'function') return custom(error);
  return custom ?? errorText(error);
}

/** A mutation cache that shows every failed mutation's toast (the app's client and the tests' clients use one). */
export function createMutationCache() {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const message = mutationErrorToast(error, mutation.meta);
      if (message) notifications.show({ color: 'red', message });
    },
  });
}
