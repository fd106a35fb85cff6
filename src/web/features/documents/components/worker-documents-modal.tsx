// The Worker Documents modal: a worker's documents by group with per-document download and preview,
// and the exports (documents zip, everything zip, profile PDF, profile CSV).
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import {
  DOCUMENTS_MODAL_SIZE,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  MODAL_DOCUMENT_GROUPS,
  downloadFileName,
  exportFileNames,
  isPreviewable,
  safeFileName,
  type DocumentCategory,
} from '@/domain/documents';
import { MESSAGES, formatDate } from '@/domain/shared';
import type { DocumentInfo } from '@/domain/documents';
import {
  fetchDocument,
  fetchProfileExport,
  generateProfilePdf,
  useWorkerContact,
  useWorkerDocuments,
  type WorkerContact,
} from '../api';
import { saveBlob, zipDocuments, type ZipProgress } from '../lib/exports';
import { profileCsv } from '@/domain/fields';
import { Busy } from '../../../app/components/busy';

export interface WorkerDocumentsModalProps {
  workerId: string;
  workerName: string;
  opened: boolean;
  onClose: () => void;
}

/** Groups shown in the modal: the spec's groups plus resume and references. */
const GROUPS: { key: DocumentCategory; label: string }[] = [
  { key: 'resume', label: DOCUMENT_CATEGORY_LABELS.resume },
  ...MODAL_DOCUMENT_GROUPS,
  { key: 'references', label: DOCUMENT_CATEGORY_LABELS.references },
];

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': DOCUMENT_MESSAGES.workerDocuments.types.word,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    DOCUMENT_MESSAGES.workerDocuments.types.word,
  'text/plain': DOCUMENT_MESSAGES.workerDocuments.types.text,
  'image/svg+xml': DOCUMENT_MESSAGES.workerDocuments.types.svg,
};
const typeLabel = (contentType: string) =>
  TYPE_LABELS[contentType] ??
  (contentType.startsWith('image/')
    ? DOCUMENT_MESSAGES.workerDocuments.types.image(contentType.slice(6).toUpperCase())
    : contentType);

