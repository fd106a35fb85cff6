// The outbox's check of mail a user causes (issue 41, domain MAIL_LIMITS): before an email of a capped kind is queued,
// the sends of the last 24 hours to that address, by that account and by its organization are read (mail_sends), under
// a lock per address and per sender so concurrent requests are counted one after the other. Past a limit the caller's
// transaction is refused with 429 and when it can be sent again, so nothing it was about to write (the email, a new
// link) is kept.
import { and, eq, gt, sql } from 'drizzle-orm';
import { mailLimitRefusal, mailRefusalMessage, type CappedMailKind } from '@/domain/notifications';
import type { DbOrTx } from '../db/client';
import { mailSends } from '../db/schema';
import { AppError } from '../errors';

/** Who caused an email of a capped kind, and what happens past a limit. */
export interface MailCause {
  kind: CappedMailKind;
  /** The signed-in account that caused it; null for a signed-out request (a password reset). */
  senderId: string | null;
  /** The organization of the sender when they act for one (an invitation). */
  organizationId?: string | null;
  /**
   * Past a limit: refuse the request (429, the default), or skip this email silently when it is a side effect of
   * something else the user did (the verification link an unverified worker's Apply re-sends).
   */
  onLimit?: 'refuse' | 'skip';
}

const DAY_MS = 24 * 60 * 60_000;

const lock = (tx: DbOrTx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * Decides whether an email of `cause` to `to` may be queued now: true when it may, false when it is skipped
 * (onLimit 'skip'); throws AppError 429 otherwise. Must run in the transaction that queues the email.
 */
export async function admitCausedMail(tx: DbOrTx, cause: MailCause, to: string, now = new Date()): Promise<boolean> {
  const recipient = to.trim().toLowerCase();
  await lock(tx, `mail-cap:to:${recipient}`);
  if (cause.senderId) await lock(tx, `mail-cap:from:${cause.senderId}`);
  const since = new Date(now.getTime() - DAY_MS);
  const times = async (where: ReturnType<typeof and>) =>
    (
      await tx
        .select({ at: mailSends.createdAt })
        .from(mailSends)
        .where(and(where, gt(mailSends.createdAt, since)))
    ).map((r) => r.at);
  const refusal = mailLimitRefusal(
    {
      kind: cause.kind,
      toRecipient: await times(and(eq(mailSends.recipient, recipient), eq(mailSends.kind, cause.kind))),
      bySender: cause.senderId ? await times(eq(mailSends.senderId, cause.senderId)) : null,
      byOrganization: cause.organizationId ? await times(eq(mailSends.organizationId, cause.organizationId)) : null,
    },
    now,
  );
  if (!refusal) return true;
  if (cause.onLimit === 'skip') return false;
  throw new AppError(
    'RATE_LIMITED',
    mailRefusalMessage(refusal),
    undefined,
    (refusal.retryAt.getTime() - now.getTime()) / 1000,
  );
}

/** Records a queued email of `cause` to `to` (what admitCausedMail counts). */
export async function recordCausedMail(tx: DbOrTx, cause: MailCause, to: string, now = new Date()): Promise<void> {
  await tx.insert(mailSends).values({
    kind: cause.kind,
    recipient: to.trim().toLowerCase(),
    senderId: cause.senderId,
    organizationId: cause.organizationId ?? null,
    createdAt: now,
  });
}
