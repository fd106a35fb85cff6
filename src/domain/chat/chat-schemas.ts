// The schemas of the chat's payloads: a message sent, read marks, the pages of messages and chats, and the frames a
// browser sends on the socket (the rules: chat.ts).
import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { CHAT_LIST_PAGE_SIZE, CHAT_PAGE_SIZE } from './chat';

/**
 * POST /api/chats/:id/messages (length is checked by parseChatMessageBody; a body too large even to normalize is refused
 * here in the same words).
 */
export const sendChatMessageInput = z.object({ body: z.string().max(100_000, MESSAGES.chat.tooLong) }).strict();

/** POST /api/chats/:id/read: the newest message the reader has seen. */
export const markChatReadInput = z.object({ lastReadMessageId: z.number().int().min(0) }).strict();

/** GET /api/chats/:id/messages: older pages before a message id. */
export const chatMessagesQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});

/** GET /api/chats: cursor paging (opaque cursor from the previous page). */
export const chatListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_LIST_PAGE_SIZE),
});

/** One message as the API and the socket send it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.string(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Frames a browser sends on /api/ws: after (re)connecting, the last message id it has per open chat. */
export const chatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sync'), chats: z.record(z.string().max(64), z.number().int().min(0)) }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;
