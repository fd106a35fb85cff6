// Live delivery on this server instance (chat frames, and the notification centre's refresh frame on user:<id>). Each instance subscribes once per chat that one of its
// sockets follows (hub topic chat:<id>, fed by PostgreSQL LISTEN/NOTIFY across instances), reads the
// published message once, and fans it out to its local sockets. Messages are stored before they are
// published, so a socket that reconnects catches up from the database: nothing lost, ids dedupe. When the
// hub's listener itself reconnects (a PostgreSQL restart), every socket is asked to sync again.
// A socket lives no longer than its session: the session announcements of src/server/queue/session-events.ts (logout,
// deactivation, role or password change, heard by every instance) close it with CHAT_CLOSE_SESSION_REVOKED, and the
// session is read again from the database once the socket is registered and after the hub reconnects, so a revocation
// announced while a socket was connecting, or while the hub was down, still closes it.
import type { FastifyInstance } from 'fastify';
import {
  CHAT_CATCH_UP_LIMIT,
  CHAT_CLOSE_SESSION_REVOKED,
  CHAT_CLOSE_TOO_MANY_SOCKETS,
  type ChatServerFrame,
  type LiveResource,
} from '@/domain/chat';
import { HUB_RESYNC } from '../../queue/hub';
import { WORKERS_TOPIC } from '../../queue/live-changes';
import { isWorker } from '../../policies';
import type { Role } from '@/domain/shared';
import { SESSION_ENDED, SESSIONS_REVOKED } from '../../queue/session-events';
import { isParticipant, liveSessionRoles, loadMessage, loadMessagesAfter } from './queries';

/** The part of a `ws` WebSocket this module uses. */
export interface LiveSocket {
  readyState: number;
  send: (data: string) => void;
  on: (event: string, fn: (...args: unknown[]) => void) => void;
  ping: () => void;
  terminate: () => void;
  close: (code?: number, reason?: string) => void;
}

/** Who a socket was opened by: the user, their role then, and the session (its stored id). */
export interface SocketOwner {
  userId: string;
  role: string;
  sessionId: string;
}

interface Conn extends SocketOwner {
  socket: LiveSocket;
  chats: Set<string>;
  /** Closed for a revoked session: it never follows a chat again. */
  revoked: boolean;
  /** Its session was read from the database after it was registered, and was still signed in with its role. */
  validated: boolean;
}

type HubEvent =
  | { type: 'message'; id: number }
  | { type: 'read'; userId: string; lastReadMessageId: number }
  | { type: 'chat'; chatId: string }
  | { type: 'notifications' }
  | { type: 'changed'; resource: LiveResource };

const OPEN = 1;

/** Per-instance registry of sockets, by chat, by user and by session. */
/** Sockets one session may hold on one instance (a tab each); the oldest goes first. */
export const MAX_SOCKETS_PER_SESSION = 8;
/** Sockets one user may hold on one instance, across sessions (devices). */
export const MAX_SOCKETS_PER_USER = 16;
/**
 * WebSocket upgrades one session may make on one instance: four times its socket cap at once (every tab of a restored
 * browser, a quick run of page loads), then two a second (a tab's reconnect backs off from one second). Past it the
 * upgrade is refused (429) in front of Fastify, before the session is looked up: one session's flood of upgrades costs
 * the server a bare answer each.
 */
export const UPGRADES_PER_SESSION = { burst: 4 * MAX_SOCKETS_PER_SESSION, perSecond: 2 } as const;

export class ChatSockets {
  private byChat = new Map<string, Set<Conn>>();
  private byUser = new Map<string, Set<Conn>>();
  private bySession = new Map<string, Set<Conn>>();
  private unsubscribe = new Map<string, () => void>();

