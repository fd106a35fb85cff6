// Reads and writes of the notification centre; every query is scoped to the signed-in person (user_id), so nobody
// sees or marks another's items. Lists use notifications_user_created_idx, counts notifications_user_unread_idx.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  notificationKindsFor,
  notificationText,
  wantsEmail,
  type Notification,
  type NotificationData,
  type NotificationKind,
  type NotificationPage,
  type NotificationSettings,
} from '@/domain/notifications';
import type { Role } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { notifications, notificationSettings } from '../../db/schema';
import { announceNotifications } from '../../queue/notify-user';

/** Cursor of the list: the last item's creation time (as stored, to the microsecond) and id. */
const encodeCursor = (at: string, id: number) => Buffer.from(`${at}|${id}`).toString('base64url');
function decodeCursor(cursor: string | undefined): { at: string; id: number } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!at || !Number.isSafeInteger(n) || n <= 0 || Number.isNaN(Date.parse(at))) return null;
  return { at, id: n };
}

const isKind = (k: string): k is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(k);

/** The person's unread count. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** One page of the person's items, newest first, and the unread count. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  opts: { limit: number; cursor?: string },
): Promise<NotificationPage> {
  const after = decodeCursor(opts.cursor);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      at: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const items = page.flatMap((r): Notification[] =>
    isKind(r.kind)
      ? [
          {
            id: r.id,
            kind: r.kind,
            text: notificationText(r.kind, r.data as NotificationData),
            link: r.link,
            createdAt: r.createdAt.toISOString(),
            read: r.readAt !== null,
          },
        ]
      : [],
  );
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > opts.limit && last ? encodeCursor(last.at, last.id) : null,
    unread: await unreadCount(db, userId),
  };
}

/** Marks one of the person's items read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (row) await announceNotifications(tx, userId);
    return Boolean(row);
  });
}

/** Marks every unread item of the person read. */
export async function markAllNotificationsRead(db: DbOrTx, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await announceNotifications(tx, userId);
  });
}

/** The person's channel for every kind their role receives (their choice, else the kind's default). */
export async function loadSettings(db: DbOrTx, user: { id: string; role: Role }): Promise<NotificationSettings> {
  const userId = user.id;
  const rows = await db
    .select({ kind: notificationSettings.kind, email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const stored = Object.fromEntries(rows.map((r) => [r.kind, r.email])) as Partial<Record<NotificationKind, boolean>>;
  return { settings: notificationKindsFor(user.role).map((kind) => ({ kind, email: wantsEmail(kind, stored) })) };
}

/** Stores the person's choices for the given kinds. */
export async function saveSettings(db: DbOrTx, userId: string, input: NotificationSettings): Promise<void> {
  await db
    .insert(notificationSettings)
    .values(input.settings.map((s) => ({ userId, kind: s.kind, email: s.email })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { email: sql`excluded.email` },
    });
}
