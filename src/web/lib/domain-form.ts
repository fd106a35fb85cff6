// A Mantine form validated by a domain schema: the schema's rules and their human words (src/domain; the domain's
// error map answers for any rule without its own sentence), so a form never shows a validator's default text.
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { formRefusals } from '@/domain/shared';

/**
 * `useForm` over `initialValues`, validated by `schema` on submit (and per field once it has an error). `toInput`
 * turns the values into the payload the schema describes (e.g. empty inputs to null), when they differ.
 */
export function useDomainForm<V extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: V,
  toInput?: (values: V) => unknown,
) {
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    // The first message per field, as the server answers (formRefusals), not a resolver's last one.
    validate: (values) => formRefusals(schema, toInput ? toInput(values) : values),
    clearInputErrorOnChange: true,
  });
}
