// Password-reset links as data: voided together when a newer link is sent, one is used, or the password changes.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailTokens } from '../db/schema';

/** Voids every unused reset link of an account (a newer link was sent, one was used, or the password changed). */
export async function voidResetLinks(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'password-reset'), isNull(emailTokens.usedAt)));
}
