// Unread badge in the navigation: polls the unread count; live chat events refresh it at once (live-events.ts). On phones the
// navigation hides behind the burger, so the header shows a Messages button with the count too.
import { unreadMessagesSchema } from '@/domain/chat';
import { Link } from 'react-router';
import { ActionIcon, Badge } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatBadgeCount, MESSAGES } from '@/domain/shared';
import { chatKeys } from '../features/messages/keys';
import { api } from '../lib/api';
import { HeaderCount } from './header-count';

/** The person's unread messages: the navigation's badge and the phone header's count (drawn by the server too). */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: () => api('/api/messages/unread', { schema: import.meta.env.DEV && unreadMessagesSchema }),
    refetchInterval: 30_000,
    retry: false,
  });

const useUnread = () => useQuery(unreadMessagesQuery());

export function NavBadge({ kind }: { kind: 'unread-messages' }) {
  const q = useUnread();
  const n = kind === 'unread-messages' ? (q.data?.unread ?? 0) : 0;
  if (!n) return null;
  return (
    <Badge
      size="sm"
      color="red"
      style={{ flexShrink: 0 }}
      aria-label={MESSAGES.chat.unreadCount(n)}
      data-testid="nav-unread-badge"
    >
      {formatBadgeCount(n)}
    </Badge>
  );
}

/** The phone header's Messages button with the unread count (the navigation's badge keeps it fresh). */
export function HeaderMessagesLink({ to }: { to: string }) {
  const n = useUnread().data?.unread ?? 0;
  const label = n ? `${MESSAGES.chat.title}, ${MESSAGES.chat.unreadCount(n)}` : MESSAGES.chat.title;
  return (
    <HeaderCount n={n} testId="header-unread-badge">
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
        <IconMessage size={22} aria-hidden />
      </ActionIcon>
    </HeaderCount>
  );
}
