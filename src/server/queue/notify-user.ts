// The one writer of notification-centre items (issue 22). Called inside the transaction of the change an item
// reports (a move, a message, a credential reminder, a job alert): the row is stored with the change, and a NOTIFY on
// the hub channel tells every instance on commit (a rolled-back change notifies nobody). Whether the person also hears
// of it by email is their setting for the kind (wantsEmail); the email itself goes through the outbox with a dedupe key.
import { and, eq, sql } from 'drizzle-orm';
import { wantsEmail, type NotificationData, type NotificationKind } from '@/domain/notifications';
import type { DbOrTx } from '../db/client';
import { notifications, notificationSettings } from '../db/schema';
import { HUB_CHANNEL } from './hub';

/** Hub event on topic `user:<id>`: the person's notifications changed (a new item, or items read). */
export const NOTIFICATIONS_EVENT = 'notifications';

/** One item for one person. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  data: NotificationData;
  /** The route where the person acts on it. */
  link: string;
  /** Collapses repeats into the one unread item with this key (its count grows, it moves to the top). */
  groupKey?: string;
  /** When it happened (now unless given: the demo seed dates its items at the events it seeded). */
  createdAt?: Date;
}

/** The group of a chat's unread messages under one person's bell. */
export const messageGroupKey = (chatId: string) => `chat:${chatId}`;

/** Announces on commit that `userId`'s notifications changed, on every instance (their sockets refresh the bell). */
export async function announceNotifications(tx: DbOrTx, userId: string) {
  const payload = JSON.stringify({ topic: `user:${userId}`, data: { type: NOTIFICATIONS_EVENT } });
  await tx.execute(sql`select pg_notify(${HUB_CHANNEL}, ${payload})`);
}

/** Stores one item inside `tx` and announces it on commit. */
export async function notifyUser(tx: DbOrTx, n: NewNotification): Promise<void> {
  const values = {
    userId: n.userId,
    kind: n.kind,
    data: n.data as Record<string, unknown>,
    link: n.link,
    groupKey: n.groupKey ?? null,
    ...(n.createdAt ? { createdAt: n.createdAt } : {}),
  };
  if (n.groupKey) {
    await tx
      .insert(notifications)
      .values(values)
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.groupKey],
        targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
        set: {
          data: sql`jsonb_set(excluded.data, '{count}', to_jsonb(coalesce((${notifications.data}->>'count')::int, 1) + 1))`,
          link: sql`excluded.link`,
          createdAt: sql`now()`,
        },
      });
  } else {
    await tx.insert(notifications).values(values);
  }
  await announceNotifications(tx, n.userId);
}

/** Whether `userId` chose to hear of `kind` by email too (the kind's default when they never chose). */
export async function emailWanted(db: DbOrTx, userId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationSettings.email })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)))
    .limit(1);
  return wantsEmail(kind, row ? { [kind]: row.email } : {});
}
