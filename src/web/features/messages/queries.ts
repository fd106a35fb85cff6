// The messages page's queries: the chat list, an open chat and its messages. Used by the page (api.ts, conversation.tsx)
// and, to start them beside the page's code when the app opens on /messages or /messages/:chatId and to draw that
// page's first view on the server, by the router (app/router.tsx).
import { queryOptions } from '@tanstack/react-query';
import { chatDetailSchema, chatListPage, messagePageSchema, withNewestPage, type MessagePage } from '@/domain/chat';
import { api, ApiError } from '../../lib/api';
import { chatKeys } from './keys';

/** The signed-in person's chats, newest activity first. */
export const chatListQuery = () =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => api('/api/chats', { signal, schema: import.meta.env.DEV && chatListPage }),
  });

/** One chat with its job and both people (404 for a chat the person is not part of: not asked again). */
export const chatDetailQuery = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.chat(chatId),
    queryFn: ({ signal }) =>
      api(`/api/chats/${encodeURIComponent(chatId)}`, { signal, schema: import.meta.env.DEV && chatDetailSchema }),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });

/** A page of a chat's messages: the newest, or those before `before`. */
export const fetchMessages = (chatId: string, before?: number, signal?: AbortSignal) =>
  api(`/api/chats/${encodeURIComponent(chatId)}/messages${before ? `?before=${before}` : ''}`, {
    signal,
    schema: import.meta.env.DEV && messagePageSchema,
  });

/**
 * What an open chat shows (the domain's MessageWindow): its newest page, laid over what the cache already holds
 * (withNewestPage: older pages loaded before are kept where nothing can be missing between). The conversation extends
 * it with older pages, live and sent messages (conversation.tsx).
 */
export const chatMessagesQuery = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: async ({ signal, client, queryKey }): Promise<MessagePage> =>
      withNewestPage(client.getQueryData<MessagePage>(queryKey), await fetchMessages(chatId, undefined, signal)),
  });
