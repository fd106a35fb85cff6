// The onboarding checklist of one placement (issue 31), for both sides: progress, the start-date countdown, what to
// do next, and each item with its status, due date, overdue marker, expiry ("expires during the assignment") and
// rejection reason. The worker fulfils items (choose from profile / upload new); the organization's side verifies or
// rejects with a reason, and an organization user may clear the placement anyway with a reason. Designed at 390 px
// first: one column of items whose actions wrap under the text.
import { lazy, Suspense, useId, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  List,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileUpload, IconFolderOpen, IconX } from '@tabler/icons-react';
import { documentFileUrl, type DocumentCategory } from '@/domain/documents';
import {
  ONBOARDING_MESSAGES as M,
  uploadAsks,
  type OnboardingItem,
  type OnboardingItemStatus,
} from '@/domain/onboarding';
import { formatDate } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { confirmAction } from '../../../components/confirm-action';
import { useChecklist, useClearOverride, useOwnDocuments, useReviewItem, useSubmitItem } from '../api';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';

// The upload's details dialog (its form and the upload's schema) loads when it opens.
const UploadDetailsModal = lazy(() =>
  import('./upload-details-modal').then((m) => ({ default: m.UploadDetailsModal })),
);

/** The two reasons' schemas (an item refused, a clearance overridden), fetched once their dialog opens. */
const reviewSchema = lazySchema(() => import('@/domain/onboarding/checklist-schemas').then((m) => m.reviewItemInput));
const overrideSchema = lazySchema(() =>
  import('@/domain/onboarding/checklist-schemas').then((m) => m.clearOverrideInput),
);

const STATUS_COLORS: Record<OnboardingItemStatus, string> = {
  missing: 'gray',
  submitted: 'blue',
  verified: 'green',
  rejected: 'red',
};

export interface ChecklistCardProps {
  applicationId: string;
  /** The worker fulfils items; the organization's side reviews them. */
  side: 'worker' | 'organization';
  /** An organization user: may clear with items missing, giving a reason. */
  canOverride?: boolean;
}

export function ChecklistCard({ applicationId, side, canOverride = false }: ChecklistCardProps) {
  const q = useChecklist(applicationId);
  const [choosing, setChoosing] = useState<OnboardingItem | null>(null);
  const [rejecting, setRejecting] = useState<OnboardingItem | null>(null);
  const [detailing, setDetailing] = useState<OnboardingItem | null>(null);
  const [overriding, setOverriding] = useState(false);
  const headingId = useId();

  if (q.isLoading) return <Busy label={M.loadingChecklist} />;
  if (failedToShow(q) || !q.data) return <Alert color="red">{q.error?.message}</Alert>;
  const c = q.data;
  const next = c.items.find((i) => i.id === c.next_item_id) ?? null;
  const percent = c.progress.total ? Math.round((c.progress.verified / c.progress.total) * 100) : 100;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {M.checklistTitle}
          </Title>
          {c.days_to_start !== null && (
            <Badge variant="light" color={c.days_to_start <= 7 ? 'orange' : 'blue'} data-testid="start-countdown">
              {M.startCountdown(c.days_to_start)}
            </Badge>
          )}
        </Group>
        <Text size="sm" data-testid="checklist-summary">
          {c.summary}
        </Text>
        <Progress value={percent} aria-label={M.progress(c.progress.verified, c.progress.total)} />
        {side === 'worker' && next && (
          <Alert color={next.status === 'rejected' ? 'red' : 'blue'} title={M.nextStep} data-testid="next-step">
            {next.label}
            {next.due_on ? ` · ${M.due(formatDate(next.due_on))}` : ''}
          </Alert>
        )}
        {c.items.length === 0 && <Text size="sm">{M.checklistEmpty}</Text>}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {c.items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              side={side}
              onChoose={() => setChoosing(item)}
              onReject={() => setRejecting(item)}
              onUploadDetails={() => setDetailing(item)}
            />
          ))}
        </Stack>
        {side === 'organization' && c.status === 'Onboarding' && c.blockers.length > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={M.clearance.notReadyTitle}>
            <List size="sm" data-testid="clearance-blockers">
              {c.blockers.map((b) => (
                <List.Item key={b}>{b}</List.Item>
              ))}
            </List>
            {canOverride && (
              <Button mt="sm" size="xs" variant="default" onClick={() => setOverriding(true)}>
                {M.clearance.overrideButton}
              </Button>
            )}
          </Alert>
        )}
        {side === 'organization' && c.status === 'Onboarding' && c.blockers.length === 0 && (
          <Alert color="green" icon={<IconCheck size={18} />}>
            {M.allDone}
          </Alert>
        )}
      </Stack>
      {choosing && <ChooseDocumentModal item={choosing} onClose={() => setChoosing(null)} />}
      {rejecting && <RejectModal item={rejecting} onClose={() => setRejecting(null)} />}
      {detailing && (
        <Suspense fallback={null}>
          <UploadDetailsModal item={detailing} onClose={() => setDetailing(null)} />
        </Suspense>
      )}
      {overriding && <OverrideModal applicationId={applicationId} onClose={() => setOverriding(false)} />}
    </Card>
  );
}

