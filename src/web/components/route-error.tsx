// Error boundary of every route: the spec's fallback message, never a stack trace.
import { isRouteErrorResponse, useRouteError, Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@/domain/messages';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={2}>{notFound ? 'Page not found' : 'Something went wrong'}</Title>
        <Text>{notFound ? 'The page you are looking for does not exist.' : MESSAGES.unknownDialog}</Text>
        <Button component={Link} to="/">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}
