// The one display of a refusal that belongs to no input: the form's '_form' error (a rule over the whole payload,
// lib/domain-form.ts) or a message the caller holds (a failed send), read out as an alert.
import { Text } from '@mantine/core';

export function FormRefusal({
  form,
  message,
}: {
  form?: { errors: Record<string, unknown> };
  message?: string | null;
}) {
  const text = form ? form.errors._form : message;
  if (typeof text !== 'string' || text === '') return null;
  return (
    <Text c="red" size="sm" role="alert">
      {text}
    </Text>
  );
}
