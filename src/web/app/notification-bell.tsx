// The bell in the header (every role, every width): the unread count, kept live by the socket; a click opens the
// panel of the newest items, whose code loads on hover, focus or the first click. Escape closes it and focus returns.
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { MESSAGES } from '@/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys, useNotificationUnread } from '../features/notifications/api';
import { useLiveChat } from '../features/messages/live-socket';

const loadPanel = () => import('../features/notifications/components/notification-panel');
const NotificationPanel = lazy(loadPanel);

/**
 * Keeps the bell live on the one socket of the tab: a 'notifications' frame (a new item, or items read on another tab)
 * or a 'ready' frame (a reconnect: something may have been missed) refetches the centre's queries.
 */
function useNotificationsLive() {
  const qc = useQueryClient();
  useLiveChat((frame) => {
    if (frame.type === 'notifications' || frame.type === 'ready')
      void qc.invalidateQueries({ queryKey: notificationKeys.all });
  });
}

export function NotificationBell() {
  useNotificationsLive();
  const n = useNotificationUnread().data?.unread ?? 0;
  const [opened, setOpened] = useState(false);
  const preload = () => void loadPanel();
  const label = n ? MESSAGES.notifications.bellUnread(n) : MESSAGES.notifications.bell;
  // The count sits outside the popover's target: the target (the button) carries aria-expanded, a div may not.
  return (
    <Indicator
      label={<span aria-hidden>{n > 99 ? '99+' : n}</span>}
      disabled={!n}
      size={18}
      color="red"
      offset={6}
      data-testid="notification-bell-count"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={label}
            data-testid="notification-bell"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-label={MESSAGES.notifications.title}>
          {opened ? (
            <Suspense
              fallback={
                <Center p="md">
                  <Loader size="sm" aria-label="Loading" />
                </Center>
              }
            >
              <NotificationPanel onClose={() => setOpened(false)} />
            </Suspense>
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
