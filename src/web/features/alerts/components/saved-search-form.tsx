// The name and frequency fields of a saved search, in a Mantine modal (focus trap, Escape closes): @mantine/form over
// the domain's updateSavedSearchInput; the server's field errors land on the inputs, any other failure is the
// mutation cache's one toast, and what was typed stays.
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  describeSearch,
  JOB_MESSAGES,
  updateSavedSearchInput,
} from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';

type Frequency = (typeof ALERT_FREQUENCIES)[number];
type Values = { name: string; frequency: Frequency };

export interface SavedSearchFormProps {
  title: string;
  query: string;
  initial: Values;
  submitLabel: string;
  pending: boolean;
  /** Saves the trimmed name and the frequency (a mutation whose meta says field errors are shown here). */
  onSubmit: (v: Values) => Promise<unknown>;
  onClose: () => void;
}

export function SavedSearchForm({
  title,
  query,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onClose,
}: SavedSearchFormProps) {
  const form = useDomainForm<Values>(updateSavedSearchInput, initial, {
    toInput: (v) => ({ ...v, name: v.name.trim() }),
  });
  const name = form.getValues().name;
  const submit = form.onSubmit(async (v) => {
    try {
      await onSubmit({ name: v.name.trim(), frequency: v.frequency });
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {JOB_MESSAGES.savedSearches.filters(describeSearch(query))}
          </Text>
          <TextInput
            label={JOB_MESSAGES.savedSearches.name}
            required
            maxLength={80}
            {...form.getInputProps('name')}
            data-autofocus
          />
          <NativeSelect
            label={JOB_MESSAGES.savedSearches.frequency}
            {...form.getInputProps('frequency')}
            data={ALERT_FREQUENCIES.map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.cancel}
            </Button>
            <Button type="submit" loading={pending} disabled={name.trim() === ''}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
