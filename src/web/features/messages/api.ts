// Chat queries and mutations of the web app (issue 9).
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AskRecruiterInput, ChatMessage } from '@/domain/chat';
import { routes } from '@/domain/shared';
import { api, ApiError } from '../../lib/api';

export const chatKeys = {
  all: ['chats'] as const,
  list: () => ['chats', 'list'] as const,
  chat: (chatId: string) => ['chats', 'one', chatId] as const,
  messages: (chatId: string) => ['chats', 'messages', chatId] as const,
  unread: () => ['messages', 'unread'] as const,
};

/** Opens (creating when needed) the chat between a worker and a job's recruiter, then shows it. */
export function useAskRecruiter() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AskRecruiterInput) => api<{ chatId: string }>('/api/ask-recruiter', { body: input }),
    onSuccess: ({ chatId }) => {
      void qc.invalidateQueries({ queryKey: chatKeys.all });
      void navigate(routes.messages(chatId));
    },
  });
}

export interface ChatPerson {
  id: string;
  name: string;
  image: string | null;
}
export interface ChatListItem {
  id: string;
  lastMessageAt: string;
  other: ChatPerson;
  job: { id: string; gwJobId: string; title: string } | null;
  application: { id: string; status: string; workerId: string; gwJobId: string } | null;
  lastMessage: ChatMessage | null;
  unread: number;
}
export interface ChatDetail {
  id: string;
  worker: ChatPerson & { role: string; lastReadMessageId: number };
  recruiter: ChatPerson & { role: string; lastReadMessageId: number };
  participant: boolean;
  job: { id: string; gwJobId: string; title: string; facility: string | null; city: string; state: string } | null;
  application: { id: string; status: string; workerId: string; gwJobId: string } | null;
}
export interface MessagePage {
  messages: ChatMessage[];
  hasMore: boolean;
}

/** The signed-in user's chats, newest activity first. */
export function useChats() {
  return useQuery({
    queryKey: chatKeys.list(),
    queryFn: () => api<{ items: ChatListItem[]; nextCursor: string | null }>('/api/chats'),
  });
}

/** One chat with its job and both people (404 for a chat the user is not part of). */
export function useChat(chatId: string) {
  return useQuery({
    queryKey: chatKeys.chat(chatId),
    queryFn: () => api<ChatDetail>(`/api/chats/${encodeURIComponent(chatId)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

/** A page of messages (the newest, or those before `before`). */
export const fetchMessages = (chatId: string, before?: number) =>
  api<MessagePage>(`/api/chats/${encodeURIComponent(chatId)}/messages${before ? `?before=${before}` : ''}`);

/** Sends a message; the caller merges the answer into its list. */
export function useSendMessage(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<{ message: ChatMessage }>(`/api/chats/${encodeURIComponent(chatId)}/messages`, { body: { body } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}

/** Marks messages read up to an id, then refreshes the unread counts. */
export async function markRead(qc: QueryClient, chatId: string, lastReadMessageId: number) {
  await api(`/api/chats/${encodeURIComponent(chatId)}/read`, { body: { lastReadMessageId } });
  void qc.invalidateQueries({ queryKey: chatKeys.unread() });
  void qc.invalidateQueries({ queryKey: chatKeys.list() });
}
