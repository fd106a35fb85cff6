// The Change Status dialog: every status except the current one; a status must be chosen (statusChoiceInput, through
// the one form hook). Choosing sends nothing: the caller moves the application, or asks for the decision first.
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { APPLICATION_MESSAGES, statusOptions, statusChoiceInput, type ApplicationStatus } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';

export interface ChangeStatusDialogProps {
  opened: boolean;
  current: ApplicationStatus;
  /** Options to list (defaults apply when none are given). */
  options?: readonly ApplicationStatus[];
  onClose: () => void;
  onChoose: (status: ApplicationStatus) => void;
}

function ChangeStatusForm({ current, options, onClose, onChoose }: Omit<ChangeStatusDialogProps, 'opened'>) {
  const form = useDomainForm(statusChoiceInput, { status: '' });
  return (
    <form onSubmit={form.onSubmit((v) => onChoose(statusChoiceInput.parse(v).status))}>
      <Stack gap="sm">
        <NativeSelect
          label={APPLICATION_MESSAGES.changeStatus.newStatus}
          data={[{ value: '', label: APPLICATION_MESSAGES.changeStatus.choose }, ...statusOptions(current, options)]}
          {...form.getInputProps('status')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit">{APPLICATION_MESSAGES.changeStatus.continue}</Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ChangeStatusDialog({ opened, ...rest }: ChangeStatusDialogProps) {
  return (
    <Modal opened={opened} onClose={rest.onClose} title={APPLICATION_MESSAGES.changeStatus.title}>
      {opened && <ChangeStatusForm {...rest} />}
    </Modal>
  );
}