  constructor(private readonly app: FastifyInstance) {
    // Messages published while the hub's listener was down were not pushed: a second 'ready' makes every client
    // send its sync cursors again, and catchUp() answers from the stored rows. Session announcements may have been
    // missed too: every socket's session is read again.
    this.unsubscribe.set(
      HUB_RESYNC,
      app.hub.subscribe(HUB_RESYNC, () => {
        for (const set of this.byUser.values()) for (const c of set) send(c.socket, { type: 'ready' });
        this.revalidate([...this.byUser.values()].flatMap((set) => [...set])).catch((err) =>
          app.log.warn({ err }, 'chat socket session check failed'),
        );
      }),
    );
    // What every worker can see changed (a job's posting, an organization's apply requirements): one frame to each
    // worker's socket on this instance.
    this.unsubscribe.set(
      WORKERS_TOPIC,
      app.hub.subscribe(WORKERS_TOPIC, (data) => {
        const event = data as HubEvent;
        if (event.type !== 'changed') return;
        for (const set of this.byUser.values())
          for (const c of set)
            if (isWorker({ role: c.role as Role })) send(c.socket, { type: 'changed', resource: event.resource });
      }),
    );
    this.unsubscribe.set(
      SESSIONS_REVOKED,
      app.hub.subscribe(SESSIONS_REVOKED, (data) => {
        const { userId, keepSessionId } = data as { userId?: string; keepSessionId?: string };
        for (const c of [...(this.byUser.get(String(userId)) ?? [])]) if (c.sessionId !== keepSessionId) this.revoke(c);
      }),
    );
    this.unsubscribe.set(
      SESSION_ENDED,
      app.hub.subscribe(SESSION_ENDED, (data) => {
        const { sessionId } = data as { sessionId?: string };
        for (const c of [...(this.bySession.get(String(sessionId)) ?? [])]) this.revoke(c);
      }),
    );
  }

  /** Number of open sockets of a user on this instance. */
  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /**
   * Registers a socket (following no chat yet): from now on a revocation of its session closes it. Past
   * MAX_SOCKETS_PER_SESSION for its session or MAX_SOCKETS_PER_USER for its user, the oldest socket of that session
   * (or user) is closed with CHAT_CLOSE_TOO_MANY_SOCKETS: one actor cannot hold the server's file descriptors.
   */
  add(socket: LiveSocket, owner: SocketOwner): Conn {
    const conn: Conn = { ...owner, socket, chats: new Set(), revoked: false, validated: false };
    this.addTo(this.byUser, owner.userId, conn, `user:${owner.userId}`);
    let same = this.bySession.get(owner.sessionId);
    if (!same) this.bySession.set(owner.sessionId, (same = new Set()));
    same.add(conn);
    // Sets keep insertion order: the first is the oldest.
    while (same.size > MAX_SOCKETS_PER_SESSION) this.evict(same.values().next().value!);
    const ofUser = this.byUser.get(owner.userId);
    while (ofUser && ofUser.size > MAX_SOCKETS_PER_USER) this.evict(ofUser.values().next().value!);
    return conn;
  }

  /**
   * Another socket of the same session and role, already validated and still registered, whose chats the new one can
   * follow without reading the database: a revocation of the session announced since that socket's check would have
   * closed and unregistered it, and one announced from now on closes the new socket too (it is registered).
   */
  validatedSibling(conn: Conn): Conn | null {
    for (const c of this.bySession.get(conn.sessionId) ?? [])
      if (c !== conn && c.validated && !c.revoked && c.role === conn.role) return c;
    return null;
  }

  /** Closes a socket beyond the caps (unregistered at once, like a revoked one). */
  private evict(conn: Conn) {
    this.remove(conn);
    if (conn.socket.readyState === OPEN) conn.socket.close(CHAT_CLOSE_TOO_MANY_SOCKETS, 'too many sockets');
    else conn.socket.terminate();
  }

  remove(conn: Conn) {
    this.removeFrom(this.byUser, conn.userId, conn, `user:${conn.userId}`);
    const same = this.bySession.get(conn.sessionId);
    same?.delete(conn);
    if (same?.size === 0) this.bySession.delete(conn.sessionId);
    for (const id of conn.chats) this.removeFrom(this.byChat, id, conn, `chat:${id}`);
    conn.chats.clear();
  }

