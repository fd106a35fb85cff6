// The public board's first jobs for the HTML the server sends (newest first, through jobs_open_page_idx).
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs, organizations } from '../../db/schema';

/** What the server-drawn board shows of a job. */
export interface BoardRow {
  id: string;
  title: string;
  organizationName: string | null;
  city: string;
  state: string;
  facility: string | null;
  shiftTime: string | null;
  startDate: string | null;
  weeklyRate: number | null;
}

/** The newest open jobs, as the board's first page without filters lists them. */
export function newestOpenJobs(db: DbOrTx, limit: number): Promise<BoardRow[]> {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      organizationName: organizations.name,
      city: jobs.city,
      state: jobs.state,
      facility: jobs.facility,
      shiftTime: jobs.shiftTime,
      startDate: jobs.startDate,
      weeklyRate: jobs.weeklyRate,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(jobs.status, 'open'))
    .orderBy(sql`${jobs.datePosted} desc nulls last`, asc(jobs.id))
    .limit(limit);
}
