// /explore-jobs/thanks-for-applying/:applicationId: shown after a successful apply.
import { Link, useParams } from 'react-router';
import { Button, Card, Center, Group, List, Stack, Text, Title } from '@mantine/core';
import { routes } from '@/domain/shared';
import { MoneyIllustration } from '../../../components/money-illustration';

export function Component() {
  const { applicationId = '' } = useParams();
  return (
    <Center py="xl">
      <Card withBorder radius="md" padding="xl" maw={560} w="100%">
        <Stack align="center" gap="md">
          <MoneyIllustration size={120} />
          <Title order={1} ta="center">
            Thanks for applying!
          </Title>
          <Text ta="center">Your application has been sent to the recruiter with status New.</Text>
          <Stack gap={4} w="100%">
            <Title order={2} fz="h4">
              What happens next
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>
                The recruiter reviews your profile against the job and moves your application to Screening.
              </List.Item>
              <List.Item>If you are a fit, they submit you to the facility and may make you an offer.</List.Item>
              <List.Item>
                You can accept, decline or counter an offer from your work journey, and chat with the recruiter any
                time.
              </List.Item>
            </List>
          </Stack>
          <Text size="xs" c="dimmed">
            Application reference: {applicationId}
          </Text>
          <Group>
            <Button component={Link} to={routes.workJourney()}>
              Go to my work journey
            </Button>
            <Button component={Link} to={routes.exploreJobs()} variant="default">
              Explore more jobs
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
