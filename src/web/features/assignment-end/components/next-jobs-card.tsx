// "Your next job" on the worker's journey (issue 45): shown four weeks before an assignment's end, and at once when it
// is ended early (domain isEndingSoon, answered by GET /api/assignments/ending-soon): the jobs that match her best
// and her saved searches, one click away.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ASSIGNMENT_END_MESSAGES as M } from '@/domain/assignment-end';
import { routes } from '@/domain/shared';
import { useEndingSoon } from '../queries';

export function NextJobsCard(props: { savedSearches?: { id: string; name: string; query: string }[] }) {
  const soon = useEndingSoon();
  const items = soon.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="next-jobs-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="next-jobs-title">
          {M.ui.nextJobs}
        </Title>
        <Text size="sm">{M.ui.nextJobsHint}</Text>
        {items.map((i) => (
          <Text size="sm" key={i.application_id}>
            {i.job_title} · {M.ui.endsOn(i.end_date)}
          </Text>
        ))}
        <Group gap="md">
          <Anchor component={Link} to={`${routes.exploreJobs()}?sort=best-match`}>
            {M.ui.bestMatch}
          </Anchor>
          {(props.savedSearches ?? []).map((s) => (
            <Anchor key={s.id} component={Link} to={`${routes.exploreJobs()}?${s.query}`}>
              {s.name}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
