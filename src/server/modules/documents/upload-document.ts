// Use case: a worker uploads one document (or replaces the file of one of their documents).
// The type is checked on the first bytes (extension AND content), then the whole file is checked for its type in the
// decode pool (src/server/decode), stored under a server-generated key, and the row written once it is stored whole.
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  MAX_DOCUMENTS_PER_CATEGORY,
  MAX_IMAGE_MEGAPIXELS,
  MAX_IMAGE_SIDE,
  detectFileType,
  documentUploadFormFields,
  documentUploadRefusal,
  safeFileName,
} from '@/domain/documents';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { Db, DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';
import { newFileKey, type Storage } from '../../storage/storage';
import { announceWorkerFiles } from '../../queue/live-changes';
import { findDocument, type DocumentRow } from '../../data/documents';
import { checkFileContent } from '../../decode/pool';

/** Bytes read before deciding the type (enough for every signature and a text/SVG sniff). */
const HEAD_BYTES = 4096;

interface Deps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

function fieldValues(part: MultipartFile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const one = Array.isArray(field) ? field[0] : field;
    if (one && one.type === 'field' && typeof one.value === 'string' && one.value !== '') out[name] = one.value;
  }
  return out;
}

/** The display name: the last path segment of what the client sent, made safe, at most 200 characters. */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return safeFileName(base).slice(0, 200);
}

/** Reads the first HEAD_BYTES of a stream; returns them and a stream of the whole content. */
async function peek(stream: Readable): Promise<{ head: Buffer; whole: Readable }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (done) return;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const whole = Readable.from(rest(), { objectMode: false });
  whole.once('close', () => void it.return?.());
  return { head: head.subarray(0, HEAD_BYTES), whole };
}

/** The whole content of a stream. */
async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** How many documents the owner keeps in a category. */
async function countInCategory(db: DbOrTx, ownerId: string, category: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), eq(documents.category, category)));
  return Number(row?.n ?? 0);
}

/** Stores the uploaded file and writes (or updates) the document row. */
export async function uploadDocument(deps: Deps, ownerId: string, part: MultipartFile): Promise<DocumentRow> {
  const values = fieldValues(part);
  const refused = documentUploadRefusal(values);
  if (refused) {
    part.file.resume();
    throw new AppError('BAD_REQUEST', refused.message, refused.fields);
  }
  const fields = documentUploadFormFields.parse(values);
  const previous = fields.documentId ? await findDocument(deps.db, fields.documentId) : null;
  if (fields.documentId && (!previous || previous.ownerId !== ownerId)) {
    part.file.resume();
    throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  }

  // A full category is refused before any byte is stored (and again, under a lock, when the row is written).
  if (!previous && (await countInCategory(deps.db, ownerId, fields.category)) >= MAX_DOCUMENTS_PER_CATEGORY) {
    part.file.resume();
    throw new AppError('CONFLICT', MESSAGES.errors.tooManyDocuments);
  }

  const { head, whole } = await peek(part.file);
  const type = detectFileType(head, part.filename);
  if (!type.ok) {
    whole.destroy();
    part.file.resume();
    throw new AppError('BAD_REQUEST', type.message, { file: type.message });
  }

  // The whole file is read (at most MAX_UPLOAD_BYTES: the multipart limit truncates past it) and checked in the decode
  // pool before any byte is stored (issue 41): a file that does not decode for its type is refused and nothing kept.
  const bytes = await readWhole(whole);
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.errors.tooLarge);
  const checked = await checkFileContent(type.ext, bytes);
  if (!checked.ok) {
    const message =
      checked.reason === 'too-big'
        ? MESSAGES.errors.imageTooBig(MAX_IMAGE_SIDE, MAX_IMAGE_MEGAPIXELS)
        : MESSAGES.errors.fileUnreadable(type.ext);
    throw new AppError('BAD_REQUEST', message, { file: message });
  }

  const key = newFileKey(ownerId, type.ext);
  const { size } = await deps.storage.put(key, bytes, type.contentType);

  const name = fields.name ?? displayName(part.filename);
  try {
    if (previous) {
      const row = await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(documents)
          .set({
            name,
            fileKey: key,
            size,
            contentType: type.contentType,
            expiresOn: fields.expiresOn ?? previous.expiresOn,
            ...(fields.number ? { meta: { ...previous.meta, number: fields.number } } : {}),
            uploadedAt: new Date(),
          })
          .where(eq(documents.id, previous.id))
          .returning();
        await announceWorkerFiles(tx, ownerId);
        return updated;
      });
      await deps.storage
        .delete(previous.fileKey)
        .catch((err) => deps.log.warn({ err, key: previous.fileKey }, 'old document file not deleted'));
      return row;
    }
    return await deps.db.transaction(async (tx) => {
      // Parallel uploads of one owner queue on this lock, so the category limit holds for all of them.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${ownerId}:${fields.category}`}))`);
      if ((await countInCategory(tx, ownerId, fields.category)) >= MAX_DOCUMENTS_PER_CATEGORY)
        throw new AppError('CONFLICT', MESSAGES.errors.tooManyDocuments);
      const [row] = await tx
        .insert(documents)
        .values({
          ownerId,
          category: fields.category,
          name,
          fileKey: key,
          size,
          contentType: type.contentType,
          expiresOn: fields.expiresOn ?? null,
          // A licence's number travels with its document (the checklist's verify rule reads it).
          ...(fields.number ? { meta: { number: fields.number } } : {}),
        })
        .returning();
      await announceWorkerFiles(tx, ownerId);
      return row;
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}
