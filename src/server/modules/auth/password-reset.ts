// Use cases of a forgotten password: an emailed single-use link valid for 30 minutes, and setting the new password,
// which ends every session of the account.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { emailTokens, sessions, users } from '../../db/schema';
import { hashToken } from '../../security/tokens';
import { hashPassword } from '../../security/passwords';
import { markEmailVerified } from '../../pipeline/mark-email-verified';
import { moveDeps } from '../../pipeline/move-application';
import { enqueue, type MAIL_LANE_KINDS } from '../../queue/outbox';
import { voidResetLinks } from '../../data/reset-links';
import { admitCausedMail, recordCausedMail, type MailCause } from '../../queue/mail-caps';

export const RESET_MINUTES = 30;

/** The outbox job that looks the account up and mails the link (in the mail lane). */
export const PASSWORD_RESET_JOB = 'password-reset' satisfies (typeof MAIL_LANE_KINDS)[number];

/**
 * Takes a reset request: one queued job, the same work whether or not an account has this email, so neither the
 * answer nor its timing tells whether an account exists (issue 34). The job (sendPasswordReset) does the rest. The
 * requests to one address are capped (issue 41) whether or not it has an account, so a 429 tells nothing either.
 */
export async function requestPasswordReset(app: FastifyInstance, emailInput: string): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  const cause: MailCause = { kind: 'password-reset', senderId: null };
  await app.db.transaction(async (tx) => {
    await admitCausedMail(tx, cause, email);
    await enqueue(tx, PASSWORD_RESET_JOB, { email });
    await recordCausedMail(tx, cause, email);
  });
}

/**
 * Emails a reset link when an active account has this email; does nothing otherwise. The new link voids every older
 * one. Sent directly (the job is already in the outbox): a failed send retries the job, with a fresh link.
 */
export async function sendPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const token = crypto.randomBytes(24).toString('base64url');
  const [user] = await app.db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || !user.active) return;
  await app.db.transaction(async (tx) => {
    await voidResetLinks(tx, user.id);
    await tx.insert(emailTokens).values({
      purpose: 'password-reset',
      tokenHash: hashToken(token),
      userId: user.id,
      email,
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
    });
  });
  await app.mailer.deliver({
    to: email,
    subject: MESSAGES.account.resetSubject,
    text: MESSAGES.account.resetText(`${app.config.publicUrl}/reset-password?token=${token}`),
  });
}

/**
 * Sets the new password from a valid, unused, unexpired link; the link and every other reset link of the account
 * stop working, and every session of the account is revoked. Returns the user's id (the caller signs them in).
 */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, hashToken(token)),
          eq(emailTokens.purpose, 'password-reset'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .for('update')
      .limit(1);
    if (!row || !row.userId) throw new AppError('BAD_REQUEST', MESSAGES.errors.invalidToken);
    const now = new Date();
    await voidResetLinks(tx, row.userId, now);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, row.userId), eq(users.active, true)))
      .returning({ id: users.id, emailVerifiedAt: users.emailVerifiedAt });
    if (!user) throw new AppError('BAD_REQUEST', MESSAGES.errors.invalidToken);
    // The link proves the mailbox: an unverified address becomes verified, through the one writer of that fact.
    if (!user.emailVerifiedAt) await markEmailVerified(tx, moveDeps(app), user.id, now);
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    return row.userId;
  });
}
