// Guards shared by the offer use cases: who the caller is on this application, and optimistic concurrency.
import { MESSAGES } from '@/domain/shared';
import type { OfferSide } from '@/domain/offers';
import { AppError } from '../../errors';
import { assertApplicationAccess, isOrgMember, isWorker } from '../../policies';
import type { SessionUser } from '../../plugins/auth';
import type { applications } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { loadApplicationWithJob } from './queries';

/**
 * The caller's side on the application: its worker, or a member of its organization (admin counts as the organization).
 */
export function offerSide(user: SessionUser, app: typeof applications.$inferSelect | undefined): OfferSide {
  const a = assertApplicationAccess(user, app);
  if (isWorker(user)) return 'worker';
  if (!isOrgMember(user, a)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return 'recruiter';
}

/** 409 when the client loaded an older version of the application than the one stored. */
export function assertFresh(app: { version: number }, expected: number | undefined) {
  if (expected !== undefined && expected !== app.version) throw new AppError('CONFLICT', MESSAGES.errors.staleUpdate);
}

/**
 * Locks the application (with its job) for an offer change: 404 unless the caller is its worker or a member of
 * its organization, 409 when the client loaded an older version.
 */
export async function lockForOffer(
  tx: DbOrTx,
  user: SessionUser,
  applicationId: string,
  expectedVersion: number | undefined,
) {
  const row = await loadApplicationWithJob(tx, applicationId, { forUpdate: true });
  const side = offerSide(user, row?.app);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  assertFresh(row.app, expectedVersion);
  return { row, side, a: row.app, from: row.app.status };
}
