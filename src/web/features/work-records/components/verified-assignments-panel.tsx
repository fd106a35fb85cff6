// The profile's "Verified assignments" (issue 45): the worker's sealed work records, each with what it states, the
// applications she attached it to, and its public verification page.
import { useId } from 'react';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { WORK_RECORD_MESSAGES as M, approvedHoursLabel, recordDates, verifyPath } from '@/domain/work-records';
import { ApiError } from '../../../lib/api';
import { Busy } from '../../../app/components/busy';
import { useWorkRecords } from '../api';

export function VerifiedAssignmentsPanel() {
  const headingId = useId();
  const list = useWorkRecords();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} id="verified-assignments">
      <Title order={2} size="h4" id={headingId} mb="xs">
        {M.profile.heading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {M.profile.hint}
      </Text>
      {list.isLoading ? <Busy size="sm" label={M.verify.loading} /> : null}
      {list.error ? (
        <Alert color="red" role="alert">
          {list.error instanceof ApiError ? list.error.body.message : list.error.message}
        </Alert>
      ) : null}
      {list.data && list.data.items.length === 0 ? <Text size="sm">{M.profile.none}</Text> : null}
      {list.data && list.data.items.length > 0 ? (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={M.profile.heading}
        >
          {list.data.items.map((r) => (
            <Stack key={r.id} gap={2} component="li">
              <Text fw={600}>
                {r.facts.organization_name} · {r.facts.profession}, {r.facts.specialty}
              </Text>
              <Text size="sm">
                {recordDates(r.facts.start_date, r.facts.end_date)} · {approvedHoursLabel(r.facts.approved_minutes)}
              </Text>
              {r.attached_to.length > 0 ? (
                <Text size="xs" c="dimmed">
                  {M.profile.attachedTo(r.attached_to.length)}
                </Text>
              ) : null}
              <Anchor href={verifyPath(r.id)} size="sm" target="_blank" rel="noopener">
                {M.profile.open}
              </Anchor>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}
