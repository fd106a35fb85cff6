// The checklist's upload of a licence or a card (issue 42): its number (a licence) and expiry first, then the file,
// submitted at once. The one form hook checks them with the upload route's schema and the item's asks
// (lib/upload-details.ts, in the catalogue of forms): the number and expiry before the file is chosen, all on the choice.
import { Alert, Button, FileButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { DocumentCategory } from '@/domain/documents';
import { ONBOARDING_MESSAGES as M, uploadAsks, type OnboardingItem } from '@/domain/onboarding';
import { FormRefusal } from '../../../components/form-refusal';
import { ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { useSubmitItem } from '../api';
import { uploadDetailsCheck, uploadDetailsSchema, type UploadDetailsValues } from '../lib/upload-details';

export function UploadDetailsModal({ item, onClose }: { item: OnboardingItem; onClose: () => void }) {
  const submit = useSubmitItem();
  const asks = uploadAsks(item.kind);
  const category = item.upload_category as DocumentCategory;
  const form = useDomainForm<UploadDetailsValues>(
    uploadDetailsSchema,
    { number: '', expiresOn: '', file: null },
    uploadDetailsCheck(category, asks),
  );
  // Before the file is chosen: what the item asks is given (both fields' messages at once).
  const detailsGiven = () =>
    [asks.number && 'number', asks.expiry && 'expiresOn']
      .filter((f) => typeof f === 'string')
      .map((f) => form.validateField(f).hasError)
      .every((refused) => !refused);
  const send = (v: UploadDetailsValues) =>
    submit.mutate(
      {
        itemId: item.id,
        version: item.version,
        file: v.file!,
        category,
        details: {
          ...(asks.expiry ? { expiresOn: v.expiresOn } : {}),
          ...(asks.number ? { number: v.number.trim() } : {}),
        },
      },
      { onSuccess: onClose },
    );
  return (
    <Modal opened onClose={onClose} title={M.uploadDetailsTitle(item.label)}>
      <Stack gap="sm">
        {asks.number && <TextInput label={M.licenceNumber} {...form.getInputProps('number')} required data-autofocus />}
        {asks.expiry && <TextInput type="date" label={M.expiryDate} {...form.getInputProps('expiresOn')} required />}
        <FormRefusal message={(form.errors.file ?? form.errors.category ?? form.errors._form) as string | undefined} />
        {submit.error instanceof ApiError && <Alert color="red">{submit.error.message}</Alert>}
        <Group justify="flex-end">
          <FileButton onChange={(file) => file && form.submitWith({ file }, send)}>
            {(props) => (
              <Button
                {...props}
                onClick={() => (detailsGiven() ? props.onClick() : undefined)}
                leftSection={<IconFileUpload size={16} />}
                loading={submit.isPending}
              >
                {M.chooseFile}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Modal>
  );
}
