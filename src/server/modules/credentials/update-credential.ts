// PATCH /api/credentials/:documentId: the owner edits a credential's expiry and structured fields.
import { eq } from 'drizzle-orm';
import { isoDay } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import type { Credential, UpdateCredentialInput } from '@/domain/profile';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';
import { AppError } from '../../errors';
import { toCredential } from './get-credential-wallet';
import { toCredentialDoc } from './queries';
import { announceWorkerFiles } from '../../queue/live-changes';

/**
 * Updates expiry and meta (credential, number, state, multistate, issuedOn) of the worker's own document; others' ids
 * answer 404.
 */
export async function updateCredential(
  db: DbOrTx,
  workerId: string,
  documentId: string,
  input: UpdateCredentialInput,
  now = new Date(),
): Promise<Credential> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!doc || doc.ownerId !== workerId) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  const meta: Record<string, unknown> = { ...doc.meta };
  for (const key of ['credential', 'number', 'state', 'multistate', 'issuedOn'] as const) {
    if (!(key in input)) continue;
    const value = input[key];
    if (value === null || value === '') delete meta[key];
    else meta[key] = value;
  }
  const issued = (meta.issuedOn as string | undefined) ?? null;
  const expiresOn = 'expiresOn' in input ? (input.expiresOn ?? null) : doc.expiresOn;
  if (issued && expiresOn && issued > expiresOn)
    throw new AppError('BAD_REQUEST', 'The expiry date must be on or after the issue date', {
      expiresOn: 'The expiry date must be on or after the issue date',
    });
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(documents).set({ meta, expiresOn }).where(eq(documents.id, doc.id)).returning();
    await announceWorkerFiles(tx, doc.ownerId);
    return updated;
  });
  return toCredential(toCredentialDoc(row), isoDay(now));
}
