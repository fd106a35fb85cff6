// The items of the notification centre, newest first: each links to where the person acts and is marked read on
// the way. Shared by the bell's panel and the notifications page.
import { Link } from 'react-router';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClock,
  IconBriefcase,
  IconSignature,
  IconWebhook,
  IconCheck,
  IconFileCertificate,
  IconListCheck,
  IconMessage,
  IconProgress,
  IconSend,
  IconArrowsExchange,
  IconX,
  type Icon,
  IconUserCheck,
  IconStar,
} from '@tabler/icons-react';
import type { Notification, NotificationKind } from '@/domain/notifications';
import { MESSAGES } from '@/domain/shared';
import { useMarkRead } from '../api';
import { LocalTime } from '../../../components/local-time';
import classes from './notifications.module.css';

const ICONS: Record<NotificationKind, Icon> = {
  offer: IconSend,
  're-offer': IconArrowsExchange,
  counter: IconArrowsExchange,
  accept: IconCheck,
  decline: IconX,
  status: IconProgress,
  message: IconMessage,
  credential: IconFileCertificate,
  'job-alert': IconBriefcase,
  contract: IconSignature,
  onboarding: IconListCheck,
  reference: IconUserCheck,
  webhook: IconWebhook,
  timesheet: IconClock,
  review: IconStar,
};

export function NotificationList({ items, onOpen }: { items: Notification[]; onOpen?: () => void }) {
  const markRead = useMarkRead();
  if (items.length === 0)
    return (
      <Text c="dimmed" size="sm" p="sm">
        {MESSAGES.notifications.empty}
      </Text>
    );
  return (
    <Stack component="ul" gap={0} className={classes.list} aria-label={MESSAGES.notifications.title}>
      {items.map((n) => {
        const ItemIcon = ICONS[n.kind] ?? IconAlertTriangle;
        return (
          <li key={n.id}>
            <UnstyledButton
              component={Link}
              to={n.link}
              className={classes.item}
              data-unread={n.read ? undefined : true}
              data-testid="notification-item"
              onClick={() => {
                if (!n.read) markRead.mutate(n.id);
                onOpen?.();
              }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ItemIcon size={20} aria-hidden className={classes.icon} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  {/* A name of one long word breaks instead of widening the panel past a phone's edge. */}
                  <Text size="sm" fw={n.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                    {n.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {MESSAGES.notifications.kinds[n.kind]}
                    <LocalTime at={n.createdAt} className={classes.time} />
                  </Text>
                </Stack>
                {n.read ? null : (
                  <Badge size="xs" color="red" variant="filled">
                    {MESSAGES.notifications.unreadBadge}
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
