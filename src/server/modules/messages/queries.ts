// Chat reads: the chat list (one query), one chat with its job, message pages and catch-up, unread totals.
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ChatMessage } from '@/domain/chat';
import type { DbOrTx } from '../../db/client';
import { findWorkerApplication, workerApplicationLateral } from '../../data/worker-applications';
import { chatParticipants, chats, jobs, messages, sessions, users } from '../../db/schema';
import type { ApplicationStatus } from '@/domain/applications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids reach the database only when they can be uuids (anything else is simply not found). */
export const isUuid = (id: string) => UUID.test(id);

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const personName = (first: unknown, last: unknown) => `${String(first ?? '')} ${String(last ?? '')}`.trim();

/** A message row as the API sends it. */
export function toChatMessage(m: {
  id: number | string;
  chatId: string;
  senderId: string;
  body: string;
  createdAt: Date | string;
}): ChatMessage {
  return { id: Number(m.id), chatId: m.chatId, senderId: m.senderId, body: m.body, createdAt: iso(m.createdAt) };
}

export interface ChatListItem {
  id: string;
  lastMessageAt: string;
  other: { id: string; name: string; image: string | null };
  job: { id: string; gwJobId: string; title: string } | null;
  application: { id: string; status: ApplicationStatus; workerId: string; gwJobId: string } | null;
  lastMessage: ChatMessage | null;
  unread: number;
}

/** Cursor of the chat list: the last item's activity time and id. */
export const encodeChatCursor = (item: { lastMessageAt: string; id: string }) =>
  Buffer.from(`${item.lastMessageAt}|${item.id}`).toString('base64url');
function decodeChatCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}

/** The user's chats, newest activity first, with the other person, the job, the last message and the unread count. */
export async function listChats(
  db: DbOrTx,
  userId: string,
  opts: { limit: number; cursor?: string },
): Promise<{ items: ChatListItem[]; nextCursor: string | null }> {
  const after = decodeChatCursor(opts.cursor);
  const res = await db.execute(sql`
    select c.id, c.last_message_at, c.job_id, c.gw_job_id,
           u.id as other_id, u.first_name, u.last_name, u.image,
           j.title as job_title, j.gw_job_id as job_gw_job_id,
           a.id as application_id, a.status as application_status,
           lm.id::text as lm_id, lm.sender_id as lm_sender_id, lm.body as lm_body, lm.created_at as lm_created_at,
           (select count(*) from ${messages} m where m.chat_id = c.id and m.id > p.last_read_message_id and m.sender_id <> ${userId})::int as unread,
           c.worker_id
    from ${chatParticipants} p
    join ${chats} c on c.id = p.chat_id
    join ${users} u on u.id = (case when c.worker_id = ${userId} then c.recruiter_id else c.worker_id end)
    left join ${jobs} j on j.id = c.job_id
    left join lateral ${workerApplicationLateral(sql`c.worker_id`, sql`c.job_id`)} a on true
    left join lateral (select id, sender_id, body, created_at from ${messages} m where m.chat_id = c.id order by m.id desc limit 1) lm on true
    where p.user_id = ${userId}
    ${after ? sql`and (c.last_message_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by c.last_message_at desc, c.id desc
    limit ${opts.limit + 1}`);
  const rows = rowsOf(res);
  const items = rows.slice(0, opts.limit).map((r): ChatListItem => {
    const id = String(r.id);
    return {
      id,
      lastMessageAt: iso(r.last_message_at),
      other: {
        id: String(r.other_id),
        name: personName(r.first_name, r.last_name),
        image: (r.image as string | null) ?? null,
      },
      job: r.job_id
        ? {
            id: String(r.job_id),
            gwJobId: String(r.job_gw_job_id ?? r.gw_job_id ?? ''),
            title: String(r.job_title ?? ''),
          }
        : null,
      application: r.application_id
        ? {
            id: String(r.application_id),
            status: r.application_status as ApplicationStatus,
            workerId: String(r.worker_id),
            gwJobId: String(r.job_gw_job_id ?? r.gw_job_id ?? ''),
          }
        : null,
      lastMessage: r.lm_id
        ? toChatMessage({
            id: String(r.lm_id),
            chatId: id,
            senderId: String(r.lm_sender_id),
            body: String(r.lm_body),
            createdAt: r.lm_created_at as Date,
          })
        : null,
      unread: Number(r.unread ?? 0),
    };
  });
  return {
    items,
    nextCursor: rows.length > opts.limit && items.length ? encodeChatCursor(items[items.length - 1]) : null,
  };
}

/** Total unread messages of a user across their chats. */
export async function unreadTotal(db: DbOrTx, userId: string): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum((select count(*) from ${messages} m where m.chat_id = p.chat_id and m.id > p.last_read_message_id and m.sender_id <> ${userId})), 0)::int as n
    from ${chatParticipants} p where p.user_id = ${userId}`);
  return Number(rowsOf(res)[0]?.n ?? 0);
}

/** The chat row (for policies), or undefined. */
export async function findChat(db: DbOrTx, chatId: string) {
  if (!isUuid(chatId)) return undefined;
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  return row;
}

/** One chat with the job, both people and both read markers. */
export async function loadChatDetail(db: DbOrTx, chat: typeof chats.$inferSelect, viewerId: string) {
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      role: users.role,
      lastRead: chatParticipants.lastReadMessageId,
    })
    .from(users)
    .leftJoin(chatParticipants, and(eq(chatParticipants.userId, users.id), eq(chatParticipants.chatId, chat.id)))
    .where(sql`${users.id} in (${chat.workerId}, ${chat.recruiterId})`);
  const [job] = chat.jobId
    ? await db
        .select({
          id: jobs.id,
          gwJobId: jobs.gwJobId,
          title: jobs.title,
          facility: jobs.facility,
          city: jobs.city,
          state: jobs.state,
          description: jobs.description,
        })
        .from(jobs)
        .where(eq(jobs.id, chat.jobId))
        .limit(1)
    : [];
  const application = chat.jobId ? await findWorkerApplication(db, chat.workerId, chat.jobId) : null;
  const person = (id: string) => {
    const p = people.find((x) => x.id === id);
    return {
      id,
      name: p ? personName(p.firstName, p.lastName) : '',
      image: p?.image ?? null,
      role: p?.role ?? 'worker',
      lastReadMessageId: p?.lastRead ?? 0,
    };
  };
  const worker = person(chat.workerId);
  const recruiter = person(chat.recruiterId);
  return {
    id: chat.id,
    worker,
    recruiter,
    participant: viewerId === chat.workerId || viewerId === chat.recruiterId,
    job: job
      ? { id: job.id, gwJobId: job.gwJobId, title: job.title, facility: job.facility, city: job.city, state: job.state }
      : null,
    application: application
      ? {
          id: application.id,
          status: application.status,
          workerId: chat.workerId,
          gwJobId: job?.gwJobId ?? chat.gwJobId ?? '',
        }
      : null,
  };
}

