// Sends a message: stored (and the chat's activity time moved) in one transaction, then published
// to every server instance; an email to each recipient is queued for later, sent only if still unread.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_NOTIFY_DELAY_MS, parseChatMessageBody, type ChatMessage } from '@/domain/chat';
import { MESSAGES, routes } from '@/domain/shared';
import { AppError } from '../../errors';
import { canPostInChat } from '../../policies';
import type { SessionUser } from '../../plugins/auth';
import type { DbOrTx } from '../../db/client';
import { chatParticipants, chats, jobs, messages, users } from '../../db/schema';
import { messageGroupKey, notifyUser } from '../../queue/notify-user';
import { enqueue } from '../../queue/outbox';
import { toChatMessage } from './queries';

export const CHAT_NOTIFY_JOB = 'chat-notify';

/** Stores one message inside `tx`: the chat's activity time, the sender's read marker, versions and the emails. */
export async function storeMessage(tx: DbOrTx, senderId: string, chatId: string, text: string): Promise<ChatMessage> {
  const [row] = await tx.insert(messages).values({ chatId, senderId, body: text }).returning({
    id: messages.id,
    chatId: messages.chatId,
    senderId: messages.senderId,
    body: messages.body,
    createdAt: messages.createdAt,
  });
  await tx.update(chats).set({ lastMessageAt: row.createdAt }).where(eq(chats.id, chatId));
  // The sender has read everything up to their own message.
  await tx
    .insert(chatParticipants)
    .values({ chatId, userId: senderId, lastReadMessageId: row.id })
    .onConflictDoUpdate({
      target: [chatParticipants.chatId, chatParticipants.userId],
      set: { lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${row.id})` },
    });
  const recipients = await tx
    .select({ userId: chatParticipants.userId })
    .from(chatParticipants)
    .where(and(eq(chatParticipants.chatId, chatId), ne(chatParticipants.userId, senderId)));
  // One unread item per chat under each recipient's bell (its count grows); reading the chat clears it (mark-read.ts).
  if (recipients.length > 0) {
    const [about] = await tx
      .select({ first: users.firstName, last: users.lastName, job: jobs.title, gwJobId: chats.gwJobId })
      .from(chats)
      .innerJoin(users, eq(users.id, senderId))
      .leftJoin(jobs, eq(jobs.id, chats.jobId))
      .where(eq(chats.id, chatId))
      .limit(1);
    const data = {
      // Whose name this is: an account deletion renames it (close-account.ts).
      actorId: senderId,
      name: about ? `${about.first} ${about.last}`.trim() : null,
      job: about?.job,
      gwJobId: about?.gwJobId,
    };
    for (const r of recipients)
      await notifyUser(tx, {
        userId: r.userId,
        kind: 'message',
        data,
        link: routes.messages(chatId),
        groupKey: messageGroupKey(chatId),
      });
  }
  const runAt = new Date(Date.now() + CHAT_NOTIFY_DELAY_MS);
  for (const r of recipients) {
    await enqueue(
      tx,
      CHAT_NOTIFY_JOB,
      { chatId, userId: r.userId, messageId: row.id },
      { runAt, dedupeKey: `chat-notify:${row.id}:${r.userId}` },
    );
  }
  return toChatMessage(row);
}

/**
 * After the commit: pushes a stored message to every server instance. A failed live push (e.g. the database
 * restarting) must not report the message as failed, or a retry would store it twice; open chats catch up.
 */
export async function publishMessage(app: FastifyInstance, message: ChatMessage) {
  await app.hub
    .publish(`chat:${message.chatId}`, { type: 'message', id: message.id })
    .catch((err: unknown) => app.log.warn({ err, chatId: message.chatId }, 'live chat push failed'));
}

/** The text of a message as stored, or a 400 naming the rule it breaks. */
export function messageText(rawBody: string): string {
  const parsed = parseChatMessageBody(rawBody);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message, { body: parsed.message });
  return parsed.text;
}

/** Stores and publishes one message of `user` in `chat`. */
export async function sendMessage(
  app: FastifyInstance,
  user: SessionUser,
  chat: typeof chats.$inferSelect,
  rawBody: string,
): Promise<ChatMessage> {
  if (!canPostInChat(user, chat)) throw new AppError('FORBIDDEN', MESSAGES.chat.notParticipant);
  const text = messageText(rawBody);
  const message = await app.db.transaction((tx) => storeMessage(tx, user.id, chat.id, text));
  await publishMessage(app, message);
  return message;
}
