// The organization's review of the worker as her work record states it (issue 45), with her reply: each criterion's
// score, the comments, eligible for rehire or the do-not-return reason, and her reply. Labels are the reviews
// feature's (src/domain/reviews).
import { WORK_RECORD_MESSAGES as M, type WorkRecordFacts } from '@/domain/work-records';
import { WORKER_CRITERIA, criterionLabel, doNotReturnReasonLabel, type DoNotReturnReason } from '@/domain/reviews';
import type { DbOrTx } from '../../db/client';
import { reviewOfWorker } from './queries';

/** The organization's review of her as the record states it, with her reply (null: none given). */
export async function reviewFacts(db: DbOrTx, applicationId: string): Promise<WorkRecordFacts['review']> {
  const r = await reviewOfWorker(db, applicationId);
  if (!r) return null;
  const reason = r.doNotReturnReason as DoNotReturnReason | null;
  return {
    // In the criteria's own order (jsonb keeps its keys in an order of its own).
    scores: WORKER_CRITERIA.filter((c) => r.scores[c] !== undefined).map((c) => ({
      label: criterionLabel(c),
      value: `${r.scores[c]} / 5`,
    })),
    comments: r.comments,
    rehire:
      r.eligibleForRehire === false
        ? `${M.review.no} (${M.review.doNotReturn}${reason ? `: ${doNotReturnReasonLabel(reason)}` : ''})`
        : M.review.yes,
    reply: r.reply,
  };
}
