// Use cases: the worker attaches one of her work records to one of her applications in place of a reference (issue 45)
// — it counts as a named and answered reference (domain countedReferences), so an open references item becomes
// Submitted once the count is met, as when a referee answers —, and the records attached to an application, for
// whoever may see it.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { WORK_RECORD_MESSAGES as M, canAttachWorkRecord, type PublicWorkRecord } from '@/domain/work-records';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { assertApplicationAccess, assertOwnApplication, assertOwnWorkRecord } from '../../policies';
import { applicationWorkRecords, applications, statusHistory } from '../../db/schema';
import { attachedRecords, publicRecord, recordById } from '../../data/work-records';
import { applicationForReferences } from './queries';
import { submitReferencesItem } from './answer-reference';
import { announceReferences } from './manage-referees';

/** Attaches her record `recordId` to her application; 404 for anyone else's, 409 once the placement is cleared. */
export async function attachWorkRecord(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
  recordId: string,
): Promise<PublicWorkRecord[]> {
  await app.db.transaction(async (tx) => {
    const a = assertOwnApplication(user, await applicationForReferences(tx, applicationId));
    const record = await recordById(tx, recordId);
    if (!record || record.workerId !== user.id)
      throw new AppError('NOT_FOUND', M.profile.notYours, { record_id: M.profile.notYours });
    assertOwnWorkRecord(user, record);
    if (!canAttachWorkRecord(a.status)) throw new AppError('CONFLICT', M.profile.cannotAttach);
    const added = await tx
      .insert(applicationWorkRecords)
      .values({ applicationId: a.id, workRecordId: record.id })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0)
      throw new AppError('CONFLICT', M.profile.alreadyAttached, { record_id: M.profile.alreadyAttached });
    await tx.insert(statusHistory).values({
      applicationId: a.id,
      fromStatus: a.status,
      toStatus: a.status,
      kind: 'reference',
      notes: M.history.attached(record.id),
    });
    await submitReferencesItem(tx, a, new Date());
    await announceReferences(tx, a, true);
  });
  return attachedWorkRecords(app, user, applicationId);
}

/** The records attached to an application (the worker, her organization's side and admins; 404 for anyone else). */
export async function attachedWorkRecords(
  app: FastifyInstance,
  user: SessionUser,
  applicationId: string,
): Promise<PublicWorkRecord[]> {
  const [a] = await app.db
    .select({ id: applications.id, workerId: applications.workerId, organizationId: applications.organizationId })
    .from(applications)
    .where(and(eq(applications.id, applicationId)))
    .limit(1);
  assertApplicationAccess(user, a);
  return (await attachedRecords(app.db, applicationId)).map((r) => publicRecord(app, r.record));
}
