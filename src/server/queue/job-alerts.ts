// Job alerts are queued where a job is posted (modules/dashboard) and handled by modules/alerts.
import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

export const JOB_ALERT_INSTANT = 'job-alert-instant';
export const JOB_ALERT_SEND = 'job-alert-send';

/** Called where a job is posted (in its transaction when there is one): queues the instant-alert check. */
export function enqueueJobAlert(db: DbOrTx, jobId: string) {
  return enqueue(db, JOB_ALERT_INSTANT, { jobId }, { dedupeKey: `job-alert:${jobId}` });
}
