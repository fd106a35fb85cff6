// /explore-jobs/thanks-for-applying/:applicationId: shown after a successful apply.
import { Link, useParams } from 'react-router';
import { Button, Card, Center, Group, List, Stack, Text, Title } from '@mantine/core';
import { routes } from '@/domain/shared';
import { JOB_MESSAGES } from '@/domain/jobs';
import { MoneyIllustration } from '../../../components/money-illustration';

const T = JOB_MESSAGES.thanks;

export function Component() {
  const { applicationId = '' } = useParams();
  return (
    <Center py="xl">
      <Card withBorder radius="md" padding="xl" maw={560} w="100%">
        <Stack align="center" gap="md">
          <MoneyIllustration size={120} />
          <Title order={1} ta="center">
            {T.title}
          </Title>
          <Text ta="center">{T.sent}</Text>
          <Stack gap={4} w="100%">
            <Title order={2} fz="h4">
              {T.nextTitle}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{T.nextReview}</List.Item>
              <List.Item>{T.nextSubmit}</List.Item>
              <List.Item>{T.nextOffer}</List.Item>
            </List>
          </Stack>
          <Text size="xs" c="dimmed">
            {T.reference(applicationId)}
          </Text>
          <Group>
            <Button component={Link} to={routes.workJourney()}>
              {T.workJourney}
            </Button>
            <Button component={Link} to={routes.exploreJobs()} variant="default">
              {T.exploreMore}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
