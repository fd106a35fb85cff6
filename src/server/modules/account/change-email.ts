// Use cases of changing the account's email: a request (password re-entered) mails a single-use link to the new
// address and tells the old one; confirming the link moves the account. Until then the old address stays in force.
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type ChangeEmailInput } from '@/domain/shared';
import { AppError } from '../../errors';
import { emailTokens, users } from '../../db/schema';
import { hashToken } from '../../security/tokens';
import { announceSessionsChanged } from '../../queue/session-events';
import { markEmailVerified } from '../../pipeline/mark-email-verified';
import { moveDeps } from '../../pipeline/move-application';
import { assertAccountPassword, isUniqueViolation } from './account-password';

/** How long the confirmation link works (the mail says so: MESSAGES.account.emailChangeText). */
export const EMAIL_CHANGE_HOURS = 48;

const taken = () => new AppError('CONFLICT', MESSAGES.errors.emailTaken, { email: MESSAGES.errors.emailTaken });

/**
 * Mails a confirmation link to the new address and a notice to the current one; only the newest link works. A taken
 * address is refused with 409, as sign-up does: behind the password and a rate limit this tells no more than sign-up
 * already tells anyone. Returns the address waiting for confirmation.
 */
export async function requestEmailChange(app: FastifyInstance, userId: string, input: ChangeEmailInput) {
  const user = await assertAccountPassword(app.db, userId, input.password);
  const email = input.email;
  if (email === user.email)
    throw new AppError('BAD_REQUEST', MESSAGES.account.emailSameAsCurrent, {
      email: MESSAGES.account.emailSameAsCurrent,
    });
  const [other] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (other) throw taken();
  const token = crypto.randomBytes(24).toString('base64url');
  await app.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'email-change'), isNull(emailTokens.usedAt)));
    const [row] = await tx
      .insert(emailTokens)
      .values({
        purpose: 'email-change',
        tokenHash: hashToken(token),
        userId: user.id,
        email,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
      })
      .returning({ id: emailTokens.id });
    const link = `${app.config.publicUrl}/confirm-email?token=${token}`;
    await app.mailer.queue(
      tx,
      { to: email, subject: MESSAGES.account.emailChangeSubject, text: MESSAGES.account.emailChangeText(link) },
      `email-change:${row.id}:confirm`,
      // A link to an address the user typed (issue 41): capped like a verification link.
      { kind: 'verification', senderId: user.id },
    );
    await app.mailer.queue(
      tx,
      {
        to: user.email,
        subject: MESSAGES.account.emailChangeNoticeSubject,
        text: MESSAGES.account.emailChangeNoticeText(email),
      },
      `email-change:${row.id}:notice`,
    );
  });
  return email;
}

/**
 * Moves the account to the address of a valid, unused, unexpired link (which proves that mailbox): the link is used
 * up, earlier reset and verification links (sent to the old address) stop working, and the old address is told.
 * Returns the address now in force.
 */
export async function confirmEmailChange(app: FastifyInstance, token: string): Promise<string> {
  let changed: { userId: string; email: string };
  try {
    changed = await app.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, hashToken(token)),
            eq(emailTokens.purpose, 'email-change'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .for('update')
        .limit(1);
      if (!row?.userId || !row.email) throw new AppError('BAD_REQUEST', MESSAGES.errors.invalidToken);
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update').limit(1);
      if (!user?.active) throw new AppError('BAD_REQUEST', MESSAGES.errors.invalidToken);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, row.email), ne(users.id, user.id)))
        .limit(1);
      if (other) throw taken();
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, user.id),
            inArray(emailTokens.purpose, ['email-change', 'password-reset', 'verify']),
            isNull(emailTokens.usedAt),
          ),
        );
      await tx.update(users).set({ email: row.email, updatedAt: now }).where(eq(users.id, user.id));
      // The link proves the new mailbox, through the one writer of "email verified".
      await markEmailVerified(tx, moveDeps(app), user.id, now);
      await app.mailer.queue(
        tx,
        {
          to: user.email,
          subject: MESSAGES.account.emailChangedNoticeSubject,
          text: MESSAGES.account.emailChangedNoticeText(row.email),
        },
        `email-change:${row.id}:changed`,
      );
      return { userId: user.id, email: row.email };
    });
  } catch (err) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  // Cached sessions carry the email: every instance re-reads them.
  await announceSessionsChanged(app, changed.userId);
  return changed.email;
}
