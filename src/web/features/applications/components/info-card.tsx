// Recruiter and worker info card: recruiters see only the worker; other roles also pick the assigned recruiter.
import { ActionIcon, Avatar, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@/domain/shared';
import type { Role } from '@/domain/shared';
import type { ApplicationDetail } from '@/domain/applications';
import { useAssignRecruiter, useUserRecord } from '../api';
import { imageSrc } from './image-src';

async function copy(label: 'Email' | 'Phone', value: string) {
  try {
    await navigator.clipboard.writeText(value);
    notifications.show({ color: 'green', message: MESSAGES.copied(label) });
  } catch {
    notifications.show({ color: 'red', message: MESSAGES.copyFailed });
  }
}

function ContactLine({ label, value }: { label: 'Email' | 'Phone'; value: string | null | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} w={48}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`worker-${label.toLowerCase()}`}>
        {value || '—'}
      </Text>
      {value && (
        <Tooltip label={`Copy ${label.toLowerCase()}`}>
          <ActionIcon
            variant="subtle"
            aria-label={`Copy ${label.toLowerCase()}`}
            onClick={() => void copy(label, value)}
          >
            <span aria-hidden>⧉</span>
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function WorkerCard({ detail }: { detail: ApplicationDetail }) {
  const user = useUserRecord(detail.worker.id);
  const record = user.data ?? detail.worker_user;
  return (
    <Card withBorder padding="md" aria-label="Worker">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <Avatar src={imageSrc(record?.image ?? detail.worker.image)} name={detail.worker.name} alt="" radius="xl" />
        <div>
          <Text fw={600}>{record ? `${record.first_name} ${record.last_name}` : detail.worker.name}</Text>
          <Text size="sm" c="dimmed">
            Worker
          </Text>
        </div>
      </Group>
      <Stack gap={4}>
        <ContactLine label="Email" value={record?.email} />
        <ContactLine label="Phone" value={record?.phone} />
      </Stack>
    </Card>
  );
}

function RecruiterSelect({ detail }: { detail: ApplicationDetail }) {
  const assign = useAssignRecruiter();
  const options = detail.recruiter_options ?? [];
  return (
    <Card withBorder padding="md" aria-label="Recruiter">
      <Select
        label="Assigned recruiter"
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
              onError: () => notifications.show({ color: 'red', message: MESSAGES.assignFailed }),
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
