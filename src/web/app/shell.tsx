// The signed-in layout: header with logo and role-based navigation, a back button and breadcrumb
// from the domain's parent map, and the page.
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ActionIcon, Anchor, Box, Burger, Center, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { breadcrumbTitle, MESSAGES } from '@/domain/shared';
import { useListBackTarget } from '../lib/back-to-list';
import { useMe, useResetSession } from '../lib/auth';
import { AdminNotices } from './admin-notices';
import { api } from '../lib/api';
import { lazyOnPress } from '../components/lazy-on-press';
import { Logo } from '../components/logo';
import { LazyPart, UntilHydrated } from '../components/until-hydrated';
import { useFocusHeadingOnNavigate, usePendingLinkFocus } from '../components/return-focus';
import { currentNavItem, navItemsFor } from './nav-items';
import { HeaderMessagesLink, NavBadge } from './nav-badge';
import { AccountButton } from './account-button';
import { NotificationBell } from './notification-bell';
import classes from './shell.module.css';
import { Busy } from './components/busy';
import { ShellFrame, ShellNavbar } from './shell-frame';

// The live socket and the map of what each change refetches come after the first view: its code names every feature's
// query keys, which would bring the features' clients into the first chunk (docs/decisions/0032-first-views.md).
const LiveEvents = lazy(() => import('./live-events').then((m) => ({ default: m.LiveEvents })));

/** The avatar button; the menu's code is fetched on hover or focus and the menu mounts, open, on click. */
const AccountMenu = lazyOnPress(() => import('./account-menu'));

/**
 * The page inside the shell, in its own Suspense boundary, as one element made once: the shell re-renders on its own
 * (the menu, the back link, a navigation) without handing the boundary new props. A page the server drew is hydrated in
 * a pass of its own after the shell's, in slices; a boundary given new props (or a new context value, shell-frame.tsx)
 * before that is hydrated at once, at the update's priority, in one long task. Its location comes by context.
 * The page's controls stay disabled until that pass has hydrated them (its own UntilHydrated): the shell's are enabled
 * when the shell is, and a press on the page in between was lost (CI's phone sweep pressed "Filters" then). That
 * fieldset adds no box: a page is laid out by the shell's column as before (the open chat fills the screen's height).
 */
const PAGE = (
  <Suspense
    fallback={
      <Center h="40vh">
        <Busy label={MESSAGES.shell.loading} />
      </Center>
    }
  >
    <UntilHydrated noBox>
      <Outlet />
    </UntilHydrated>
  </Suspense>
);

export function AppShellLayout() {
  const me = useMe().data!;
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  const reset = useResetSession();
  const items = navItemsFor(me.role);
  // The list the page was opened from, with its filters, when that is the parent (else the parent itself).
  const back = useListBackTarget();
  const crumb = breadcrumbTitle(location.pathname);
  const messages = items.find((i) => i.badge === 'unread-messages');
  // First: it leaves focus alone when a dialog's route named the link to return to (usePendingLinkFocus clears it).
  useFocusHeadingOnNavigate();
  usePendingLinkFocus();

  const logout = async () => {
    await api('/api/auth/logout', { method: 'POST', body: {} });
    await reset(null);
    navigate('/login');
  };

  const current = currentNavItem(items, location.pathname);
  const links = items.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      className={classes.link}
      onClick={close}
      aria-current={item === current ? 'page' : undefined}
    >
      {item.label}
      {item.badge ? <NavBadge kind={item.badge} /> : null}
    </Link>
  ));

  // Until the app owns a page the server drew, its controls (the menu, the bell, the account, the page's own) are
  // drawn disabled: a press before would be lost.
  return (
    <UntilHydrated>
      <ShellFrame
        header={
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={MESSAGES.shell.toggleNavigation}
              />
              <Anchor component={Link} to="/" underline="never" aria-label={MESSAGES.shell.home}>
                <Logo />
              </Anchor>
            </Group>
            <Group gap={4} visibleFrom="sm" component="nav" aria-label={MESSAGES.shell.mainNavigation}>
              {links}
            </Group>
            <Group gap="xs" wrap="nowrap">
              {messages ? (
                <Box hiddenFrom="sm">
                  <HeaderMessagesLink to={messages.to} />
                </Box>
              ) : null}
              <LazyPart fallback={null}>
                <LiveEvents />
              </LazyPart>
              <NotificationBell />
              <AccountMenu
                me={me}
                onLogout={() => void logout()}
                placeholder={(press) => <AccountButton me={me} {...press} />}
              />
            </Group>
          </Group>
        }
        navbar={
          <ShellNavbar label={MESSAGES.shell.mainNavigationMobile} opened={opened}>
            <Stack gap={4}>{links}</Stack>
          </ShellNavbar>
        }
      >
        <Box maw={1200} mx="auto">
          <AdminNotices role={me.role} />
          {back && back !== location.pathname ? (
            <Group gap="xs" mb="sm" wrap="nowrap">
              <ActionIcon component={Link} to={back} variant="subtle" aria-label={MESSAGES.shell.back} size="lg">
                <IconArrowLeft size={20} aria-hidden />
              </ActionIcon>
              {crumb ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {crumb}
                </Text>
              ) : null}
            </Group>
          ) : null}
          {PAGE}
        </Box>
      </ShellFrame>
    </UntilHydrated>
  );
}
