// The demo accounts' notification-centre items, made from what the seed wrote (issue 22): the moves its history and
// offers record and the unread messages of its chats. Each item is what the live path would have stored at the time:
// the domain's moveNotification() decides the kind and who hears of a move, and notifyUser() writes it (a chat's unread
// messages collapse into one item with their count, as send-message.ts does). Only the demo accounts get items, and at
// most DEMO_NOTIFICATIONS_PER_USER each, so seeding the large data set stays fast.
import { inArray } from 'drizzle-orm';
import type { ApplicationStatus, MoveKind } from '@/domain/applications';
import { moveNotification, NOTIFICATION_PAGE_SIZE, type NotificationKind } from '@/domain/notifications';
import type { OfferSide } from '@/domain/offers';
import { routes } from '@/domain/shared';
import type { Db } from './client';
import { jobs, users } from './schema';
import { messageGroupKey, notifyUser } from '../queue/notify-user';

/** Items per demo account at most (two pages of the list). */
export const DEMO_NOTIFICATIONS_PER_USER = NOTIFICATION_PAGE_SIZE * 2;

/** A seeded application as the items need it. */
export interface SeededApplication {
  id: string;
  workerId: string;
  recruiterId: string | null;
  jobId: string;
  gwJobId: string;
  status: ApplicationStatus;
}

/** One move the seed recorded (history row or offer row): its kind, the side that made it, and the state it left. */
export interface SeededMove {
  app: SeededApplication;
  kind: MoveKind;
  side: OfferSide;
  /** The state after the move as the live path words it ("Screening", "Offered (Counter Offer)"). */
  state: string;
  at: Date;
}

/** One seeded chat: how many messages each participant sent, and when the last (the seed marks none read). */
export interface SeededChat {
  id: string;
  workerId: string;
  recruiterId: string;
  jobId: string;
  gwJobId: string;
  sent: Map<string, { count: number; last: Date }>;
}

interface Item {
  userId: string;
  kind: NotificationKind;
  actorId: string;
  job: { jobId: string; gwJobId: string };
  status?: string;
  count?: number;
  link: string;
  groupKey?: string;
  at: Date;
}

/** Writes the items of `demoUserIds` for the seeded moves and chats; answers how many it wrote. */
export async function seedDemoNotifications(
  db: Db,
  demoUserIds: ReadonlySet<string>,
  moves: readonly SeededMove[],
  chats: readonly SeededChat[],
): Promise<number> {
  const items: Item[] = [];
  for (const m of moves) {
    const note = moveNotification(m.kind, m.side);
    if (!note) continue;
    const userId = note.recipient === 'worker' ? m.app.workerId : m.app.recruiterId;
    const actorId = m.side === 'worker' ? m.app.workerId : m.app.recruiterId;
    if (!userId || !actorId || !demoUserIds.has(userId)) continue;
    // The link follows the application where it is now, as the live item's link does once the application moves on.
    const status = m.app.status;
    const link =
      note.recipient === 'worker'
        ? routes.workJourneyDetail(status, m.app.id)
        : routes.applicationDetail({
            status,
            workerId: m.app.workerId,
            gwJobId: m.app.gwJobId,
            applicationId: m.app.id,
          });
    items.push({ userId, kind: note.kind, actorId, job: m.app, status: m.state, link, at: m.at });
  }
  for (const c of chats) {
    for (const userId of [c.workerId, c.recruiterId]) {
      if (!demoUserIds.has(userId)) continue;
      const senderId = userId === c.workerId ? c.recruiterId : c.workerId;
      const unread = c.sent.get(senderId);
      if (!unread) continue;
      items.push({
        userId,
        kind: 'message',
        actorId: senderId,
        job: c,
        count: unread.count,
        link: routes.messages(c.id),
        groupKey: messageGroupKey(c.id),
        at: unread.last,
      });
    }
  }
  // The newest items of each account, written oldest first.
  items.sort((a, b) => b.at.getTime() - a.at.getTime());
  const perUser = new Map<string, number>();
  const kept = items.filter((i) => {
    const n = perUser.get(i.userId) ?? 0;
    perUser.set(i.userId, n + 1);
    return n < DEMO_NOTIFICATIONS_PER_USER;
  });
  if (kept.length === 0) return 0;
  kept.reverse();

  const people = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(kept.map((i) => i.actorId))]));
  const names = new Map(people.map((p) => [p.id, `${p.first} ${p.last}`.trim()]));
  const titles = new Map(
    (
      await db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(inArray(jobs.id, [...new Set(kept.map((i) => i.job.jobId))]))
    ).map((j) => [j.id, j.title]),
  );
  for (const i of kept) {
    const data = {
      name: names.get(i.actorId) ?? null,
      actorId: i.actorId,
      job: titles.get(i.job.jobId) ?? null,
      gwJobId: i.job.gwJobId,
      ...(i.status ? { status: i.status } : {}),
      ...(i.count ? { count: i.count } : {}),
    };
    await notifyUser(db, {
      userId: i.userId,
      kind: i.kind,
      data,
      link: i.link,
      groupKey: i.groupKey,
      createdAt: i.at,
    });
  }
  return kept.length;
}
