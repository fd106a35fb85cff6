// Creates a session row directly (the login route itself is tested in the auth suite).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';
import { hashSessionToken } from '../plugins/auth';

/** Returns a cookie header for a new session of `userId`. */
export async function createSession(app: FastifyInstance, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const id = hashSessionToken(app.config.sessionSecret, token);
  await app.db.insert(sessions).values({ id, userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return `sid=${token}`;
}
