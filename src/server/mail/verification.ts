// The email verification link: a single-use token (stored hashed) and its email, queued through the outbox in the
// caller's transaction. Sent at sign-up, on "Resend verification link", and when an unverified worker presses Apply.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, safeNextPath, type Role } from '@/domain/shared';
import type { DbOrTx } from '../db/client';
import { emailTokens } from '../db/schema';
import { hashToken } from '../security/tokens';
import type { MailCause } from '../queue/mail-caps';

/** How long a verification link is valid. */
export const VERIFY_HOURS = 48;

/**
 * Queues an email verification link for the user; `next` is where the verified user goes afterwards. With a dedupe
 * key the email is queued once for that key (the outbox skips a repeat). The email says what `role` can do once verified.
 * It is mail the user causes to the address they gave (issue 41): past the limits the caller is refused with 429, or,
 * with `onLimit: 'skip'`, the email is left out.
 */
export async function queueVerification(
  app: Pick<FastifyInstance, 'config' | 'mailer'>,
  tx: DbOrTx,
  userId: string,
  email: string,
  next?: string | null,
  dedupeKey?: string,
  role: Role = 'worker',
  onLimit: MailCause['onLimit'] = 'refuse',
) {
  const token = crypto.randomBytes(24).toString('base64url');
  await tx.insert(emailTokens).values({
    purpose: 'verify',
    tokenHash: hashToken(token),
    userId,
    email,
    expiresAt: new Date(Date.now() + VERIFY_HOURS * 3_600_000),
  });
  const back = safeNextPath(next);
  const link = `${app.config.publicUrl}/verify-email?token=${token}${back ? `&next=${encodeURIComponent(back)}` : ''}`;
  await app.mailer.queue(
    tx,
    {
      to: email,
      subject: MESSAGES.accountMail.verifySubject,
      text: MESSAGES.accountMail.verifyText(role, link, VERIFY_HOURS),
    },
    dedupeKey,
    { kind: 'verification', senderId: userId, onLimit },
  );
}
