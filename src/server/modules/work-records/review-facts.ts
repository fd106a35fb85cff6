// The organization's review of the worker as her work record states it (issue 45), with her reply: each criterion's
// score, the comments, eligible for rehire or the do-not-return reason, and her reply. Labels are the reviews
// feature's words for its criteria and reasons, read from their keys until its catalogue lands.
import { WORK_RECORD_MESSAGES as M, type WorkRecordFacts } from '@/domain/work-records';
import type { DbOrTx } from '../../db/client';
import { reviewOfWorker } from './queries';

const words = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
const criterionLabel = words;
const doNotReturnReasonLabel = words;
type ReviewCriterion = string;
type DoNotReturnReason = string;

/** The organization's review of her as the record states it, with her reply (null: none given). */
export async function reviewFacts(db: DbOrTx, applicationId: string): Promise<WorkRecordFacts['review']> {
  const r = await reviewOfWorker(db, applicationId);
  if (!r) return null;
  const reason = r.doNotReturnReason as DoNotReturnReason | null;
  return {
    scores: Object.entries(r.scores).map(([k, v]) => ({
      label: criterionLabel(k as ReviewCriterion),
      value: `${v} / 5`,
    })),
    comments: r.comments,
    rehire:
      r.eligibleForRehire === false
        ? `${M.review.no} (${M.review.doNotReturn}${reason ? `: ${doNotReturnReasonLabel(reason)}` : ''})`
        : M.review.yes,
    reply: r.reply,
  };
}
