// Queries and mutations of the notification centre (issue 22). The header's bell (src/web/app/notification-bell.tsx)
// refetches them on the live socket's frames.
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, notificationUnreadSchema, notificationPageSchema } from '@/domain/notifications';
import { api } from '../../lib/api';
import { notificationKeys } from './keys';

export { notificationKeys };

/** The unread count of the bell (drawn by the server with the page's header too). */
export const notificationUnreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: () => api('/api/notifications/unread', { schema: import.meta.env.DEV && notificationUnreadSchema }),
    refetchInterval: 60_000,
    retry: false,
  });

export function useNotificationUnread() {
  return useQuery(notificationUnreadQuery());
}

/** The person's items, newest first, page by page. */
export const notificationListQuery = (limit = NOTIFICATION_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(limit),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const qs = new URLSearchParams({ limit: String(limit) });
      if (pageParam) qs.set('cursor', pageParam);
      return api(`/api/notifications?${qs}`, { signal, schema: import.meta.env.DEV && notificationPageSchema });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

const refresh = (qc: QueryClient, unread: number) => {
  qc.setQueryData(notificationKeys.unread(), { unread });
  void qc.invalidateQueries({ queryKey: notificationKeys.all });
};

/** Marks one item read. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/notifications/${id}/read`, { body: {}, schema: import.meta.env.DEV && notificationUnreadSchema }),
    onSuccess: ({ unread }) => refresh(qc, unread),
  });
}

/** Marks every item read. */
export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('/api/notifications/read-all', { body: {}, schema: import.meta.env.DEV && notificationUnreadSchema }),
    onSuccess: ({ unread }) => refresh(qc, unread),
  });
}
