// A decline / withdraw dialog collecting a reason (required unless `optional`) and notes.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';

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
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!optional && reason.trim() === '') {
            setError(MESSAGES.declineReasonRequired);
            return;
          }
          setError(null);
          onSubmit(reason.trim(), notes.trim());
        }}
      >
        <Stack>
          <Textarea
            label="Reason"
            placeholder={placeholder}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            autosize
            minRows={3}
            data-autofocus
          />
          <Textarea
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
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
