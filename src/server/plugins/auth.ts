// Session authentication: an opaque random token in an HttpOnly cookie; the database keeps only
// its HMAC, so a leaked database cannot be replayed as cookies. Sessions are revocable rows.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@/domain/shared';
import { batchedRead } from '../db/batched-read';
import { prepareRead } from '../db/client';
import { sessions, users } from '../db/schema';
import { HUB_RESYNC } from '../queue/hub';
import type { WorkLimit } from '../security/work-limit';
import { announceSessionEnded, SESSION_ENDED, SESSIONS_CHANGED, SESSIONS_REVOKED } from '../queue/session-events';
import { setKnownDevice } from '../security/known-device';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

export interface SessionUser {
  id: string;
  role: Role;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  organizationId: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
    createSession: (reply: FastifyReply, userId: string) => Promise<void>;
    destroySession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The route's per-user work limit (e.g. profile exports). When that user's share is already full, the request
     * is refused (429) before the session is looked up, so a flood of refused requests costs no database work.
     */
    workLimit?: WorkLimit;
  }
}

/** Sessions recently seen on work-limited routes and their users: only to refuse early, never to authorize. */
const RECENT_MAX = 10_000;

/** The stored id of a session token: its HMAC with SESSION_SECRET. */
export const hashSessionToken = (secret: string, token: string) =>
  crypto.createHmac('sha256', secret).update(token).digest('hex');

const SESSION_CACHE_MAX = 100_000;

/**
 * Looked-up sessions kept for a short TTL, so a signed-in request does not read the database every time. A user's
 * entries are evicted at once on every instance when their sessions are revoked or their account changes
 * (src/server/queue/session-events.ts).
 */
export class SessionCache {
  /** lru-cache with a TTL per entry (the session's own expiry may come sooner); the oldest leave first when full. */
  private byId = new LRUCache<string, SessionUser>({
    max: SESSION_CACHE_MAX,
    dispose: (user, sessionId) => {
      const ids = this.byUser.get(user.id);
      ids?.delete(sessionId);
      if (ids?.size === 0) this.byUser.delete(user.id);
    },
  });
  private byUser = new Map<string, Set<string>>();
  /**
   * Bumped by every eviction: a lookup that started before an eviction must not cache what it read (the row may be
   * from before the logout or password change that caused the eviction).
   */
  generation = 0;
  constructor(private readonly ttlMs: number) {}

  get(sessionId: string): SessionUser | null {
    return this.byId.get(sessionId) ?? null;
  }

  set(user: SessionUser, expiresAt: Date, readAtGeneration: number) {
    if (this.ttlMs <= 0 || readAtGeneration !== this.generation) return;
    const ttl = Math.min(this.ttlMs, expiresAt.getTime() - Date.now());
    if (ttl <= 0) return;
    this.byId.set(user.sessionId, user, { ttl });
    let ids = this.byUser.get(user.id);
    if (!ids) this.byUser.set(user.id, (ids = new Set()));
    ids.add(user.sessionId);
  }

  evictSession(sessionId: string) {
    this.generation++;
    this.byId.delete(sessionId);
  }

  evictUser(userId: string) {
    this.generation++;
    for (const id of [...(this.byUser.get(userId) ?? [])]) this.byId.delete(id);
    this.byUser.delete(userId);
  }

  clear() {
    this.generation++;
    this.byId.clear();
    this.byUser.clear();
  }
}

type SessionRow = Omit<SessionUser, 'emailVerified'> & {
  emailVerifiedAt: Date | null;
  active: boolean;
  expiresAt: Date;
};

export default fp(async (app) => {
  const hashToken = (token: string) => hashSessionToken(app.config.sessionSecret, token);
  const secure = app.config.nodeEnv === 'production';
  // Unset: 30 s on the embedded PGlite (one process hears every revocation before its response leaves), off on
  // PostgreSQL (another instance hears of it a moment late).
  const cache = new SessionCache(app.config.sessionCacheTtlMs ?? (app.database.kind === 'pglite' ? 30_000 : 0));
  app.decorate('sessionCache', cache);
  const offs = [
    app.hub.subscribe(SESSIONS_REVOKED, (data) => cache.evictUser(String((data as { userId?: string }).userId))),
    app.hub.subscribe(SESSIONS_CHANGED, (data) => cache.evictUser(String((data as { userId?: string }).userId))),
    app.hub.subscribe(SESSION_ENDED, (data) => cache.evictSession(String((data as { sessionId?: string }).sessionId))),
    // Announcements may have been missed while the hub was reconnecting.
    app.hub.subscribe(HUB_RESYNC, () => cache.clear()),
  ];
  app.addHook('onClose', async () => offs.forEach((off) => off()));

  app.decorateRequest('user', null);

  const recentUserBySession = new Map<string, string>();

  /**
   * Session lookups of requests that arrive together share one statement (src/server/db/batched-read.ts), prepared
   * once: the ids go as one array parameter, so every batch size is the same statement.
   */
  const sessionLookup = prepareRead(app.db, 'session_lookup', (on) =>
    on
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        organizationId: users.organizationId,
        active: users.active,
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`,
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      ),
  );
  const sessionReads = batchedRead(async (ids: string[]) => {
    const found = await sessionLookup.execute({ ids, now: new Date() });
    return new Map<string, SessionRow>(found.map((r) => [r.sessionId, r]));
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const sessionId = hashToken(token);
    const workLimit = request.routeOptions.config.workLimit;
    if (workLimit) {
      const known = recentUserBySession.get(sessionId);
      if (known) workLimit.assertRoom(known);
    }
    const cached = cache.get(sessionId);
    if (cached) {
      request.user = { ...cached };
      return;
    }
    const generation = cache.generation;
    const row = await sessionReads.get(sessionId);
    if (!row || !row.active) return;
    request.user = {
      id: row.id,
      role: row.role,
      email: row.email,
      emailVerified: row.emailVerifiedAt !== null,
      firstName: row.firstName,
      lastName: row.lastName,
      organizationId: row.organizationId,
      sessionId: row.sessionId,
    };
    cache.set({ ...request.user }, row.expiresAt, generation);
    if (workLimit) {
      if (recentUserBySession.size >= RECENT_MAX) recentUserBySession.clear();
      recentUserBySession.set(sessionId, row.id);
    }
  });

  // A new session id at every login prevents session fixation.
  app.decorate('createSession', async (reply: FastifyReply, userId: string) => {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await app.db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
    // Every sign-in marks this browser as a known device of the account (its logins survive a flood).
    setKnownDevice(reply, app.config.sessionSecret, userId, secure);
  });

  app.decorate('destroySession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user) {
      await app.db.delete(sessions).where(eq(sessions.id, request.user.sessionId));
      await announceSessionEnded(app, request.user.sessionId);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });
});
