// Issued work records (issue 45), read by the work record feature, the public verification page and the references
// that count an attached record: a record by number or hash, the records attached to an application, what anyone may
// see of one, and whether one is genuine and unchanged, for anyone. By its number (the verification
// page): the record exists and the stored sealed file still has the SHA-256 it was issued with. By a file (a PDF sent by
// anyone): the file is checked whole in the decode pool, and it is genuine only when its SHA-256 is exactly the issued
// record's (one changed byte changes it).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  verifyPath,
  WORK_RECORD_MESSAGES as M,
  workRecordFactsSchema,
  type PublicWorkRecord,
  type VerifyWorkRecordResponse,
} from '@/domain/work-records';
import { AppError } from '../errors';
import { and, asc, eq } from 'drizzle-orm';
import { applicationWorkRecords, workRecords } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { sha256Hex } from './contract-seal';
import { readWorkRecordPdf } from '../decode/pool';

export type WorkRecordRow = typeof workRecords.$inferSelect;

/** The site's address of a record's verification page. */
export const verifyUrlOf = (publicUrl: string, recordId: string) =>
  `${publicUrl.replace(/\/+$/, '')}${verifyPath(recordId)}`;

/** A record by its number. */
export async function recordById(db: DbOrTx, id: string): Promise<WorkRecordRow | undefined> {
  const [row] = await db.select().from(workRecords).where(eq(workRecords.id, id)).limit(1);
  return row;
}

/** A record by the SHA-256 of its sealed file. */
export async function recordBySha(db: DbOrTx, sha256: string): Promise<WorkRecordRow | undefined> {
  const [row] = await db.select().from(workRecords).where(eq(workRecords.sha256, sha256)).limit(1);
  return row;
}

/** The records attached to an application, in the order they were attached. */
export function attachedRecords(db: DbOrTx, applicationId: string) {
  return db
    .select({ record: workRecords })
    .from(applicationWorkRecords)
    .innerJoin(workRecords, eq(workRecords.id, applicationWorkRecords.workRecordId))
    .where(and(eq(applicationWorkRecords.applicationId, applicationId)))
    .orderBy(asc(applicationWorkRecords.attachedAt));
}

/** A record as anyone may see it. */
export function publicRecord(app: FastifyInstance, r: WorkRecordRow): PublicWorkRecord {
  return {
    id: r.id,
    issued_at: r.issuedAt.toISOString(),
    sha256: r.sha256,
    verify_url: verifyUrlOf(app.config.publicUrl, r.id),
    facts: workRecordFactsSchema.parse(r.facts),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SHA-256 of a stored file, read as a stream. */
async function storedSha256(app: FastifyInstance, key: string): Promise<string | null> {
  try {
    const hash = crypto.createHash('sha256');
    for await (const chunk of await app.storage.get(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch {
    return null;
  }
}

/** The verification of the record numbered `recordId`; null when no record has that number. */
export async function verifyRecordById(
  app: FastifyInstance,
  recordId: string,
): Promise<VerifyWorkRecordResponse | null> {
  if (!UUID.test(recordId)) return null;
  const r = await recordById(app.db, recordId.toLowerCase());
  if (!r) return null;
  const genuine = (await storedSha256(app, r.fileKey)) === r.sha256;
  return { genuine, record: genuine ? publicRecord(app, r) : null };
}

/** Whether `bytes` are a record CareLink issued, unchanged; 400 when they are not a readable PDF. */
export async function verifyRecordFile(app: FastifyInstance, bytes: Buffer): Promise<VerifyWorkRecordResponse> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', M.verify.fileRequired, { file: M.verify.fileRequired });
  const read = await readWorkRecordPdf(bytes);
  if (!read.ok) {
    throw new AppError('BAD_REQUEST', M.verify.notPdf, { file: M.verify.notPdf });
  }
  const sha = sha256Hex(bytes);
  const r = read.recordId ? await recordById(app.db, read.recordId) : await recordBySha(app.db, sha);
  const genuine = !!r && r.sha256 === sha;
  return { genuine, record: genuine ? publicRecord(app, r) : null };
}
