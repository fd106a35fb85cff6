// Whether an emailed single-use link (password reset, email change, email verification) can still be used, so its
// page says "already used" or "expired" when it opens, not after the person has typed a new password.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LinkStatus } from '@/domain/shared';
import { emailTokens } from '../../db/schema';
import { hashToken } from '../../security/tokens';

/** The state of the link with this token and purpose; nothing is used up. */
export async function checkEmailLink(
  app: FastifyInstance,
  token: string,
  purpose: 'password-reset' | 'email-change' | 'verify',
  now: Date = new Date(),
): Promise<LinkStatus> {
  const [row] = await app.db
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return 'valid';
}
