// Use case: a user closes their own account after re-entering the password. A worker's private data goes (profile,
// documents and their files, saved searches, sessions, links, mail addressed to them); what organizations must keep
// (applications, offers, status history, messages) stays, under the name "Deleted user": the user row is anonymised,
// not deleted, because that history points at it. Recruiters, organization users and admins are deactivated instead.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountClosureFor, MESSAGES, type AccountClosure } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import {
  documents,
  emailTokens,
  notifications,
  notificationSettings,
  outbox,
  savedSearches,
  sentEmails,
  sessions,
  users,
  workerProfiles,
} from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { enqueue } from '../../queue/outbox';
import { announceSessionsRevoked } from '../../queue/session-events';
import { assertAccountPassword } from './account-password';

/** Outbox job: removes one stored file (queued with the deletion, so a failed removal is retried). */
export const STORAGE_DELETE_JOB = 'storage-delete';

/** The email of an anonymised account: unique, and undeliverable (.invalid is reserved, RFC 2606). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** Closes the account of `user` (password checked first); returns what was done. */
export async function closeAccount(app: FastifyInstance, user: SessionUser, password: string): Promise<AccountClosure> {
  await assertAccountPassword(app.db, user.id, password);
  const outcome = accountClosureFor(user.role);
  if (outcome === 'deactivated') {
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ active: false, updatedAt: new Date() }).where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.update(emailTokens).set({ usedAt: new Date() }).where(unusedTokensOf(user.id));
    });
  } else {
    const fileKeys = await app.db.transaction((tx) => deleteWorkerData(tx, user.id));
    // The rows are gone; the files go now, and the queued jobs retry any removal that fails here.
    for (const key of fileKeys)
      await app.storage
        .delete(key)
        .catch((err: unknown) => app.log.warn({ err }, 'file removal failed; retried later'));
  }
  await announceSessionsRevoked(app, user.id);
  return outcome;
}

const unusedTokensOf = (userId: string) => and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt));

/** Deletes a worker's private rows and anonymises the account row, in `tx`; returns the storage keys to remove. */
async function deleteWorkerData(tx: DbOrTx, userId: string): Promise<string[]> {
  const [account] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  const deleted = await tx.delete(documents).where(eq(documents.ownerId, userId)).returning({ key: documents.fileKey });
  // A file another document still points at (copied demo data) stays.
  const shared = deleted.length
    ? await tx
        .select({ key: documents.fileKey })
        .from(documents)
        .where(inArray(documents.fileKey, [...new Set(deleted.map((d) => d.key))]))
    : [];
  const keys = [...new Set(deleted.map((d) => d.key))].filter((k) => !shared.some((s) => s.key === k));
  for (const key of keys) await enqueue(tx, STORAGE_DELETE_JOB, { key }, { dedupeKey: `storage-delete:${key}` });
  await tx.delete(workerProfiles).where(eq(workerProfiles.userId, userId));
  await tx.delete(savedSearches).where(eq(savedSearches.workerId, userId));
  // Their notification centre: the items written for them and their email choices.
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  // Items of other people that name them (a message, an offer move) name "Deleted user" instead.
  await tx
    .update(notifications)
    .set({ data: sql`${notifications.data} || jsonb_build_object('name', ${MESSAGES.account.deletedUserName}::text)` })
    .where(sql`${notifications.data}->>'actorId' = ${userId}`);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const tokens = await tx
    .delete(emailTokens)
    .where(eq(emailTokens.userId, userId))
    .returning({ email: emailTokens.email });
  // Mail addressed to them (their address and any address they asked to move to): the record of what was sent, and
  // anything still queued.
  const addresses = [...new Set([account.email, ...tokens.flatMap((tk) => (tk.email ? [tk.email] : []))])];
  await tx.delete(sentEmails).where(inArray(sentEmails.to, addresses));
  await tx
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.kind, 'mail'), inArray(sql`${outbox.payload}->>'to'`, addresses)),
        and(isNull(outbox.doneAt), sql`${outbox.payload}->>'userId' = ${userId}`),
      ),
    );
  await tx
    .update(users)
    .set({
      email: deletedEmail(userId),
      passwordHash: '',
      firstName: MESSAGES.account.deletedUserName,
      lastName: '',
      phone: null,
      image: null,
      emailVerifiedAt: null,
      active: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return keys;
}

/** Registers the retry job of file removals. */
export function registerStorageDelete(app: FastifyInstance) {
  app.outbox.register(STORAGE_DELETE_JOB, async (payload) => {
    await app.storage.delete(String(payload.key));
  });
}
