// The account's email field, as the sign-up, log-in and forgot-password forms ask for it: one label, the browser's
// email keyboard and autofill.
import { TextInput, type TextInputProps } from '@mantine/core';
import { AUTH_MESSAGES } from '@/domain/shared';

export function EmailInput(props: TextInputProps) {
  return <TextInput label={AUTH_MESSAGES.fields.email} type="email" autoComplete="email" required {...props} />;
}
