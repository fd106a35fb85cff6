// When a posted job is filled (issue 42, item 15): a job has a number of openings (1 unless it says more), and once as
// many placements are Working or Done it closes on its own (it leaves the public board and the sitemap), unless the
// organization chose to keep it open (a setting on the job).
import { z } from 'zod';
import '../shared/validation';

/** The statuses of a placement that fills an opening: the worker is on the assignment, or finished it. */
export const FILLING_STATUSES = ['Working', 'Done'] as const;

/** The job's `filling` group: its openings and whether it stays open once they are filled. */
export const jobFillingSchema = z.object({
  openings: z.number().int().min(1).max(100),
  keep_open_when_filled: z.boolean(),
});
export type JobFilling = z.infer<typeof jobFillingSchema>;

/** The job's openings (1 when it does not say). */
export function jobOpenings(filling: Partial<JobFilling> | null | undefined): number {
  return filling?.openings ?? 1;
}

/** True when a job with `filled` placements in FILLING_STATUSES closes: its openings are filled and it is not kept open. */
export function closesWhenFilled(filling: Partial<JobFilling> | null | undefined, filled: number): boolean {
  return !filling?.keep_open_when_filled && filled >= jobOpenings(filling);
}
