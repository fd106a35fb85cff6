// The first administrator of a new deployment (`npm run admin:create -- --email …`, issue 34): created on a database
// with no administrator yet, with no password anyone knows; the command prints a single-use link (30 minutes) where
// the person sets one. Nothing goes through the mail (which may not be configured yet) or the shell history.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailSchema, lineText } from '@/domain/shared';
import type { Db } from '../../db/client';
import { emailTokens, users } from '../../db/schema';
import { hashToken } from '../../security/tokens';
import { hashPassword } from '../../security/passwords';

/** How long the printed link to set the password stays valid. */
export const FIRST_ADMIN_LINK_MINUTES = 30;

/** Why the first administrator was not created (printed by the command). */
export class FirstAdminError extends Error {}

/**
 * Creates the administrator and answers the link to set their password. Refuses when an administrator exists (later
 * administrators are made on the roles page) or the email is taken or not an email address.
 */
export async function createFirstAdmin(
  db: Db,
  publicUrl: string,
  input: { email: string; firstName?: string; lastName?: string },
): Promise<{ userId: string; link: string }> {
  const email = emailSchema.safeParse(input.email.trim().toLowerCase());
  if (!email.success) throw new FirstAdminError(`Not an email address: ${input.email}`);
  const firstName = lineText(100).parse(input.firstName ?? 'Admin') || 'Admin';
  const lastName = lineText(100).parse(input.lastName ?? '');
  const token = crypto.randomBytes(24).toString('base64url');
  // An unguessable password nobody is told: the link sets the real one.
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const userId = await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (admin) throw new FirstAdminError('An administrator already exists: add more on the roles page.');
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.data)).limit(1);
    if (taken) throw new FirstAdminError(`An account with ${email.data} already exists.`);
    const [user] = await tx
      .insert(users)
      .values({ role: 'admin', email: email.data, passwordHash, firstName, lastName, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    await tx.insert(emailTokens).values({
      purpose: 'password-reset',
      tokenHash: hashToken(token),
      userId: user.id,
      email: email.data,
      expiresAt: new Date(Date.now() + FIRST_ADMIN_LINK_MINUTES * 60_000),
    });
    return user.id;
  });
  return { userId, link: `${publicUrl}/reset-password?token=${token}` };
}