/** 1536 -> '2 KB', 2_500_000 -> '2.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Busy = null | 'documents' | 'everything' | 'pdf' | 'csv' | `doc:${string}`;

export function WorkerDocumentsModal({ workerId, workerName, opened, onClose }: WorkerDocumentsModalProps) {
  const docsQuery = useWorkerDocuments(workerId, opened);
  const contactQuery = useWorkerContact(workerId, opened);
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<ZipProgress | null>(null);
  const docs = docsQuery.data ?? [];
  const narrow = useMediaQuery('(max-width: 36em)');

  const contact = async (): Promise<WorkerContact> =>
    contactQuery.data ?? (await contactQuery.refetch()).data ?? { name: workerName, email: null, phone: null };
  const exportName = (c: WorkerContact) => safeFileName(c.name || workerName);

  const makePdf = async (c: WorkerContact): Promise<Blob | null> => {
    try {
      return await generateProfilePdf(workerId, await fetchProfileExport(workerId), c);
    } catch (err) {
      console.error(MESSAGES.pdfFailed, err);
      return null;
    }
  };

  const downloadOne = async (doc: DocumentInfo) => {
    setBusy(`doc:${doc.id}`);
    try {
      const res = await fetchDocument(doc);
      saveBlob(await res.blob(), downloadFileName(doc.name, doc.contentType));
    } catch {
      notifications.show({ color: 'red', message: MESSAGES.downloadFailedFor(doc.name) });
    } finally {
      setBusy(null);
    }
  };

  // The list as loaded, or, for a zip asked for before the list arrived (a quick click on a slow phone), the list once
  // it has: never "no documents" for a list still on its way. Null when it cannot be loaded.
  const documentList = async (): Promise<DocumentInfo[] | null> =>
    docsQuery.data ?? (await docsQuery.refetch({ cancelRefetch: false })).data ?? null;

  const downloadZip = async (kind: 'documents' | 'everything') => {
    setBusy(kind);
    try {
      const list = await documentList();
      if (!list) {
        notifications.show({ color: 'red', message: MESSAGES.downloadFailed });
        return;
      }
      if (kind === 'documents' && list.length === 0) {
        notifications.show({ color: 'red', message: MESSAGES.noDocuments });
        return;
      }
      const c = await contact();
      const names = exportFileNames(exportName(c));
      const extras =
        kind === 'everything'
          ? [
              { name: names.pdf, make: () => makePdf(c) },
              { name: names.csv, make: async () => profileCsv(await fetchProfileExport(workerId)) },
            ]
          : [];
      const result = await zipDocuments(list, fetchDocument, {
        extras,
        onProgress: setProgress,
        onFailure: (doc) => notifications.show({ color: 'red', message: MESSAGES.downloadFailedFor(doc.name) }),
      });
      if (list.length > 0 && result.downloaded === 0) {
        notifications.show({ color: 'red', message: MESSAGES.noFilesDownloaded });
        return;
      }
      saveBlob(result.blob, kind === 'documents' ? names.documentsZip : names.everythingZip);
      notifications.show({ color: 'green', message: MESSAGES.downloadedCount(result.downloaded) });
    } catch {
      notifications.show({ color: 'red', message: MESSAGES.downloadFailed });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const downloadPdf = async () => {
    setBusy('pdf');
    try {
      const c = await contact();
      const blob = await makePdf(c);
      if (blob) saveBlob(blob, exportFileNames(exportName(c)).pdf);
    } finally {
      setBusy(null);
    }
  };

  const downloadCsv = async () => {
    setBusy('csv');
    try {
      const data = await fetchProfileExport(workerId);
      saveBlob(new Blob([profileCsv(data)], { type: 'text/csv;charset=utf-8' }), exportFileNames(workerName).csv);
    } catch {
      notifications.show({ color: 'red', message: MESSAGES.downloadFailed });
    } finally {
      setBusy(null);
    }
  };

  const grouped = GROUPS.map((g) => ({ ...g, docs: docs.filter((d) => d.category === g.key) })).filter(
    (g) => g.docs.length > 0,
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={DOCUMENT_MESSAGES.workerDocuments.title(workerName)}
      size={DOCUMENTS_MODAL_SIZE}
      fullScreen={narrow}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            onClick={() => downloadZip('documents')}
            loading={busy === 'documents'}
            disabled={busy !== null && busy !== 'documents'}
          >
            {DOCUMENT_MESSAGES.workerDocuments.downloadDocuments}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => downloadZip('everything')}
            loading={busy === 'everything'}
            disabled={busy !== null && busy !== 'everything'}
          >
            {DOCUMENT_MESSAGES.workerDocuments.downloadEverything}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={downloadPdf}
            loading={busy === 'pdf'}
            disabled={busy !== null && busy !== 'pdf'}
          >
            {DOCUMENT_MESSAGES.workerDocuments.profilePdf}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={downloadCsv}
            loading={busy === 'csv'}
            disabled={busy !== null && busy !== 'csv'}
          >
            {DOCUMENT_MESSAGES.workerDocuments.profileCsv}
          </Button>
        </Group>

        {progress && (
          <Stack gap={4} aria-live="polite">
            <Progress
              value={progress.total ? (progress.done / progress.total) * 100 : 0}
              aria-label={DOCUMENT_MESSAGES.workerDocuments.progress}
              animated
            />
            <Text size="xs" c="dimmed">
              {DOCUMENT_MESSAGES.workerDocuments.progressCount(progress.done, progress.total)}
            </Text>
          </Stack>
        )}

        {docsQuery.isLoading && <Busy size="sm" label={DOCUMENT_MESSAGES.workerDocuments.loading} />}
        {docsQuery.isError && <Alert color="red">{MESSAGES.downloadFailed}</Alert>}
        {docsQuery.isSuccess && docs.length === 0 && <Text c="dimmed">{MESSAGES.noDocuments}</Text>}

        {grouped.map((group) => (
          <Stack key={group.key} gap={6} component="section" aria-label={group.label}>
            <Title order={5}>{group.label}</Title>
            {group.docs.map((doc) => (
              <Paper key={doc.id} withBorder p="xs" radius="sm" data-testid="document-row">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {doc.name}
                    </Text>
                    <Group gap={6} wrap="wrap">
                      <Badge size="xs" variant="light">
                        {typeLabel(doc.contentType)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatSize(doc.size)} ·{' '}
                        {DOCUMENT_MESSAGES.workerDocuments.uploaded(formatDate(doc.uploadedAt))}
                        {doc.expiresOn
                          ? ` · ${DOCUMENT_MESSAGES.workerDocuments.expires(formatDate(doc.expiresOn))}`
                          : ''}
                      </Text>
                    </Group>
                  </Stack>
                  <Group gap="xs">
                    {isPreviewable(doc.contentType) && (
                      <Anchor
                        size="sm"
                        href={`/api/documents/${doc.id}/file`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={DOCUMENT_MESSAGES.workerDocuments.previewNamed(doc.name)}
                      >
                        {DOCUMENT_MESSAGES.workerDocuments.preview}
                      </Anchor>
                    )}
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => downloadOne(doc)}
                      loading={busy === `doc:${doc.id}`}
                      aria-label={DOCUMENT_MESSAGES.workerDocuments.downloadNamed(doc.name)}
                    >
                      {DOCUMENT_MESSAGES.workerDocuments.download}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
