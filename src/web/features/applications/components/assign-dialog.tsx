// Bulk actions' Assign recruiter dialog (bulk-actions.tsx): one recruiter for the selected rows.
import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import { useRecruiterOptions } from '../api';

export function AssignDialog({
  opened,
  loading,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onSubmit: (recruiterId: string) => void;
}) {
  const recruiters = useRecruiterOptions();
  const [choice, setChoice] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title="Assign recruiter">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) onSubmit(choice);
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label="Recruiter"
            required
            data={[
              { value: '', label: MESSAGES.selectRecruiterPlaceholder },
              ...(recruiters.data ?? []).map((r) => ({ value: r.id, label: r.label })),
            ]}
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={loading} disabled={!choice}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
