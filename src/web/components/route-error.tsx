// Error boundary of the routes: the spec's fallback message, never a stack trace. It clears on navigation.
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';

export function RouteError() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={2}>{MESSAGES.errorPages.failed}</Title>
        <Text>{MESSAGES.unknownDialog}</Text>
        <Button component={Link} to="/">
          {MESSAGES.errorPages.goHome}
        </Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  /** The error is dropped when this changes (the URL's path). */
  resetKey: string;
  children: ReactNode;
}

/** Shows RouteError instead of a page that failed to render or to load (React logs the error). */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
