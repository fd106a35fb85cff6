// Recruiter and worker info card: recruiters see only the worker; other roles also pick the assigned recruiter.
import { useState } from 'react';
import { ActionIcon, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@/domain/shared';
import { ROLE_LABELS, type Role } from '@/domain/shared';
import { APPLICATION_MESSAGES, type ApplicationDetail } from '@/domain/applications';
import { useAssignRecruiter, useUserRecord } from '../api';
import { imageSrc } from './image-src';
import { LazySelect } from '../../../components/lazy-select';

/**
 * Copies and says so. Not Mantine's CopyButton: it ignores a refused clipboard, and the spec's
 * "Failed to copy to clipboard" must then show.
 */
async function copy(label: 'Email' | 'Phone', value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    notifications.show({ color: 'green', message: MESSAGES.copied(label) });
    return true;
  } catch {
    notifications.show({ color: 'red', message: MESSAGES.copyFailed });
    return false;
  }
}

function ContactLine({ label, value }: { label: 'Email' | 'Phone'; value: string | null | undefined }) {
  const [copied, setCopied] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} w={48}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`worker-${label.toLowerCase()}`}>
        {value || '—'}
      </Text>
      {value && (
        <ActionIcon
          variant="subtle"
          color={copied ? 'green' : undefined}
          aria-label={APPLICATION_MESSAGES.infoCard.copy(label)}
          title={APPLICATION_MESSAGES.infoCard.copy(label)}
          onClick={async () => {
            if (!(await copy(label, value))) return;
            setCopied(true);
            window.setTimeout(() => setCopied(false), 1500);
          }}
        >
          {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        </ActionIcon>
      )}
    </Group>
  );
}

function WorkerCard({ detail }: { detail: ApplicationDetail }) {
  const user = useUserRecord(detail.worker.id);
  const record = user.data ?? detail.worker_user;
  return (
    <Card withBorder padding="md" aria-label={APPLICATION_MESSAGES.infoCard.workerCard}>
      <Group gap="sm" mb="xs" wrap="nowrap">
        <Avatar src={imageSrc(record?.image ?? detail.worker.image)} name={detail.worker.name} alt="" radius="xl" />
        <div>
          <Text fw={600}>{record ? `${record.first_name} ${record.last_name}` : detail.worker.name}</Text>
          <Text size="sm" c="dimmed">
            {ROLE_LABELS.worker}
          </Text>
        </div>
      </Group>
      <Stack gap={4}>
        <ContactLine label={APPLICATION_MESSAGES.infoCard.email} value={record?.email} />
        <ContactLine label={APPLICATION_MESSAGES.infoCard.phone} value={record?.phone} />
      </Stack>
    </Card>
  );
}

function RecruiterSelect({ detail }: { detail: ApplicationDetail }) {
  const assign = useAssignRecruiter();
  const options = detail.recruiter_options ?? [];
  return (
    <Card withBorder padding="md" aria-label={APPLICATION_MESSAGES.infoCard.recruiterCard}>
      <LazySelect
        id="assigned-recruiter"
        label={APPLICATION_MESSAGES.infoCard.assignedRecruiter}
        placeholder={MESSAGES.selectRecruiterPlaceholder}
        data={options.map((o) => ({ value: o.id, label: o.label }))}
        value={detail.assigned_recruiter?.id ?? null}
        disabled={assign.isPending}
        allowDeselect={false}
        onChange={(id) => {
          const option = options.find((o) => o.id === id);
          if (!option) return;
          assign.mutate(
            { newRecruiterId: option.id, recruiterName: option.label, applicationId: detail.application.applicationId },
            {
              onSuccess: () => notifications.show({ color: 'green', message: MESSAGES.assignOk }),
            },
          );
        }}
      />
    </Card>
  );
}

export function InfoCard({ detail, role }: { detail: ApplicationDetail; role: Role }) {
  return (
    <Stack gap="sm">
      {role !== 'recruiter' && <RecruiterSelect detail={detail} />}
      <WorkerCard detail={detail} />
    </Stack>
  );
}
