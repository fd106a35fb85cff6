// Bulk actions' Assign recruiter dialog (bulk-actions.tsx): one recruiter of the selected rows' organization for the
// selected rows. Rows of several organizations (an admin's list) cannot share a recruiter: the dialog says so. Checked
// by the bulk route's schema through the one form hook (lib/assign-form.ts, in the catalogue of forms).
import { Alert, Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { APPLICATION_MESSAGES } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { FormRefusal } from '../../../components/form-refusal';
import { useDomainForm } from '../../../lib/domain-form';
import { useRecruiterOptions } from '../api';
import { assignFormCheck, assignFormSchema, type AssignTarget } from '../lib/assign-form';

export function AssignDialog({
  opened,
  organizationIds,
  targets,
  loading,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The distinct organizations of the selected rows. */
  organizationIds: string[];
  /** The selected rows, with the versions the list showed. */
  targets: readonly AssignTarget[];
  loading: boolean;
  onClose: () => void;
  onSubmit: (recruiterId: string) => void;
}) {
  const single = organizationIds.length === 1 ? organizationIds[0] : undefined;
  const recruiters = useRecruiterOptions(single, { enabled: !!single });
  const form = useDomainForm(assignFormSchema, { recruiterId: '' }, assignFormCheck(targets));
  const choice = form.values.recruiterId;
  const options = recruiters.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={APPLICATION_MESSAGES.assign.title}>
      <form onSubmit={form.onSubmit((v) => onSubmit(v.recruiterId))}>
        <Stack gap="sm">
          {organizationIds.length > 1 ? (
            <Alert color="yellow" role="status">
              {MESSAGES.bulkAssignSpansOrganizations(organizationIds.length)}
            </Alert>
          ) : (
            <>
              <NativeSelect
                label={APPLICATION_MESSAGES.assign.recruiter}
                required
                data={[
                  { value: '', label: MESSAGES.selectRecruiterPlaceholder },
                  ...options.map((r) => ({ value: r.id, label: r.label })),
                ]}
                {...form.getInputProps('recruiterId')}
              />
              {recruiters.isSuccess && options.length === 0 && (
                <Alert color="yellow" role="status">
                  {MESSAGES.bulkAssignNoRecruiters}
                </Alert>
              )}
            </>
          )}
          <FormRefusal form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.cancel}
            </Button>
            <Button type="submit" loading={loading} disabled={!choice || organizationIds.length !== 1}>
              {APPLICATION_MESSAGES.assign.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
