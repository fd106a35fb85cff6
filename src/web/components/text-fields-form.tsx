// A form of text inputs over a domain schema (the one form hook, lib/domain-form.ts): the schema's messages under the inputs,
// the server's `fields` errors mapped onto them (lib/form-errors.ts), the failure toast left to the mutation cache,
// and what was typed kept on any error. Settings and account forms are this one component with their own fields.
import type { ReactNode } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { applyServerErrors } from '../lib/form-errors';
import { useDomainForm } from '../lib/domain-form';
import type { LazySchema } from '../lib/lazy-schema';
import { DraftNotice } from './draft-notice';

export interface TextFieldSpec<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  autoComplete?: string;
}

export interface TextFieldsFormProps<V extends Record<string, string>> {
  /** The domain's schema, or a lazySchema for a form on a first view (fetched when the form is first edited). */
  schema: z.ZodType | LazySchema;
  initialValues: V;
  fields: TextFieldSpec<Extract<keyof V, string>>[];
  submitLabel: string;
  /** Sends the values (a mutation whose meta says the form shows field errors); answers when done. */
  send: (values: V) => Promise<unknown>;
  /** The green toast after a save. */
  successMessage?: string;
  /** Empty the inputs after a save (passwords). */
  resetOnSuccess?: boolean;
  pending?: boolean;
  /** More content in the grid after the inputs (e.g. a read-only value). */
  children?: ReactNode;
  'aria-label'?: string;
  /** Keep a draft of what is typed under this key (lib/form-draft.ts draftKey); password fields are never kept. */
  draftKey?: string | null;
}

export function TextFieldsForm<V extends Record<string, string>>({
  schema,
  initialValues,
  fields,
  submitLabel,
  send,
  successMessage,
  resetOnSuccess,
  pending,
  children,
  'aria-label': ariaLabel,
  draftKey = null,
}: TextFieldsFormProps<V>) {
  const form = useDomainForm<V>(schema, initialValues, {
    draft: draftKey,
    omit: fields.filter((f) => f.type === 'password').map((f) => f.name),
  });
  const draft = form.draft;
  const submit = form.onSubmit(async (values) => {
    try {
      await send(values);
      if (successMessage) notifications.show({ color: 'green', message: successMessage });
      draft.clear();
      if (resetOnSuccess) form.reset();
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={ariaLabel}>
      <DraftNotice draft={draft} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((f) => {
          const props = {
            label: f.label,
            required: f.required,
            autoComplete: f.autoComplete,
            ...form.getInputProps(f.name),
          };
          return f.type === 'password' ? (
            <PasswordInput key={f.name} {...props} />
          ) : (
            <TextInput key={f.name} type={f.type ?? 'text'} {...props} />
          );
        })}
        {children}
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
