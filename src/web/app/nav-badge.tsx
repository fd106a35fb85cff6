// Unread badge in the navigation: polls the unread count and refreshes it at once on live chat events.
import { Badge } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@/domain/shared';
import { chatKeys } from '../features/messages/api';
import { useLiveChat } from '../features/messages/live-socket';
import { api } from '../lib/api';

export function NavBadge({ kind }: { kind: 'unread-messages' }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: chatKeys.unread(),
    queryFn: () => api<{ unread: number }>('/api/messages/unread'),
    refetchInterval: 30_000,
    retry: false,
  });
  useLiveChat((frame) => {
    if (frame.type === 'message' || frame.type === 'chat' || frame.type === 'read') {
      void qc.invalidateQueries({ queryKey: chatKeys.unread() });
      void qc.invalidateQueries({ queryKey: chatKeys.list() });
    }
  });
  const n = kind === 'unread-messages' ? (q.data?.unread ?? 0) : 0;
  if (!n) return null;
  return (
    <Badge size="sm" circle color="red" aria-label={MESSAGES.chat.unreadCount(n)} data-testid="nav-unread-badge">
      {n > 99 ? '99+' : n}
    </Badge>
  );
}
