// The extension proposal's dialog (issue 45): the new end date and, if it changes, the hourly rate; sent as an offer
// version. Loaded when it first opens (extension-card.tsx), with Mantine's Modal and NumberInput.
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProposeExtensionInput } from '@/domain/offers';
import { MESSAGES } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useProposeExtension } from '../api';

/** The proposal's schema, fetched when its form is first edited. */
const proposeSchema = lazySchema(() =>
  import('@/domain/offers/extension-schemas').then((m) => m.proposeExtensionInput),
);

const M = MESSAGES.extension;

interface Values extends Record<string, unknown> {
  end_date: string;
  hourly_rate: number | string;
}

/** The payload of the values: the end date, and the hourly rate only when one is given. */
function inputOf(v: Values): ProposeExtensionInput {
  const rate = typeof v.hourly_rate === 'number' ? v.hourly_rate : null;
  return { end_date: v.end_date, ...(rate !== null ? { terms: { pay: { hourly_rate: rate } } } : {}) };
}

export interface ProposeExtensionDialogProps {
  opened: boolean;
  onClose: () => void;
  applicationId: string;
  version: number;
}

export function ProposeExtensionDialog({ opened, onClose, applicationId, version }: ProposeExtensionDialogProps) {
  const propose = useProposeExtension();
  const form = useDomainForm<Values>(proposeSchema, { end_date: '', hourly_rate: '' }, { toInput: inputOf });

  const submit = form.onSubmit(async (values) => {
    try {
      await propose.mutateAsync({ applicationId, ...inputOf(values), version });
      notifications.show({ color: 'green', message: M.sent });
      onClose();
      form.reset();
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={M.proposeTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput data-autofocus type="date" label={M.endDateLabel} required {...form.getInputProps('end_date')} />
          <NumberInput
            label={MESSAGES.extension.hourlyRateLabel}
            min={0}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('hourly_rate')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.cancel}
            </Button>
            <Button type="submit" loading={propose.isPending}>
              {M.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
