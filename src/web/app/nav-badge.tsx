// Unread badge in the navigation (filled by the messages feature's unread count endpoint).
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export function NavBadge({ kind }: { kind: 'unread-messages' }) {
  const q = useQuery({
    queryKey: ['messages', 'unread'],
    queryFn: () => api<{ unread: number }>('/api/messages/unread'),
    refetchInterval: 30_000,
    retry: false,
  });
  const n = kind === 'unread-messages' ? (q.data?.unread ?? 0) : 0;
  if (!n) return null;
  return (
    <Badge size="sm" circle color="red" aria-label={`${n} unread`}>
      {n > 99 ? '99+' : n}
    </Badge>
  );
}
