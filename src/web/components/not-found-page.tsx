// The 404 page for unknown routes and records the user may not see.
import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';

export function NotFound({ message }: { message?: string }) {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {MESSAGES.errorPages.notFound}
        </Title>
        <Text>{message ?? MESSAGES.errorPages.notFoundText}</Text>
        <Button component={Link} to="/">
          {MESSAGES.errorPages.goHome}
        </Button>
      </Stack>
    </Center>
  );
}

export function Component() {
  return <NotFound />;
}
