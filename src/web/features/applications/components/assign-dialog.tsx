// Bulk actions' Assign recruiter dialog (bulk-actions.tsx): one recruiter of the selected rows' organization for the
// selected rows. Rows of several organizations (an admin's list) cannot share a recruiter: the dialog says so.
import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import { useRecruiterOptions } from '../api';

export function AssignDialog({
  opened,
  organizationIds,
  loading,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The distinct organizations of the selected rows. */
  organizationIds: string[];
  loading: boolean;
  onClose: () => void;
  onSubmit: (recruiterId: string) => void;
}) {
  const single = organizationIds.length === 1 ? organizationIds[0] : undefined;
  const recruiters = useRecruiterOptions(single, { enabled: !!single });
  const [choice, setChoice] = useState('');
  const options = recruiters.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Assign recruiter">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) onSubmit(choice);
        }}
      >
        <Stack gap="sm">
          {organizationIds.length > 1 ? (
            <Alert color="yellow" role="status">
              {MESSAGES.bulkAssignSpansOrganizations(organizationIds.length)}
            </Alert>
          ) : (
            <>
              <NativeSelect
                label="Recruiter"
                required
                data={[
                  { value: '', label: MESSAGES.selectRecruiterPlaceholder },
                  ...options.map((r) => ({ value: r.id, label: r.label })),
                ]}
                value={choice}
                onChange={(e) => setChoice(e.currentTarget.value)}
              />
              {recruiters.isSuccess && options.length === 0 && (
                <Alert color="yellow" role="status">
                  {MESSAGES.bulkAssignNoRecruiters}
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={loading} disabled={!choice || organizationIds.length !== 1}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