  /**
   * Closes the sockets whose session is no longer signed in with the role it had when the socket opened. Revocations
   * are written before they are announced, so a socket registered before this read cannot miss one.
   */
  async revalidate(conns: Conn[]): Promise<boolean> {
    const roles = await liveSessionRoles(this.app.db, [...new Set(conns.map((c) => c.sessionId))]);
    let allValid = true;
    for (const c of conns) {
      if (roles.get(c.sessionId) === c.role && !c.revoked) {
        c.validated = true;
        continue;
      }
      allValid = false;
      c.validated = false;
      this.revoke(c);
    }
    return allValid;
  }

  /** Unregisters the socket at once (no frame reaches it any more) and closes it: the browser re-reads its session. */
  private revoke(conn: Conn) {
    conn.revoked = true;
    this.remove(conn);
    if (conn.socket.readyState === OPEN) conn.socket.close(CHAT_CLOSE_SESSION_REVOKED, 'session revoked');
  }

  join(conn: Conn, chatId: string) {
    if (conn.revoked || conn.chats.has(chatId)) return;
    conn.chats.add(chatId);
    this.addTo(this.byChat, chatId, conn, `chat:${chatId}`);
  }

  /** Sends the messages after each given id (only for chats the socket follows). */
  async catchUp(conn: Conn, cursors: Record<string, number>) {
    for (const [chatId, after] of Object.entries(cursors).slice(0, 100)) {
      // A chat joined after the socket connected (e.g. just created): follow it when the user takes part.
      if (!conn.chats.has(chatId) && (await isParticipant(this.app.db, chatId, conn.userId))) this.join(conn, chatId);
      if (!conn.chats.has(chatId)) continue;
      const missed = await loadMessagesAfter(this.app.db, chatId, after, CHAT_CATCH_UP_LIMIT);
      for (const message of missed) send(conn.socket, { type: 'message', chatId, message });
    }
  }

  close() {
    for (const off of this.unsubscribe.values()) off();
    this.unsubscribe.clear();
    for (const set of this.byUser.values()) for (const c of set) c.socket.terminate();
    this.byChat.clear();
    this.byUser.clear();
    this.bySession.clear();
  }

  private addTo(map: Map<string, Set<Conn>>, key: string, conn: Conn, topic: string) {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
      this.unsubscribe.set(
        topic,
        this.app.hub.subscribe(topic, (data) => void this.onEvent(topic, data as HubEvent)),
      );
    }
    set.add(conn);
  }

  private removeFrom(map: Map<string, Set<Conn>>, key: string, conn: Conn, topic: string) {
    const set = map.get(key);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) {
      map.delete(key);
      this.unsubscribe.get(topic)?.();
      this.unsubscribe.delete(topic);
    }
  }

  private async onEvent(topic: string, event: HubEvent) {
    try {
      if (topic.startsWith('user:')) {
        // The notification centre rides on the same socket: every tab of the person refreshes its bell.
        if (event.type === 'notifications') {
          for (const conn of this.byUser.get(topic.slice(5)) ?? []) send(conn.socket, { type: 'notifications' });
          return;
        }
        // A resource this person can see changed (announced by src/server/queue/live-changes.ts): ids only.
        if (event.type === 'changed') {
          for (const conn of this.byUser.get(topic.slice(5)) ?? [])
            send(conn.socket, { type: 'changed', resource: event.resource });
          return;
        }
        if (event.type !== 'chat') return;
        for (const conn of this.byUser.get(topic.slice(5)) ?? []) {
          this.join(conn, event.chatId);
          send(conn.socket, { type: 'chat', chatId: event.chatId });
        }
        return;
      }
      const chatId = topic.slice(5);
      const conns = this.byChat.get(chatId);
      if (!conns?.size) return;
      let frame: ChatServerFrame | null = null;
      if (event.type === 'message') {
        const message = await loadMessage(this.app.db, Number(event.id));
        if (message) frame = { type: 'message', chatId, message };
      } else if (event.type === 'read') {
        frame = { type: 'read', chatId, userId: event.userId, lastReadMessageId: Number(event.lastReadMessageId) };
      }
      if (frame) for (const conn of this.byChat.get(chatId) ?? []) send(conn.socket, frame);
    } catch (err) {
      this.app.log.warn({ err, topic }, 'chat event delivery failed');
    }
  }
}

/** Sends one frame when the socket is open. */
export function send(socket: LiveSocket, frame: ChatServerFrame) {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
}