const messageColumns = {
  id: messages.id,
  chatId: messages.chatId,
  senderId: messages.senderId,
  body: messages.body,
  createdAt: messages.createdAt,
};

/** A page of messages, oldest first: the newest `limit`, or the `limit` before message `before`. */
export async function loadMessagePage(db: DbOrTx, chatId: string, opts: { before?: number; limit: number }) {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.chatId, chatId), opts.before ? lt(messages.id, opts.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(opts.limit + 1);
  return { messages: rows.slice(0, opts.limit).reverse().map(toChatMessage), hasMore: rows.length > opts.limit };
}

/** Messages after `afterId`, oldest first (catch-up after a reconnect). */
export async function loadMessagesAfter(db: DbOrTx, chatId: string, afterId: number, limit: number) {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.chatId, chatId), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(limit);
  return rows.map(toChatMessage);
}

/** One message by id. */
export async function loadMessage(db: DbOrTx, id: number) {
  const [row] = await db.select(messageColumns).from(messages).where(eq(messages.id, id)).limit(1);
  return row ? toChatMessage(row) : undefined;
}

/** Ids of the chats a user takes part in (the socket subscribes to these). */
export async function participantChatIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ chatId: chatParticipants.chatId })
    .from(chatParticipants)
    .where(eq(chatParticipants.userId, userId));
  return rows.map((r) => r.chatId);
}

/** Does the user take part in the chat? */
export async function isParticipant(db: DbOrTx, chatId: string, userId: string): Promise<boolean> {
  if (!isUuid(chatId)) return false;
  const [row] = await db
    .select({ chatId: chatParticipants.chatId })
    .from(chatParticipants)
    .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The role of each given session that is still signed in (not ended, not expired, the account active). */
export async function liveSessionRoles(db: DbOrTx, sessionIds: string[]): Promise<Map<string, string>> {
  const roles = new Map<string, string>();
  for (let i = 0; i < sessionIds.length; i += 500) {
    const rows = await db
      .select({ id: sessions.id, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds.slice(i, i + 500)),
          gt(sessions.expiresAt, new Date()),
          eq(users.active, true),
        ),
      );
    for (const r of rows) roles.set(r.id, r.role);
  }
  return roles;
}
