// The bell's panel (loaded with the first open): the newest items, Mark all as read, and the way to the full page.
import { Link } from 'react-router';
import { Anchor, Button, Center, Divider, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PANEL_SIZE } from '@/domain/notifications';
import { MESSAGES, routes } from '@/domain/shared';
import { notificationListQuery, useMarkAllRead } from '../api';
import { NotificationList } from './notification-list';

export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const q = useInfiniteQuery(notificationListQuery(NOTIFICATION_PANEL_SIZE));
  const markAll = useMarkAllRead();
  const first = q.data?.pages[0];
  return (
    <>
      <Group justify="space-between" px="sm" py={6} wrap="nowrap">
        <Text fw={600} size="sm" component="h2" m={0}>
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
      <ScrollArea.Autosize mah="min(60vh, 420px)" type="auto">
        {first ? (
          <NotificationList items={first.items} onOpen={onClose} />
        ) : (
          <Center p="md">
            <Loader size="sm" aria-label="Loading" />
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
