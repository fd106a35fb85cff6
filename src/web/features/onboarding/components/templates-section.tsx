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
import { applyServerErrors } from '../../../lib/form-errors';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { useAddTemplate, useOrgJobOptions, useRemoveTemplate, useTemplates } from '../api';

const T = ONBOARDING_MESSAGES.templates;

/** The domain's onboardingTemplateInput, fetched when the form is first edited (the settings draw no zod first). */
const templateSchema = lazySchema(() =>
  import('@/domain/onboarding/checklist-schemas').then((m) => m.onboardingTemplateInput),
);

export function OnboardingTemplatesSection() {
  const [jobId, setJobId] = useState<string | null>(null);
  const jobs = useOrgJobOptions('');
  const list = useTemplates(jobId);
  const add = useAddTemplate();
  const remove = useRemoveTemplate();
  type Values = { label: string; description: string; needsDocument: boolean; dueDays: number | string };
  const toInput = (v: Values) => ({
    jobId,
    label: v.label.trim(),
    ...(v.description.trim() ? { description: v.description.trim() } : {}),
    needsDocument: v.needsDocument,
    dueDaysBeforeStart: typeof v.dueDays === 'number' ? v.dueDays : null,
  });
  const form = useDomainForm<Values>(
    templateSchema,
    { label: '', description: '', needsDocument: true, dueDays: '' },
    { toInput, fieldOf: (path) => (path === 'dueDaysBeforeStart' ? 'dueDays' : path) },
  );
  const jobLabel = (id: string | null) =>
    id ? (jobs.data?.items.find((j) => j.id === id)?.label ?? id) : T.forAllJobs;

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
          label={T.job}
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
          onSubmit={form.onSubmit((v) =>
            add.mutate(toInput(v), {
              onSuccess: () => {
                form.setValues({ label: '', description: '', dueDays: '' });
                notifications.show({ color: 'green', message: T.saved });
              },
              onError: (err) => void applyServerErrors(form, err),
            }),
          )}
        >
          <Stack gap="xs">
            <TextInput label={T.label} {...form.getInputProps('label')} required />
            <TextInput label={T.description} {...form.getInputProps('description')} />
            <Group gap="md" wrap="wrap" align="flex-end">
              <NumberInput label={T.dueDays} {...form.getInputProps('dueDays')} min={0} max={365} w={200} />
              <Checkbox label={T.needsDocument} {...form.getInputProps('needsDocument', { type: 'checkbox' })} />
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
