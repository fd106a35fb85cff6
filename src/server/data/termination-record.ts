// An application's recorded early end (issue 45), as both sides and API v1 read it: the reason, the side, the notice
// and effective dates, and what was still owed when it was recorded (each amount with its clause).
import { eq } from 'drizzle-orm';
import type { TerminationOwed, TerminationReason, TerminationSide } from '@/domain/assignment-end';
import type { DbOrTx } from '../db/client';
import { terminations } from '../db/schema';
import type { ApplicationStatus } from '@/domain/applications';

export type TerminationRow = typeof terminations.$inferSelect;

/** The termination of an application, if any. */
export async function terminationRow(db: DbOrTx, applicationId: string): Promise<TerminationRow | undefined> {
  const [row] = await db.select().from(terminations).where(eq(terminations.applicationId, applicationId)).limit(1);
  return row;
}

/** The recorded termination as answered (terminationResponse), with the application's current status. */
export function terminationView(row: TerminationRow, status: ApplicationStatus) {
  const owed = row.owed as unknown as TerminationOwed;
  // The row's own columns state who ended it, why and when; the stored reckoning adds what was owed then (and its note).
  return {
    ...owed,
    id: row.id,
    application_id: row.applicationId,
    side: row.side as TerminationSide,
    reason_code: row.reasonCode as TerminationReason,
    notice_date: row.noticeDate,
    effective_date: row.effectiveDate,
    status,
    created_at: row.createdAt.toISOString(),
  };
}
