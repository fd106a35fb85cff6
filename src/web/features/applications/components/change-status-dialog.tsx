// The Change Status dialog: every status except the current one; a status must be chosen.
import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import {
  statusOptions,
  validateStatusSelection,
  isApplicationStatus,
  type ApplicationStatus,
} from '@/domain/applications';

export interface ChangeStatusDialogProps {
  opened: boolean;
  current: ApplicationStatus;
  /** Options to list (defaults apply when none are given). */
  options?: readonly ApplicationStatus[];
  onClose: () => void;
  onChoose: (status: ApplicationStatus) => void;
}

function ChangeStatusForm({ current, options, onClose, onChoose }: Omit<ChangeStatusDialogProps, 'opened'>) {
  const [selected, setSelected] = useState<ApplicationStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const check = validateStatusSelection(selected);
        if (!check.ok) return setError(check.message);
        onChoose(check.status);
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label="New status"
          data={[{ value: '', label: 'Choose a status' }, ...statusOptions(current, options)]}
          value={selected ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setSelected(isApplicationStatus(v) ? v : null);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Continue</Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ChangeStatusDialog({ opened, ...rest }: ChangeStatusDialogProps) {
  return (
    <Modal opened={opened} onClose={rest.onClose} title="Change Status">
      {opened && <ChangeStatusForm {...rest} />}
    </Modal>
  );
}
