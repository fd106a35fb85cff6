// The one writer of "email verified". Three paths prove a mailbox — the verification link, a password reset link and
// the confirmation of an email change — and all three call this, so each does the same: the flag, the end of the
// account's pending verification links, and the worker's held applications submitted exactly once.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailTokens, users } from '../db/schema';
import type { MoveDeps } from './move-application';
import { submitHeldApplications } from './submit-application';

/**
 * Marks the account's current address verified (at `now`), ends its pending verification links (they have nothing
 * left to prove) and submits the applications held while it was unverified, in `tx`. Held rows are deleted as they
 * are submitted, so running it again — by the same path or another — submits nothing twice. Returns the ids of the
 * applications submitted. The caller announces the session change after commit (cached sessions carry the flag).
 */
export async function markEmailVerified(
  tx: DbOrTx,
  deps: MoveDeps,
  userId: string,
  now: Date = new Date(),
): Promise<{ submitted: string[] }> {
  await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'verify'), isNull(emailTokens.usedAt)));
  const submitted = await submitHeldApplications(tx, deps, userId);
  return { submitted };
}
