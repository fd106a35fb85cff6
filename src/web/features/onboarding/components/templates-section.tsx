// The organization's own onboarding items (issue 31): items for all its jobs (background check, drug screen, I-9 …)
// and items for one job, each with a description, whether it needs a document and how many days before the start it
// is due. Placements accepted afterwards get them on their checklist.
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import { ApiError } from '../../../lib/api';
import { useAddTemplate, useOrgJobOptions, useRemoveTemplate, useTemplates } from '../api';

const T = ONBOARDING_MESSAGES.templates;

export function OnboardingTemplatesSection() {
  const [jobId, setJobId] = useState<string | null>(null);
  const jobs = useOrgJobOptions('');
  const list = useTemplates(jobId);
  const add = useAddTemplate();
  const remove = useRemoveTemplate();
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [needsDocument, setNeedsDocument] = useState(true);
  const [dueDays, setDueDays] = useState<number | string>('');
  const jobLabel = (id: string | null) =>
    id ? (jobs.data?.items.find((j) => j.id === id)?.label ?? id) : T.forAllJobs;
  const fieldError = add.error instanceof ApiError ? add.error.body.fields?.label : undefined;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="onboarding-templates">
      <Stack gap="sm">
        <Title order={2} size="h3" id="onboarding-templates">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {jobId ? T.jobHint : T.allJobsHint}
        </Text>
        <Select
          label="Job"
          data={[
            { value: '', label: T.forAllJobs },
            ...(jobs.data?.items ?? []).map((j) => ({ value: j.id, label: j.label })),
          ]}
          value={jobId ?? ''}
          onChange={(v) => setJobId(v || null)}
          searchable
          allowDeselect={false}
        />
        {list.data?.items.length === 0 && <Text size="sm">{T.empty}</Text>}
        <Stack gap={6}>
          {list.data?.items.map((t) => (
            <Group key={t.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {t.label}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light">
                    {jobLabel(t.job_id)}
                  </Badge>
                  {t.needs_document && (
                    <Badge size="xs" variant="outline">
                      {T.needsDocument}
                    </Badge>
                  )}
                  {t.due_days_before_start !== null && (
                    <Text size="xs" c="dimmed">
                      {`${T.dueDays}: ${t.due_days_before_start}`}
                    </Text>
                  )}
                </Group>
                {t.description && (
                  <Text size="xs" c="dimmed">
                    {t.description}
                  </Text>
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${T.archive} ${t.label}`}
                onClick={() =>
                  remove.mutate(t.id, { onSuccess: () => notifications.show({ color: 'green', message: T.removed }) })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(
              {
                jobId,
                label: label.trim(),
                ...(description.trim() ? { description: description.trim() } : {}),
                needsDocument,
                dueDaysBeforeStart: typeof dueDays === 'number' ? dueDays : null,
              },
              {
                onSuccess: () => {
                  setLabel('');
                  setDescription('');
                  setDueDays('');
                  notifications.show({ color: 'green', message: T.saved });
                },
              },
            );
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={T.label}
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              error={fieldError}
              required
            />
            <TextInput
              label={T.description}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Group gap="md" wrap="wrap" align="flex-end">
              <NumberInput label={T.dueDays} value={dueDays} onChange={setDueDays} min={0} max={365} w={200} />
              <Checkbox
                label={T.needsDocument}
                checked={needsDocument}
                onChange={(e) => setNeedsDocument(e.currentTarget.checked)}
              />
            </Group>
            <Group>
              <Button type="submit" loading={add.isPending}>
                {T.add}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
