// Reads of the documents table.
import { asc, eq } from 'drizzle-orm';
import type { DocumentInfo } from '@/domain/documents';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/domain/documents';
import type { DbOrTx } from '../db/client';
import { documents } from '../db/schema';

export type DocumentRow = typeof documents.$inferSelect;

/** The columns a document is read with as a credential (expiry checks, licence states, profile refs). */
export const credentialDocColumns = {
  id: documents.id,
  ownerId: documents.ownerId,
  category: documents.category,
  name: documents.name,
  expiresOn: documents.expiresOn,
  meta: documents.meta,
};

/** A worker holds at most 50 documents per category (profile schema), so 9 categories bound the list. */
const MAX_DOCUMENTS = 9 * 50;

/** One document row, or null. */
export async function findDocument(db: DbOrTx, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row ?? null;
}

/** A worker's documents, oldest first within each category (index documents_owner_category_idx). */
export async function listWorkerDocuments(db: DbOrTx, ownerId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.ownerId, ownerId))
    .orderBy(asc(documents.category), asc(documents.uploadedAt))
    .limit(MAX_DOCUMENTS);
}

/** The API view of a row (never the storage key). */
export function documentToApi(row: DocumentRow): DocumentInfo {
  return {
    id: row.id,
    ownerId: row.ownerId,
    category: ((DOCUMENT_CATEGORIES as readonly string[]).includes(row.category)
      ? row.category
      : 'others') as DocumentCategory,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    uploadedAt: row.uploadedAt.toISOString(),
    expiresOn: row.expiresOn,
  };
}
