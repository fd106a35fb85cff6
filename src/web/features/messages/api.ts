// Chat queries and mutations of the web app (issue 9). A chat starts with its first message (issue 19).
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AskRecruiterInput, askRecruiterAnswer, sentMessageSchema } from '@/domain/chat';
import { MESSAGES, routes } from '@/domain/shared';
import { api, ApiError } from '../../lib/api';
import { chatKeys } from './keys';
import { chatDetailQuery, chatListQuery } from './queries';
import { useNavigateFromHere } from '../../lib/navigate-here';

export { chatKeys };

/** Who a chat is with and about: the spec's ask-recruiter fields (worker_id when a recruiter asks). */
export type ChatAbout = Omit<AskRecruiterInput, 'message'>;

/** A chat to start from a button: the composer's title, the job it is about, the message's first words. */
export interface StartChatTarget {
  key: string;
  title: string;
  jobTitle: string;
  prefill: string;
  input: ChatAbout;
}

/** Sends the first message, creating the chat (or adding to the existing one), then shows the chat. */
export function useStartChat() {
  // The chat opens on the answer only while the person is still where they sent from (lib/navigate-here.tsx).
  const navigate = useNavigateFromHere();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AskRecruiterInput & { message: string }) =>
      api('/api/ask-recruiter', { body: input, schema: import.meta.env.DEV && askRecruiterAnswer }),
    // The composer shows the failure itself.
    meta: { silent: true },
    onSuccess: ({ chatId }) => {
      void qc.invalidateQueries({ queryKey: chatKeys.all });
      // With a message the chat always exists (null only answers a look without one).
      if (chatId) navigate(routes.messages(chatId));
    },
  });
}

/** The existing chat about a job, or null: looking creates nothing (Chat Now opens it, else a composer). */
export function useFindChat() {
  return useMutation({
    mutationFn: (input: ChatAbout) =>
      api('/api/ask-recruiter', { body: input, schema: import.meta.env.DEV && askRecruiterAnswer }),
  });
}

export type { ChatDetail, ChatListItem, ChatPerson, MessagePage } from '@/domain/chat';

/** The signed-in user's chats, newest activity first. */
export function useChats() {
  return useQuery(chatListQuery());
}

/** One chat with its job and both people (404 for a chat the user is not part of). */
export const useChat = (chatId: string) => useQuery(chatDetailQuery(chatId));

/** Sends a message; the caller merges the answer into its list. */
export function useSendMessage(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    // A rule on the text (fields.body) is shown under the box only; any other failure is one toast.
    meta: {
      fieldErrorsInline: true,
      errorMessage: (e: unknown) =>
        e instanceof ApiError ? `${MESSAGES.chat.sendFailed} ${e.body.message}` : MESSAGES.chat.sendFailed,
    },
    mutationFn: (body: string) =>
      api(`/api/chats/${encodeURIComponent(chatId)}/messages`, {
        body: { body },
        schema: import.meta.env.DEV && sentMessageSchema,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}

/** Marks messages read up to an id, then refreshes the unread counts. */
export async function markRead(qc: QueryClient, chatId: string, lastReadMessageId: number) {
  await api(`/api/chats/${encodeURIComponent(chatId)}/read`, { body: { lastReadMessageId } });
  void qc.invalidateQueries({ queryKey: chatKeys.unread() });
  void qc.invalidateQueries({ queryKey: chatKeys.list() });
}