function ItemRow({
  item,
  side,
  onChoose,
  onReject,
  onUploadDetails,
}: {
  item: OnboardingItem;
  side: 'worker' | 'organization';
  onChoose: () => void;
  onReject: () => void;
  /** A licence or a card: the upload asks its number and expiry first (uploadAsks). */
  onUploadDetails: () => void;
}) {
  const asks = uploadAsks(item.kind);
  const submit = useSubmitItem();
  const review = useReviewItem();
  const fulfillable = side === 'worker' && item.kind !== 'references' && item.status !== 'verified';
  const reviewable =
    side === 'organization' &&
    (item.status === 'submitted' || (item.kind === 'references' && item.status !== 'verified'));
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={item.label} data-testid="checklist-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.label}
            {!item.required ? ` (${M.optional})` : ''}
          </Text>
          <Badge color={STATUS_COLORS[item.status]} variant="light" style={{ flexShrink: 0 }}>
            {M.status[item.status]}
          </Badge>
        </Group>
        {item.description && (
          <Text size="xs" c="dimmed">
            {item.description}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {item.due_on && <Text size="xs">{M.due(formatDate(item.due_on))}</Text>}
          {item.overdue && (
            <Badge color="red" size="sm" variant="filled">
              {M.overdue}
            </Badge>
          )}
          {item.document_name && item.document_id ? (
            // Opened where it is reviewed (issue 42): the file itself, in a new tab, before Verify or Reject.
            <Anchor
              size="xs"
              href={documentFileUrl(item.document_id)}
              target="_blank"
              rel="noopener"
              aria-label={M.openDocument(item.document_name)}
              data-testid="item-document-link"
              style={{ overflowWrap: 'anywhere' }}
            >
              {item.document_name}
            </Anchor>
          ) : (
            item.document_name && (
              <Text size="xs" c="dimmed">
                {item.document_name}
              </Text>
            )
          )}
          {item.expires_on && <Text size="xs">{M.expires(formatDate(item.expires_on))}</Text>}
          {item.expires_during_assignment && (
            <Badge color="red" size="sm" variant="light">
              {M.expiresDuringAssignment}
            </Badge>
          )}
        </Group>
        {item.status === 'rejected' && item.rejection_reason && (
          <Text size="sm" c="red.9" data-testid="rejection-reason">
            {M.rejectedBecause(item.rejection_reason)}
          </Text>
        )}
        {fulfillable && (
          <Group gap="xs" wrap="wrap">
            <Button size="xs" variant="light" leftSection={<IconFolderOpen size={16} />} onClick={onChoose}>
              {M.chooseFromProfile}
            </Button>
            {asks.number || asks.expiry ? (
              <Button size="xs" variant="default" leftSection={<IconFileUpload size={16} />} onClick={onUploadDetails}>
                {M.uploadNew}
              </Button>
            ) : (
              <FileButton
                onChange={(file) => {
                  if (file)
                    submit.mutate({
                      itemId: item.id,
                      version: item.version,
                      file,
                      category: item.upload_category as DocumentCategory,
                    });
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="default"
                    leftSection={<IconFileUpload size={16} />}
                    loading={submit.isPending}
                  >
                    {M.uploadNew}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
        )}
        {reviewable && item.verify_missing.length > 0 && (
          <Text size="xs" c="orange.9" id={`verify-missing-${item.id}`} data-testid="verify-missing">
            {M.verifyMissingHint(item.verify_missing)}
          </Text>
        )}
        {reviewable && (
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              color="green"
              leftSection={<IconCheck size={16} />}
              loading={review.isPending}
              disabled={item.verify_missing.length > 0}
              aria-describedby={item.verify_missing.length > 0 ? `verify-missing-${item.id}` : undefined}
              onClick={() =>
                confirmAction({
                  title: M.verifyConfirmTitle,
                  message: M.verifyConfirm(item.label),
                  confirmLabel: M.verify,
                  danger: false,
                  onConfirm: () => review.mutate({ itemId: item.id, version: item.version, decision: 'verify' }),
                })
              }
            >
              {M.verify}
            </Button>
            <Button size="xs" color="red" variant="light" leftSection={<IconX size={16} />} onClick={onReject}>
              {M.reject}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ChooseDocumentModal({ item, onClose }: { item: OnboardingItem; onClose: () => void }) {
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

function RejectModal({ item, onClose }: { item: OnboardingItem; onClose: () => void }) {
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

function OverrideModal({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
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
