// The name and frequency fields of a saved search, in a Mantine modal (focus trap, Escape closes).
import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, describeSearch } from '@/domain/jobs';

type Frequency = (typeof ALERT_FREQUENCIES)[number];

export interface SavedSearchFormProps {
  title: string;
  query: string;
  initial: { name: string; frequency: Frequency };
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (v: { name: string; frequency: Frequency }) => void;
  onClose: () => void;
}

export function SavedSearchForm({
  title,
  query,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: SavedSearchFormProps) {
  const [name, setName] = useState(initial.name);
  const [frequency, setFrequency] = useState<Frequency>(initial.frequency);
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit({ name: name.trim(), frequency });
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Filters: {describeSearch(query)}
          </Text>
          <TextInput
            label="Name"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <NativeSelect
            label="Email me new jobs"
            value={frequency}
            onChange={(e) => setFrequency(e.currentTarget.value as Frequency)}
            data={ALERT_FREQUENCIES.map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
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
