// Use case: the worker downloads her assignment's work record (issue 45). At Done only, by the worker only. The record
// states the organization, facility, profession and specialty, the agreed dates, the approved hours in total (the
// approved weeks of the timesheet ledger) and, only if she chooses, the organization's review of her with her reply.
// While what it would state is unchanged, the record already issued is handed out again (same number, same bytes);
// otherwise a new record is laid out in the decode pool, sealed with the platform certificate as the contract is,
// stored with its SHA-256 and its facts.
import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { fullName } from '@/domain/shared';
import {
  approvedMinutes,
  canIssueWorkRecord,
  recordEndDate,
  WORK_RECORD_MESSAGES as M,
  workRecordFactsSchema,
  type WorkRecordFacts,
} from '@/domain/work-records';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertOwnApplication } from '../../policies';
import { workRecords } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { assignmentDates } from '../../data/onboarding';
import { ensureSealKey, sealPdf, sha256Hex } from '../../data/contract-seal';
import { renderWorkRecordPdfBytes } from '../../decode/pool';
import { verifyUrlOf } from '../../data/work-records';
import { latestRecord, ledgerWeeks, recordApplication, type RecordApplication } from './queries';
import { reviewFacts } from './review-facts';

/** What the record of this placement states now. */
async function factsOf(db: DbOrTx, a: RecordApplication, includeReview: boolean): Promise<WorkRecordFacts> {
  const dates = await assignmentDates(db, a.id);
  const weeks = await ledgerWeeks(db, a.id);
  const review = includeReview ? await reviewFacts(db, a.id) : null;
  if (includeReview && !review) throw new AppError('CONFLICT', M.noReview, { include_review: M.noReview });
  return workRecordFactsSchema.parse({
    worker_name: fullName(a.workerFirst, a.workerLast),
    organization_name: a.organizationName,
    facility: a.facility,
    profession: a.profession,
    specialty: a.specialty,
    job_title: a.jobTitle,
    start_date: dates.startDate,
    end_date: recordEndDate(dates.endDate, a.endedEarlyOn),
    approved_minutes: approvedMinutes(weeks),
    review,
  });
}

/** The sealed PDF of the placement's record for its worker, and its file name; 404 for anyone else, 409 before Done. */
export async function workRecordPdf(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
  includeReview: boolean,
): Promise<{ id: string; body: Readable; fileName: string }> {
  const a = assertOwnApplication(user, await recordApplication(app.db, applicationId));
  if (!canIssueWorkRecord(a.status)) throw new AppError('CONFLICT', M.notDone);
  const facts = await factsOf(app.db, a, includeReview);
  const fileName = (id: string) => `Work_record_${id}.pdf`;

  const latest = await latestRecord(app.db, a.id, includeReview);
  if (latest && isDeepStrictEqual(workRecordFactsSchema.parse(latest.facts), facts))
    return { id: latest.id, body: await app.storage.get(latest.fileKey), fileName: fileName(latest.id) };

  const id = crypto.randomUUID();
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const pdf = await renderWorkRecordPdfBytes({ id, facts, issuedAt, verifyUrl: verifyUrlOf(app.config.publicUrl, id) });
  const sealed = await sealPdf(pdf, await ensureSealKey(app.db), issuedAt, M.pdf.sealReason);
  const fileKey = `${a.workerId}/${id}.pdf`;
  await app.storage.put(fileKey, sealed, 'application/pdf');
  await app.db.insert(workRecords).values({
    id,
    applicationId: a.id,
    workerId: a.workerId,
    organizationId: a.organizationId,
    sha256: sha256Hex(sealed),
    fileKey,
    facts,
    includesReview: includeReview,
    issuedAt,
  });
  return { id, body: await app.storage.get(fileKey), fileName: fileName(id) };
}
