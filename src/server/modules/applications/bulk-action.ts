// Use case: one action on many applications (issue 22). Each application goes through the single-application use case
// (changeApplicationStatus or assignRecruiter) in its own transaction, so a bulk move writes exactly the history,
// webhooks and mail a single move writes; a refused row keeps the rule's message and does not stop the others.
import type { BulkActionInput, BulkActionResult } from '@/domain/applications';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import type { MoveDeps } from '../../pipeline/move-application';
import { assignRecruiter } from './assign-recruiter';
import { changeApplicationStatus } from './change-application-status';

/** Applies `input` to every named application in turn; answers which changed and which were refused (and why). */
export async function bulkAction(
  db: Db,
  deps: MoveDeps,
  user: SessionUser,
  input: BulkActionInput,
): Promise<BulkActionResult> {
  const result: BulkActionResult = { changed: [], refused: [] };
  const decision =
    input.action === 'status' && input.decision_maker
      ? {
          decision_maker: input.decision_maker,
          decision_reason: input.decision_reason ?? '',
          decision_notes: input.decision_notes ?? '',
        }
      : undefined;
  for (const row of input.applications) {
    try {
      if (input.action === 'status') {
        const moved = await changeApplicationStatus(db, deps, user, {
          status: input.status,
          applicationId: row.applicationId,
          ...(row.version !== undefined ? { version: row.version } : {}),
          ...(decision ? { decision } : {}),
        });
        result.changed.push(moved);
      } else {
        const assigned = await assignRecruiter(db, deps, user, {
          applicationId: row.applicationId,
          newRecruiterId: input.newRecruiterId,
          recruiterName: '',
        });
        result.changed.push({
          applicationId: assigned.applicationId,
          status: assigned.status,
          version: assigned.version,
        });
      }
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      result.refused.push({ applicationId: row.applicationId, error: e.code, message: e.message });
    }
  }
  return result;
}
