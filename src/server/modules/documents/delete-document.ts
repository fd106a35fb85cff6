// Use case: a worker deletes one of their documents; its file is removed from storage.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { findDocument } from '../../data/documents';
import { announceWorkerFiles } from '../../queue/live-changes';

/** Deletes the row, then the file (a missing file is not an error). Only the owner may; others get 404. */
export async function deleteDocument(
  deps: { db: Db; storage: Storage },
  ownerId: string,
  documentId: string,
): Promise<void> {
  const doc = await findDocument(deps.db, documentId);
  if (!doc || doc.ownerId !== ownerId) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  await deps.db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.id, doc.id));
    await announceWorkerFiles(tx, ownerId);
  });
  await deps.storage.delete(doc.fileKey);
}
