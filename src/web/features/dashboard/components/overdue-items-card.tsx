// The dashboard's overdue onboarding items (issue 31): item, worker, job and days overdue, most overdue first, each
// linking to the application; paged with the total.
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { parseStatus } from '@/domain/applications';
import { OVERDUE_PAGE_SIZE, PROGRESS_MESSAGES as M } from '@/domain/onboarding';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { formatDate, routes } from '@/domain/shared';
import { useOverdueItems } from '../placement-api';

export function OverdueItemsCard() {
  const [page, setPage] = useState(1);
  const q = useOverdueItems(page);
  const data = q.data;
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / OVERDUE_PAGE_SIZE));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overdue-items-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="overdue-items-title">
          {M.overdueTitle}
        </Title>
        {data.total > 0 ? <Badge color="red">{M.overdueCount(data.total)}</Badge> : null}
      </Group>
      {data.items.length === 0 ? (
        <Text>{M.overdueNone}</Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.items.map((i) => (
            <Text component="li" key={i.item_id} size="sm">
              <Anchor
                component={Link}
                to={routes.applicationDetail({
                  status: parseStatus(i.application_status) ?? 'Onboarding',
                  workerId: i.worker_id,
                  gwJobId: i.gw_job_id,
                  applicationId: i.application_id,
                })}
              >
                {i.worker_name}
              </Anchor>{' '}
              — {i.job_title}: {i.label} · {DASHBOARD_MESSAGES.overdue.due(formatDate(i.due_on))} ·{' '}
              <Text span c="red.9" fw={600} size="sm">
                {M.daysOverdue(i.days_overdue)}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group mt="sm" gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {M.previous}
          </Button>
          <Text size="sm">
            {page} / {pages}
          </Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {M.next}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
