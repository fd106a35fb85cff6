// Session announcements on the hub, heard by every instance: revoked sessions (logout everywhere, deactivation, role or
// password change) evict the user's cached sessions and close their sockets; a changed account (name, verified email)
// only evicts the cached sessions; one ended session (logout) evicts that session.
import type { FastifyInstance } from 'fastify';
import type { Hub } from './hub';

/**
 * `{ userId, keepSessionId? }`: every session of the user is revoked (or must be re-read), except `keepSessionId` when
 * given (a password change keeps the session that changed it).
 */
export const SESSIONS_REVOKED = 'sessions.revoked';
/** `{ userId }`: the user's account changed; cached sessions are re-read, nothing is closed. */
export const SESSIONS_CHANGED = 'sessions.changed';
/** `{ sessionId }`: one session ended (logout). */
export const SESSION_ENDED = 'session.ended';

const ECHO_TIMEOUT_MS = 2000;

/**
 * Publishes and resolves once this instance has heard its own announcement back (PostgreSQL delivers it to every
 * listening instance at the same time), so the caller's response leaves after the other instances were told.
 */
async function publishAndHear(hub: Hub, topic: string, data: Record<string, string>) {
  const raw = JSON.stringify(data);
  let off = () => {};
  const heard = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
    off = hub.subscribe(topic, (got) => {
      if (JSON.stringify(got) !== raw) return;
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    await hub.publish(topic, data);
    await heard;
  } finally {
    off();
  }
}

/**
 * Every session of `userId` is revoked: each instance evicts them and closes the user's sockets, but for the sockets of
 * `keepSessionId` (the session that changed the password stays signed in).
 */
export async function announceSessionsRevoked(app: FastifyInstance, userId: string, keepSessionId?: string) {
  app.sessionCache?.evictUser(userId);
  await publishAndHear(app.hub, SESSIONS_REVOKED, keepSessionId ? { userId, keepSessionId } : { userId });
}

/** The account of `userId` changed (name, verified email): each instance re-reads its sessions. */
export async function announceSessionsChanged(app: FastifyInstance, userId: string) {
  app.sessionCache?.evictUser(userId);
  await publishAndHear(app.hub, SESSIONS_CHANGED, { userId });
}

/** One session ended (logout): each instance forgets it. */
export async function announceSessionEnded(app: FastifyInstance, sessionId: string) {
  app.sessionCache?.evictSession(sessionId);
  await publishAndHear(app.hub, SESSION_ENDED, { sessionId });
}
