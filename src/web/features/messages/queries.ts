// The chat list's query: used by the page (api.ts, useChats) and, to start it beside the page's code when the app
// opens on /messages and to draw that page's first view on the server, by the router (app/router.tsx).
import { queryOptions } from '@tanstack/react-query';
import { chatListPage } from '@/domain/chat';
import { api } from '../../lib/api';
import { chatKeys } from './keys';

/** The signed-in person's chats, newest activity first. */
export const chatListQuery = () =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => api('/api/chats', { signal, schema: import.meta.env.DEV && chatListPage }),
  });
