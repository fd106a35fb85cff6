// A decline / withdraw dialog collecting a reason (required unless `optional`) and notes, checked by the one form hook
// over the offer answer's schema (the reason and notes it takes) and the decline rule's words.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { OFFER_MESSAGES } from '@/domain/offers';
import { MESSAGES } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';
import { reasonFormSpec, reasonInput } from '../offer-form-values';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  placeholder?: string;
  optional?: boolean;
  loading?: boolean;
  onClose: () => void;
  onSubmit: (reason: string, notes: string) => void;
}

export function ReasonDialog({
  opened,
  title,
  submitLabel,
  placeholder,
  optional,
  loading,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const form = useDomainForm(reasonInput, { reason: '', notes: '' }, reasonFormSpec(optional === true));
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((v) => onSubmit(v.reason.trim(), v.notes.trim()))}>
        <Stack>
          <Textarea
            label={OFFER_MESSAGES.reasonDialog.reason}
            placeholder={placeholder}
            {...form.getInputProps('reason')}
            autosize
            minRows={3}
            data-autofocus
          />
          <Textarea label={OFFER_MESSAGES.reasonDialog.notes} {...form.getInputProps('notes')} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.cancel}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
