// Session authentication: an opaque random token in an HttpOnly cookie; the database keeps only
// its HMAC, so a leaked database cannot be replayed as cookies. Sessions are revocable rows.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@/domain/shared';
import { sessions, users } from '../db/schema';

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
    createSession: (reply: FastifyReply, userId: string) => Promise<void>;
    destroySession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The stored id of a session token: its HMAC with SESSION_SECRET. */
export const hashSessionToken = (secret: string, token: string) =>
  crypto.createHmac('sha256', secret).update(token).digest('hex');

export default fp(async (app) => {
  const hashToken = (token: string) => hashSessionToken(app.config.sessionSecret, token);
  const secure = app.config.nodeEnv === 'production';

  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const [row] = await app.db
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
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
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
  });

  // A new session id at every login prevents session fixation.
  app.decorate('createSession', async (reply: FastifyReply, userId: string) => {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await app.db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
  });

  app.decorate('destroySession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user) await app.db.delete(sessions).where(eq(sessions.id, request.user.sessionId));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });
});
