// One way from the server's error shape `{ error, message, fields }` to a form: each field message lands on the
// input with that path; the toast is left to the query client's mutation cache (app/providers.tsx).
import { MESSAGES } from '@/domain/shared';
import { ApiError } from './api';

/** The part of a Mantine form this helper needs (any `useForm` result fits). */
interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/** Whether a failed call's answer names fields (`{ fields: { path: message } }`). */
export function hasFieldErrors(error: unknown): error is ApiError & { body: { fields: Record<string, string> } } {
  return error instanceof ApiError && !!error.body.fields && Object.keys(error.body.fields).length > 0;
}

/** Puts the server's `fields` errors on the form; answers whether any field was named. */
export function applyServerErrors(form: FormWithErrors, error: unknown): boolean {
  if (!hasFieldErrors(error)) return false;
  form.setErrors(error.body.fields);
  return true;
}

/** The sentence to show for a failed call: the server's human message, or the generic one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.body.message || MESSAGES.errors.internal;
  return MESSAGES.errors.internal;
}

/**
 * The first refusal of a field or of anything inside it (`rates`, `rates.0`, `rates.0.code`, `rates[0]`), for a group
 * whose members are sent under one name and whose refusal is shown once under the group.
 */
export function refusalUnder(errors: Record<string, unknown>, path: string): string | undefined {
  for (const [key, message] of Object.entries(errors)) {
    if (typeof message !== 'string' || !message) continue;
    if (key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}[`)) return message;
  }
  return undefined;
}
