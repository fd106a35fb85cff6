// Sends a message: stored (and the chat's activity time moved) in one transaction, then published
// to every server instance; an email to each recipient is queued for later, sent only if still unread.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_NOTIFY_DELAY_MS, parseChatMessageBody, type ChatMessage } from '@/domain/chat';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { canPostInChat } from '../../policies';
import type { SessionUser } from '../../plugins/auth';
import { chatParticipants, chats, messages } from '../../db/schema';
import { enqueue } from '../../queue/outbox';
import { bumpVersions, scopes } from '../../queue/versions';
import { toChatMessage } from './queries';

export const CHAT_NOTIFY_JOB = 'chat-notify';

/** Stores and publishes one message of `user` in `chat`. */
export async function sendMessage(
  app: FastifyInstance,
  user: SessionUser,
  chat: typeof chats.$inferSelect,
  rawBody: string,
): Promise<ChatMessage> {
  if (!canPostInChat(user, chat)) throw new AppError('FORBIDDEN', MESSAGES.chat.notParticipant);
  const parsed = parseChatMessageBody(rawBody);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message, { body: parsed.message });

  const message = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ chatId: chat.id, senderId: user.id, body: parsed.text })
      .returning({
        id: messages.id,
        chatId: messages.chatId,
        senderId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
      });
    await tx.update(chats).set({ lastMessageAt: row.createdAt }).where(eq(chats.id, chat.id));
    // The sender has read everything up to their own message.
    await tx
      .insert(chatParticipants)
      .values({ chatId: chat.id, userId: user.id, lastReadMessageId: row.id })
      .onConflictDoUpdate({
        target: [chatParticipants.chatId, chatParticipants.userId],
        set: { lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${row.id})` },
      });
    const recipients = await tx
      .select({ userId: chatParticipants.userId })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.chatId, chat.id), ne(chatParticipants.userId, user.id)));
    await bumpVersions(tx, [user.id, ...recipients.map((r) => r.userId)].map(scopes.chats));
    const runAt = new Date(Date.now() + CHAT_NOTIFY_DELAY_MS);
    for (const r of recipients) {
      await enqueue(
        tx,
        CHAT_NOTIFY_JOB,
        { chatId: chat.id, userId: r.userId, messageId: row.id },
        { runAt, dedupeKey: `chat-notify:${row.id}:${r.userId}` },
      );
    }
    return toChatMessage(row);
  });
  // The message is stored: a failed live push (e.g. the database restarting) must not report it as failed, or a
  // retry would store it twice. Open chats catch up from the stored rows.
  await app.hub
    .publish(`chat:${chat.id}`, { type: 'message', id: message.id })
    .catch((err: unknown) => app.log.warn({ err, chatId: chat.id }, 'live chat push failed'));
  return message;
}
