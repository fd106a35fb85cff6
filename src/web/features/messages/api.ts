// Chat queries and mutations of the web app (issue 9).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AskRecruiterInput } from '@/domain/schemas/api';
import { routes } from '@/domain/routes';
import { api } from '../../lib/api';

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
