// /notifications: every item, newest first, page by page; Mark all as read; and the email settings per kind.
import { Button, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, MESSAGES } from '@/domain/shared';
import { notificationListQuery, useMarkAllRead } from '../api';
import { NotificationList } from '../components/notification-list';
import { NotificationSettingsCard } from '../components/notification-settings';
import { Busy } from '../../../app/components/busy';

export function Component() {
  const q = useInfiniteQuery(notificationListQuery());
  const markAll = useMarkAllRead();
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = q.data?.pages[0]?.unread ?? 0;
  return (
    <Stack maw={880}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {MESSAGES.notifications.title}
        </Title>
        <Button variant="light" disabled={!unread} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {MESSAGES.notifications.markAllRead}
        </Button>
      </Group>
      <Paper withBorder p={4}>
        {q.isLoading ? (
          <Center p="md">
            <Busy label={ACCOUNT_MESSAGES.notifications.loading} />
          </Center>
        ) : (
          <NotificationList items={items} />
        )}
      </Paper>
      {q.hasNextPage ? (
        <Center>
          <Button variant="default" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {MESSAGES.notifications.loadMore}
          </Button>
        </Center>
      ) : null}
      <NotificationSettingsCard />
    </Stack>
  );
}
