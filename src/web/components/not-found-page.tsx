// The 404 page for unknown routes and records the user may not see.
import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function NotFound({ message }: { message?: string }) {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text>{message ?? 'The page you are looking for does not exist or you do not have access to it.'}</Text>
        <Button component={Link} to="/">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}

export function Component() {
  return <NotFound />;
}
