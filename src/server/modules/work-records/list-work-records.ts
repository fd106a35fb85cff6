// Use case: the worker's work records, newest first (her profile's "Verified assignments"), keyset-paged by
// (issued_at, id), each with the applications she attached it to.
import type { FastifyInstance } from 'fastify';
import type { WorkRecordListResponse } from '@/domain/work-records';
import type { SessionUser } from '../../plugins/auth';
import { attachmentsOf, recordsOfWorker } from './queries';
import { publicRecord } from '../../data/work-records';

const cursorOf = (r: { issuedAt: Date; id: string }) => `${r.issuedAt.toISOString()}|${r.id}`;

function parseCursor(cursor: string | undefined): { issuedAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('|');
  const issuedAt = new Date(at ?? '');
  return Number.isNaN(issuedAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '') ? null : { issuedAt, id: id! };
}

/** One page of the worker's own records. */
export async function listWorkRecords(
  app: FastifyInstance,
  user: SessionUser,
  query: { cursor?: string; limit: number },
): Promise<WorkRecordListResponse> {
  const rows = await recordsOfWorker(app.db, user.id, parseCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const attached = await attachmentsOf(
    app.db,
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => ({
      ...publicRecord(app, r),
      application_id: r.applicationId,
      includes_review: r.includesReview,
      attached_to: attached.get(r.id) ?? [],
    })),
    next_cursor: rows.length > query.limit ? cursorOf(page[page.length - 1]!) : null,
  };
}
