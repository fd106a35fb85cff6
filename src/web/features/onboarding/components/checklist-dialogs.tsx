// The onboarding checklist's dialogs (checklist-card.tsx), loaded when one opens: the worker's choice of a document
// from her profile, the organization's refusal of an item with its reason, and an organization user's clearance
// anyway with a reason.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { DocumentCategory } from '@/domain/documents';
import { ONBOARDING_MESSAGES as M, type OnboardingItem } from '@/domain/onboarding';
import { formatDate } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { useClearOverride, useOwnDocuments, useReviewItem, useSubmitItem } from '../api';
import { Busy } from '../../../app/components/busy';

/** The two reasons' schemas (an item refused, a clearance overridden), fetched when their form is first edited. */
const reviewSchema = lazySchema(() => import('@/domain/onboarding/checklist-schemas').then((m) => m.reviewItemInput));
const overrideSchema = lazySchema(() =>
  import('@/domain/onboarding/checklist-schemas').then((m) => m.clearOverrideInput),
);

export function ChooseDocumentModal({ item, onClose }: { item: OnboardingItem; onClose: () => void }) {
  const docs = useOwnDocuments(true);
  const submit = useSubmitItem();
  const list = (docs.data ?? []).filter((d) => !item.categories || item.categories.includes(d.category));
  return (
    <Modal opened onClose={onClose} title={`${M.chooseFromProfile}: ${item.label}`}>
      {docs.isLoading && <Busy label={M.loadingDocuments} />}
      {!docs.isLoading && list.length === 0 && <Text size="sm">{M.noMatchingDocuments}</Text>}
      {submit.error instanceof ApiError && (
        <Alert color="red" mb="sm">
          {submit.error.message}
        </Alert>
      )}
      <Stack gap="xs">
        {list.map((d) => (
          <Group key={d.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm">{d.name}</Text>
              {d.expiresOn && (
                <Text size="xs" c="dimmed">
                  {M.expires(formatDate(d.expiresOn))}
                </Text>
              )}
            </Stack>
            <Button
              size="xs"
              loading={submit.isPending}
              aria-label={`${M.useThisDocument}: ${d.name}`}
              onClick={() =>
                submit.mutate(
                  {
                    itemId: item.id,
                    version: item.version,
                    documentId: d.id,
                    category: item.upload_category as DocumentCategory,
                  },
                  { onSuccess: onClose },
                )
              }
            >
              {M.useThisDocument}
            </Button>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}

export function RejectModal({ item, onClose }: { item: OnboardingItem; onClose: () => void }) {
  const review = useReviewItem();
  const toInput = (v: { reason: string }) => ({
    version: item.version,
    decision: 'reject' as const,
    reason: v.reason.trim(),
  });
  const form = useDomainForm(reviewSchema, { reason: '' }, { toInput, fieldOf: () => 'reason' });
  return (
    <Modal opened onClose={onClose} title={`${M.rejectTitle}: ${item.label}`}>
      <Stack gap="sm">
        <Textarea label={M.rejectReason} {...form.getInputProps('reason')} autosize minRows={2} data-autofocus />
        <Group justify="flex-end">
          <Button
            color="red"
            loading={review.isPending}
            onClick={() =>
              form.onSubmit((v) => review.mutate({ itemId: item.id, ...toInput(v) }, { onSuccess: onClose }))()
            }
          >
            {M.reject}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function OverrideModal({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const override = useClearOverride();
  const form = useDomainForm(
    overrideSchema,
    { reason: '' },
    {
      toInput: (v) => ({ reason: v.reason.trim() }),
      fieldOf: () => 'reason',
    },
  );
  const failed = override.error instanceof ApiError ? override.error.message : null;
  return (
    <Modal opened onClose={onClose} title={M.clearance.overrideTitle}>
      <Stack gap="sm">
        <Text size="sm">{M.clearance.overrideHint}</Text>
        <Textarea
          label={M.clearance.overrideReason}
          {...form.getInputProps('reason')}
          error={form.errors.reason ?? failed}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button
            loading={override.isPending}
            onClick={() =>
              form.onSubmit((v) =>
                override.mutate({ applicationId, reason: v.reason.trim() }, { onSuccess: onClose }),
              )()
            }
          >
            {M.clearance.overrideButton}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
