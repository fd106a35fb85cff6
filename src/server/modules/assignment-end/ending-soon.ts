// "Ending soon" (issue 45): the placements the caller sees that end within four weeks, or were ended early and have not
// reached Done yet (domain isEndingSoon). The worker's journey shows her next jobs from it; the recruiter's Working
// list and the organization's dashboard show the list.
import { ENDING_SOON_DAYS, isEndingSoon } from '@/domain/assignment-end';
import { localDateOf, type AssignmentTerms } from '@/domain/pay';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { runningPlacements, type PlacementScope } from './queries';
import { placementScopeOf } from '../../policies';

/** The scope of the caller's list: her own placements (worker), the organization's, or the recruiter's. */
export function endingSoonScope(user: SessionUser): PlacementScope | null {
  return placementScopeOf(user);
}

/** GET /api/assignments/ending-soon. */
export async function endingSoonList(db: DbOrTx, user: SessionUser, now: Date) {
  const scope = endingSoonScope(user);
  if (!scope) return { items: [] };
  const since = new Date(now.getTime() - ENDING_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await runningPlacements(db, scope, since);
  const items = rows.flatMap((r) => {
    const terms = r.terms as unknown as AssignmentTerms;
    const today = localDateOf(terms.time_zone, now.toISOString());
    const terminated = r.terminatedOn !== null;
    const endDate = r.terminatedOn ?? terms.end_date;
    if (!isEndingSoon({ endDate, today, terminated })) return [];
    return [
      {
        application_id: r.id,
        worker_id: r.workerId,
        worker_name: `${r.workerFirst} ${r.workerLast}`.trim(),
        job_title: r.jobTitle,
        gw_job_id: r.gwJobId,
        status: r.status,
        end_date: endDate,
        terminated,
      },
    ];
  });
  return { items };
}
