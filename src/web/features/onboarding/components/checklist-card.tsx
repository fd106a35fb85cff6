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
  Paper,
  Progress,
  Stack,
  Text,
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
import { confirmAction } from '../../../components/confirm-action';
import { useChecklist, useReviewItem, useSubmitItem } from '../api';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';

// The checklist's dialogs (their forms, Mantine's Modal) load when they open: a first view holding the checklist (a job
// on the journey, the recruiter's application page) carries neither.
const UploadDetailsModal = lazy(() =>
  import('./upload-details-modal').then((m) => ({ default: m.UploadDetailsModal })),
);
const ChooseDocumentModal = lazy(() => import('./checklist-dialogs').then((m) => ({ default: m.ChooseDocumentModal })));
const RejectModal = lazy(() => import('./checklist-dialogs').then((m) => ({ default: m.RejectModal })));
const OverrideModal = lazy(() => import('./checklist-dialogs').then((m) => ({ default: m.OverrideModal })));

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
      <Suspense fallback={null}>
        {choosing && <ChooseDocumentModal item={choosing} onClose={() => setChoosing(null)} />}
        {rejecting && <RejectModal item={rejecting} onClose={() => setRejecting(null)} />}
        {detailing && <UploadDetailsModal item={detailing} onClose={() => setDetailing(null)} />}
        {overriding && <OverrideModal applicationId={applicationId} onClose={() => setOverriding(false)} />}
      </Suspense>
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
