// The delayed email about a chat message: sent only when the recipient still has not read it, and at
// most once per chat and recipient within the quiet period (a conditional update claims the slot).
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_NOTIFY_QUIET_MS } from '@/domain/chat';
import { MESSAGES, routes } from '@/domain/shared';
import { chatParticipants, chats, jobs, messages, users } from '../../db/schema';
import { emailWanted } from '../../queue/notify-user';

/** Outbox handler of `chat-notify` jobs. */
export async function notifyUnread(
  app: FastifyInstance,
  payload: { chatId: string; userId: string; messageId: number },
) {
  // The person chose "in the app only" for messages: the bell's item is all they get.
  if (!(await emailWanted(app.db, payload.userId, 'message'))) return;
  const now = new Date();
  // Runs inside the outbox's own transaction on the same handle: no nested transaction here (PGlite has one
  // connection).
  const db = app.db;
  const [claimed] = await db
    .update(chatParticipants)
    .set({ lastNotifiedAt: now })
    .where(
      and(
        eq(chatParticipants.chatId, payload.chatId),
        eq(chatParticipants.userId, payload.userId),
        // Still unread: the reader's marker is before this message.
        lte(chatParticipants.lastReadMessageId, payload.messageId - 1),
        or(
          isNull(chatParticipants.lastNotifiedAt),
          lte(chatParticipants.lastNotifiedAt, new Date(now.getTime() - CHAT_NOTIFY_QUIET_MS)),
        ),
      ),
    )
    .returning({ chatId: chatParticipants.chatId });
  if (!claimed) return;
  const [info] = await db
    .select({
      to: users.email,
      active: users.active,
      senderId: messages.senderId,
      jobTitle: jobs.title,
      gwJobId: chats.gwJobId,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(users, eq(users.id, payload.userId))
    .leftJoin(jobs, eq(jobs.id, chats.jobId))
    .where(eq(messages.id, payload.messageId))
    .limit(1);
  if (!info || !info.active) return;
  const [sender] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, info.senderId))
    .limit(1);
  const name = sender ? `${sender.firstName} ${sender.lastName}`.trim() : 'Someone';
  const job = info.jobTitle ? `${info.jobTitle}${info.gwJobId ? ` (${info.gwJobId})` : ''}` : 'a job';
  const link = `${app.config.publicUrl}${routes.messages(payload.chatId)}`;
  await app.mailer.queue(db, {
    to: info.to,
    subject: MESSAGES.chat.emailSubject(name),
    text: MESSAGES.chat.emailText(name, job, link),
  });
}
