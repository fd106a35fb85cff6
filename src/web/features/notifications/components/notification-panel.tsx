// The bell's panel (loaded with the first open): the newest items, Mark all as read, and the way to the full page.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Center, Divider, Group, ScrollArea, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PANEL_SIZE } from '@/domain/notifications';
import { ACCOUNT_MESSAGES, MESSAGES, routes } from '@/domain/shared';
import { notificationListQuery, useMarkAllRead } from '../api';
import { NotificationList } from './notification-list';
import { Busy } from '../../../app/components/busy';

export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const q = useInfiniteQuery(notificationListQuery(NOTIFICATION_PANEL_SIZE));
  const markAll = useMarkAllRead();
  const first = q.data?.pages[0];
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The popover's focus trap starts on the heading (not on "See all", the only link while the list loads); once the
  // items are there, focus moves on to the first of them unless the user has moved it already.
  useEffect(() => {
    if (!first || document.activeElement !== heading.current) return;
    list.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [first]);
  return (
    <>
      <Group justify="space-between" px="sm" py={6} wrap="nowrap">
        <Text fw={600} size="sm" component="h2" m={0} ref={heading} tabIndex={-1} data-autofocus>
          {MESSAGES.notifications.title}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!first?.unread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {MESSAGES.notifications.markAllRead}
        </Button>
      </Group>
      <Divider />
      <ScrollArea.Autosize mah="min(60vh, 420px)" type="auto" viewportRef={list}>
        {first ? (
          <NotificationList items={first.items} onOpen={onClose} />
        ) : (
          <Center p="md">
            <Busy size="sm" label={ACCOUNT_MESSAGES.notifications.loading} />
          </Center>
        )}
      </ScrollArea.Autosize>
      <Divider />
      <Center py={6}>
        <Anchor component={Link} to={routes.notifications()} size="sm" onClick={onClose}>
          {MESSAGES.notifications.seeAll}
        </Anchor>
      </Center>
    </>
  );
}
