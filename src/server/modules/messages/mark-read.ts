// Moves a reader's marker forward (never back, never past the chat's newest message) and tells the other side.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth';
import { chatParticipants, messages, notifications } from '../../db/schema';
import { announceNotifications, messageGroupKey } from '../../queue/notify-user';

/** Marks messages up to `lastReadMessageId` read; returns the stored marker. */
export async function markChatRead(
  app: FastifyInstance,
  user: SessionUser,
  chatId: string,
  lastReadMessageId: number,
): Promise<number> {
  const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.chatId} = ${chatId})`;
  const row = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatParticipants)
      .set({
        lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, least(${lastReadMessageId}::bigint, ${newest}))`,
      })
      .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, user.id)))
      .returning({ lastReadMessageId: chatParticipants.lastReadMessageId });
    // One unread mechanism: reading the chat reads its item under the bell (on every tab, through the hub).
    if (updated) {
      const cleared = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, user.id),
            eq(notifications.groupKey, messageGroupKey(chatId)),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      if (cleared.length > 0) await announceNotifications(tx, user.id);
    }
    return updated;
  });
  if (!row) return 0;
  await app.hub.publish(`chat:${chatId}`, { type: 'read', userId: user.id, lastReadMessageId: row.lastReadMessageId });
  return row.lastReadMessageId;
}
