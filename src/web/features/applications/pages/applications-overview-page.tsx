// /application: every status with its count, and the newest activity of the organization.
import { Link } from 'react-router';
import { IconLayoutKanban } from '@tabler/icons-react';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, routes } from '@/domain/shared';
import { APPLICATION_MESSAGES, timeAgo } from '@/domain/applications';
import { useApplicationCounts } from '../queries';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';
import { usePageNow } from '../../../lib/page-time';

export function Component() {
  const counts = useApplicationCounts();
  const now = usePageNow();
  if (counts.isLoading) return <Busy label={MESSAGES.applicationList.loading} />;
  if (failedToShow(counts) || !counts.data)
    return <Alert color="red">{counts.error?.message ?? APPLICATION_MESSAGES.overview.loadFailed}</Alert>;
  const { counts: byStatus, recent, counters_waiting: waiting } = counts.data;
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <Title order={1}>{APPLICATION_MESSAGES.overview.title}</Title>
        <Button
          component={Link}
          to={routes.applicationBoard()}
          variant="light"
          leftSection={<IconLayoutKanban size={18} aria-hidden />}
        >
          {MESSAGES.board.title}
        </Button>
        {waiting > 0 && (
          <Badge
            component={Link}
            to={routes.applications('Offered')}
            color="orange"
            size="lg"
            style={{ cursor: 'pointer' }}
            data-testid="counters-waiting"
          >
            {MESSAGES.countersWaiting(waiting)}
          </Badge>
        )}
      </Group>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {byStatus.map((c) => (
          <li key={c.status}>
            <Card
              component={Link}
              to={routes.applications(c.status)}
              withBorder
              padding="md"
              aria-label={`${c.status}: ${c.count}${c.status === 'Offered' && waiting > 0 ? `, ${MESSAGES.countersWaiting(waiting)}` : ''}`}
            >
              <Text fw={600}>{c.status}</Text>
              <Text size="xl" fw={700} data-testid={`count-${c.status}`}>
                {c.count}
              </Text>
              {c.status === 'Offered' && waiting > 0 && (
                <Badge color="orange" size="sm">
                  {MESSAGES.countersWaiting(waiting)}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {c.last_changed_at
                  ? MESSAGES.lastChange(timeAgo(c.last_changed_at, now))
                  : APPLICATION_MESSAGES.boardColumn.empty}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      <section aria-labelledby="recent-activity">
        <Title order={2} size="h3" id="recent-activity" mb="sm">
          {APPLICATION_MESSAGES.overview.newestActivity}
        </Title>
        {recent.length === 0 ? (
          <Text c="dimmed">{APPLICATION_MESSAGES.overview.noActivity}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {recent.map((r) => (
              <li key={r.applicationId}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{r.status}</Badge>
                  <Anchor
                    component={Link}
                    to={routes.applicationDetail({
                      status: r.status,
                      workerId: r.worker_id,
                      gwJobId: r.gw_job_id,
                      applicationId: r.applicationId,
                    })}
                  >
                    {r.worker_name}
                  </Anchor>
                  <Text size="sm">{r.job_title}</Text>
                  <Text size="sm" c="dimmed">
                    {timeAgo(r.status_changed_at, now)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
