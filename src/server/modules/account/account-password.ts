// The re-entered password that guards account changes (email, deletion).
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../security/passwords';

/** The account's row when `password` is its password; a 400 on the password field otherwise. */
export async function assertAccountPassword(db: DbOrTx, userId: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !user.active || !(await verifyPassword(password, user.passwordHash)))
    throw new AppError('BAD_REQUEST', MESSAGES.account.wrongPassword, { password: MESSAGES.account.wrongPassword });
  return user;
}

/** True when a database error (or one of its causes) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
