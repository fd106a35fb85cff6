// The worker's work journey: their applications by status, with the job and the current offer.
import type { z } from 'zod';
import type { offerStatusSchema } from '@/domain/applications';
import type { ApplicationStatus } from '@/domain/applications';
import type { DbOrTx } from '../../db/client';
import { countWorkerJourney, listWorkerJourney } from './queries';
import { termsOfRecordSummary } from '../../data/agreed-terms';

/** One page of the worker's applications (optionally one status) plus counts per status. */
export async function workJourney(
  db: DbOrTx,
  workerId: string,
  q: { status?: ApplicationStatus; page: number; pageSize: number },
) {
  const [rows, counts] = await Promise.all([
    listWorkerJourney(db, workerId, { status: q.status, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    countWorkerJourney(db, workerId),
  ]);
  const total = q.status ? (counts[q.status] ?? 0) : Object.values(counts).reduce((s, n) => s + n, 0);
  return {
    items: rows.map((r) => ({
      applicationId: r.app.id,
      job_id: r.app.jobId,
      gw_job_id: r.app.gwJobId,
      title: r.title,
      facility: r.facility,
      city: r.city,
      state: r.state,
      status: r.app.status,
      offer_status: (r.app.offerStatus ?? null) as z.infer<typeof offerStatusSchema> | null,
      current_offer: r.currentOffer,
      terms: termsOfRecordSummary(r),
      version: r.app.version,
      updated_at: r.app.updatedAt.toISOString(),
    })),
    counts,
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
