// The recruiter's and organization's "Ending soon" list (issue 45): placements ending within four weeks, or ended early
// and not yet Done (domain isEndingSoon), each linked to its application. Shown above the Working list.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ASSIGNMENT_END_MESSAGES as M } from '@/domain/assignment-end';
import { routes } from '@/domain/shared';
import { useEndingSoon } from '../queries';

export function EndingSoonList() {
  const soon = useEndingSoon();
  const items = soon.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ending-soon-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="ending-soon-title">
          {M.ui.endingSoon}
        </Title>
        {items.map((i) => (
          <Group key={i.application_id} gap="sm">
            <Anchor
              component={Link}
              to={routes.applicationDetail({
                status: i.status,
                workerId: i.worker_id,
                gwJobId: i.gw_job_id,
                applicationId: i.application_id,
              })}
            >
              {i.worker_name}
            </Anchor>
            <Text size="sm">
              {i.job_title} ({i.gw_job_id}) · {M.ui.endsOn(i.end_date)}
            </Text>
            {i.terminated ? <Badge color="orange">{M.ui.endedEarly}</Badge> : null}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
