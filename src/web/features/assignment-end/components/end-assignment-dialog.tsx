// "End assignment" (the organization or the assigned recruiter) and "Give notice" (the worker), issue 45: the reason,
// the effective date (the last day worked) and a note; what is still owed under the contract is shown live, amount by
// amount with its clause, before the confirmation. The side is the caller's; the server decides and records it.
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ASSIGNMENT_END_MESSAGES as M,
  TERMINATION_REASONS,
  WORKER_NOTICE_REASONS,
  terminationInput,
  type TerminationReason,
  type TerminationSide,
} from '@/domain/assignment-end';
import { Busy } from '../../../app/components/busy';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useEndAssignment } from '../api';
import { useTerminationPreview } from '../queries';
import { OwedPreview } from './owed-preview';

interface Values extends Record<string, unknown> {
  reason_code: string;
  effective_date: string;
  note: string;
}

const inputOf = (v: Values) => ({
  reason_code: v.reason_code,
  effective_date: v.effective_date,
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});

export function EndAssignmentDialog(props: { applicationId: string; side: TerminationSide; onClose: () => void }) {
  const worker = props.side === 'worker';
  const reasons: readonly TerminationReason[] = worker ? WORKER_NOTICE_REASONS : TERMINATION_REASONS;
  const form = useDomainForm<Values>(
    terminationInput,
    { reason_code: worker ? 'worker_request' : '', effective_date: '', note: '' },
    { toInput: inputOf },
  );
  const v = form.getValues();
  const preview = useTerminationPreview(props.applicationId, v.reason_code as TerminationReason | '', v.effective_date);
  const end = useEndAssignment(props.applicationId);
  const refusal = preview.error as { body?: { message?: string } } | null;

  const submit = form.onSubmit(async (values) => {
    try {
      const done = await end.mutateAsync(inputOf(values) as Parameters<typeof end.mutateAsync>[0]);
      notifications.show({
        color: 'green',
        message: done.status === 'Done' ? (worker ? M.ui.noticeGiven : M.ui.ended) : M.ui.noticeGiven,
      });
      props.onClose();
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <Modal opened onClose={props.onClose} title={worker ? M.ui.giveNotice : M.ui.endAssignment}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            data-autofocus
            label={M.ui.reason}
            {...form.getInputProps('reason_code')}
            data={[
              ...(worker ? [] : [{ value: '', label: '' }]),
              ...reasons.map((r) => ({ value: r, label: M.reasons[r] })),
            ]}
          />
          <TextInput type="date" label={M.ui.effectiveDate} {...form.getInputProps('effective_date')} />
          <Textarea label={M.ui.note} autosize minRows={2} maxLength={1000} {...form.getInputProps('note')} />
          {preview.isFetching && !preview.data ? <Busy label={M.ui.previewLoading} /> : null}
          {refusal?.body?.message ? <Alert color="red">{refusal.body.message}</Alert> : null}
          {preview.data && !refusal ? <OwedPreview preview={preview.data} /> : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              color="red"
              loading={end.isPending}
              disabled={!preview.data || Boolean(refusal) || preview.isFetching}
            >
              {worker ? M.ui.confirmNotice : M.ui.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
