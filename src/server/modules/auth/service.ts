// Use cases of accounts: sign up, log in, verify email.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@/domain/shared';
import type { Role, SignupInput } from '@/domain/shared';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { emailTokens, organizations, users, workerProfiles } from '../../db/schema';
import { hashToken } from '../../security/tokens';
import { hashPassword, verifyPassword, type HashLane } from '../../security/passwords';
import { announceSessionsChanged } from '../../queue/session-events';
import { queueVerification } from '../../mail/verification';
import { moveDeps } from '../../pipeline/move-application';
import { markEmailVerified } from '../../pipeline/mark-email-verified';

/** A short public worker id, e.g. W-7F3A9C. */
export const newGwWorkerId = () => `W-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Creates an account (a worker, or an organization with its first organization user) and queues the verification email.
 */
export async function signUp(app: FastifyInstance, input: SignupInput) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return app.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw new AppError('CONFLICT', MESSAGES.errors.emailTaken, { email: MESSAGES.errors.emailTaken });
    if (input.role === 'recruiter')
      throw new AppError('BAD_REQUEST', MESSAGES.errors.recruiterSignup, { role: MESSAGES.errors.recruiterSignup });
    let organizationId: string | null = null;
    if (input.role === 'organization') {
      const [org] = await tx
        .insert(organizations)
        .values({ name: input.organization_name || `${input.first_name} ${input.last_name}` })
        .returning({ id: organizations.id });
      organizationId = org.id;
    }
    const [user] = await tx
      .insert(users)
      .values({
        role: input.role,
        email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone ?? null,
        organizationId,
      })
      .returning();
    if (input.role === 'worker')
      await tx.insert(workerProfiles).values({ userId: user.id, gwWorkerId: newGwWorkerId(), profile: {} });
    await queueVerification(app, tx, user.id, email, input.next, undefined, input.role);
    return user;
  });
}

/**
 * Marks the token's user verified through the one writer (markEmailVerified: the flag, the end of the other
 * verification links, the held applications submitted exactly once), in one transaction; refuses unknown, used or
 * expired tokens.
 */
/**
 * Sends the signed-in user's verification link again (nothing for a verified address). One transaction: past the mail
 * limits (429) the new link is not kept either.
 */
export async function resendVerification(
  app: FastifyInstance,
  user: Pick<SessionUser, 'id' | 'email' | 'role' | 'emailVerified'>,
): Promise<void> {
  if (user.emailVerified) return;
  await app.db.transaction((tx) => queueVerification(app, tx, user.id, user.email, undefined, undefined, user.role));
}

/** Marks the token's address verified; answers whose it was (the user's id and role). */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<{ userId: string; role: Role }> {
  const userId = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, hashToken(token)),
          eq(emailTokens.purpose, 'verify'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row || !row.userId) throw new AppError('BAD_REQUEST', MESSAGES.errors.invalidToken);
    await markEmailVerified(tx, moveDeps(app), row.userId);
    return row.userId;
  });
  // Cached sessions carry the verified flag: every instance re-reads them.
  await announceSessionsChanged(app, userId);
  const [u] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return { userId, role: u!.role as Role };
}

/**
 * Checks credentials. Throttling of repeated failures (per address, and per email from an address) is the route's
 * (src/server/security/login-throttle.ts): there is no account-wide lockout anyone could trigger.
 */
export async function logIn(app: FastifyInstance, emailInput: string, password: string, lane: HashLane = 'shared') {
  const email = emailInput.trim().toLowerCase();
  const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = user
    ? await verifyPassword(password, user.passwordHash, lane)
    : await verifyPassword(password, DUMMY_HASH, lane);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', MESSAGES.errors.invalidLogin);
  if (!user.active) throw new AppError('FORBIDDEN', MESSAGES.errors.accountDeactivated);
  return user;
}

// Same work for unknown emails, so response time does not reveal which emails exist.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
