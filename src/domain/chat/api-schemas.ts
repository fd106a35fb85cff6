// POST /api/ask-recruiter.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { idSchema } from '../shared/common-schemas';
import { MESSAGES } from '../shared/messages';
import { chatMessageSchema } from './chat-schemas';

/**
 * POST /api/ask-recruiter (worker_id only when a recruiter asks). A chat starts with its first message: with
 * `message`, the chat is created when needed and the message stored with it in one transaction; without it, the
 * call only answers the existing chat's id (null when there is none yet) and creates nothing.
 */
export const askRecruiterInput = z
  .object({
    organization_id: idSchema,
    recruiter_id: idSchema.nullable().optional(),
    job_id: idSchema,
    gw_job_id: idSchema,
    worker_id: idSchema.optional(),
    /** The first message; its rules (trimmed, 1 to 2000 characters) are parseChatMessageBody's. */
    message: z.string().max(10_000, MESSAGES.chat.tooLong).optional(),
  })
  .strict();
export type AskRecruiterInput = z.infer<typeof askRecruiterInput>;
/** What the first message's form of a new chat checks (Chat Now, Ask Recruiter, Ask Worker): the payload's message. */
export const firstChatMessageInput = askRecruiterInput.pick({ message: true });

/** GET /api/messages/unread: the signed-in person's unread messages over every chat. */
export const unreadMessagesSchema = z.object({ unread: z.number().int() });

const chatPersonRef = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
const chatJobRef = z.object({ id: z.string(), gwJobId: z.string(), title: z.string() });
const chatApplicationRef = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  workerId: z.string(),
  gwJobId: z.string(),
});

/** POST /api/ask-recruiter: the chat (null when only looking and none exists) and the message it sent. */
export const askRecruiterAnswer = z.object({ chatId: z.string().nullable(), message: chatMessageSchema.nullable() });

/** One row of GET /api/chats. */
export const chatListItemSchema = z.object({
  id: z.string(),
  lastMessageAt: z.string(),
  other: chatPersonRef,
  job: chatJobRef.nullable(),
  application: chatApplicationRef.nullable(),
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** GET /api/chats. */
export const chatListPage = z.object({ items: z.array(chatListItemSchema), nextCursor: z.string().nullable() });

const chatMember = chatPersonRef.extend({ role: z.string(), lastReadMessageId: z.number().int() });
/** GET /api/chats/:id. */
export const chatDetailSchema = z.object({
  id: z.string(),
  worker: chatMember,
  recruiter: chatMember,
  participant: z.boolean(),
  job: chatJobRef.extend({ facility: z.string().nullable(), city: z.string(), state: z.string() }).nullable(),
  application: chatApplicationRef.nullable(),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;
export type ChatPerson = z.infer<typeof chatPersonRef>;

/** GET /api/chats/:id/messages. */
export const messagePageSchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** POST /api/chats/:id/messages, 201. */
export const sentMessageSchema = z.object({ message: chatMessageSchema });

/** POST /api/chats/:id/read. */
export const chatReadSchema = z.object({ lastReadMessageId: z.number().int() });
