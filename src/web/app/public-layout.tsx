// The job board's layout: the signed-in shell for users, and for signed-out visitors a light header with Log in and
// Sign up, both leading back to the page they are on (the `next` handling of the auth pages).
import { useDeferredValue, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Anchor, Box, Button, Group } from '@mantine/core';
import { MESSAGES, routes } from '@/domain/shared';
import { useMe } from '../lib/auth';
import { Logo } from '../components/logo';
import { UntilHydrated } from '../components/until-hydrated';
import { BootScreen } from './boot-screen';
import { AppShellLayout } from './shell';
import { ShellFrame } from './shell-frame';

function PublicShell() {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <ShellFrame
      header={
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={routes.exploreJobs()} underline="never" aria-label={MESSAGES.shell.publicHome}>
            <Logo />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={routes.login(here)} variant="subtle" size="sm">
              {MESSAGES.publicJobs.logIn}
            </Button>
            <Button component={Link} to={routes.signup(here)} size="sm">
              {MESSAGES.publicJobs.signUp}
            </Button>
          </Group>
        </Group>
      }
    >
      <Box maw={1200} mx="auto">
        <UntilHydrated>
          <Outlet />
        </UntilHydrated>
      </Box>
    </ShellFrame>
  );
}

/** Signed in: the usual shell; signed out: the public header. */
export function PublicOrSignedInLayout() {
  const me = useMe();
  // Pending, not just loading: offline the request waits for the connection (see RequireAuth). The header and page are
  // drawn in a background pass once the user is known, unless the user was known from the first render (a page the
  // server drew, whose query cache came with it: its hydration must draw what the server drew).
  const [knownAtFirst] = useState(!me.isPending);
  const ready = useDeferredValue(!me.isPending, knownAtFirst);
  if (me.isPending || !ready) return <BootScreen />;
  return me.data ? <AppShellLayout /> : <PublicShell />;
}
