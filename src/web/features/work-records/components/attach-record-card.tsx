// An application on its way to a placement: the verified assignments the worker attached in place of a reference, and
// a form to attach another of hers (issue 45). Each counts as an answered reference on the checklist.
import { useId } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { WORK_RECORD_MESSAGES as M, canAttachWorkRecord, recordDates, verifyPath } from '@/domain/work-records';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { ApiError } from '../../../lib/api';
import { LazySelect } from '../../../components/lazy-select';
import { Busy } from '../../../app/components/busy';
import { useAttachRecord, useAttachedRecords, useWorkRecords } from '../api';

/** The attach form's schema, fetched when the form is first edited: the journey's first view carries no zod. */
const attachSchema = lazySchema(() =>
  import('@/domain/work-records/work-record-schemas').then((m) => m.attachWorkRecordInput),
);

export function AttachRecordCard({ applicationId, status }: { applicationId: string; status: string }) {
  const open = canAttachWorkRecord(status);
  const attached = useAttachedRecords(applicationId);
  const mine = useWorkRecords(open);
  const attach = useAttachRecord(applicationId);
  const form = useDomainForm(attachSchema, { record_id: '' });
  // The Select's code (its list, Popover, ScrollArea) arrives after the first paint (components/lazy-select.tsx).
  const selectId = useId();
  if (!open && !attached.data?.items.length) return null;
  const attachedIds = new Set(attached.data?.items.map((r) => r.id));
  const choices = (mine.data?.items ?? [])
    .filter((r) => !attachedIds.has(r.id))
    .map((r) => ({
      value: r.id,
      label: `${r.facts.organization_name} · ${r.facts.specialty} · ${recordDates(r.facts.start_date, r.facts.end_date)}`,
    }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={M.application.heading}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {M.application.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {M.application.countsAsReference}
        </Text>
        {attached.isLoading ? <Busy size="sm" label={M.verify.loading} /> : null}
        {attached.data && attached.data.items.length === 0 ? <Text size="sm">{M.application.none}</Text> : null}
        {attached.data?.items.map((r) => (
          <Anchor key={r.id} href={verifyPath(r.id)} target="_blank" rel="noopener">
            {r.facts.organization_name} · {r.facts.specialty} · {recordDates(r.facts.start_date, r.facts.end_date)}
          </Anchor>
        ))}
        {open && choices.length > 0 ? (
          <form
            onSubmit={form.onSubmit((values) => attach.mutate(values.record_id, { onSuccess: () => form.reset() }))}
          >
            <Group align="end" wrap="wrap">
              <LazySelect
                id={selectId}
                label={M.profile.attach}
                placeholder={M.profile.attachPick}
                data={choices}
                style={{ flex: 1, minWidth: 200 }}
                {...form.getInputProps('record_id')}
              />
              <Button type="submit" loading={attach.isPending}>
                {M.profile.attachSave}
              </Button>
            </Group>
          </form>
        ) : null}
        {attach.error ? (
          <Alert color="red" role="alert">
            {attach.error instanceof ApiError ? attach.error.body.message : attach.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
