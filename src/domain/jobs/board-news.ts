// What an open board lacks of the server's board now (two people at once: a job posted while a worker reads the board).
// Zod-free, as the board's first view is (tests/e2e/first-view.spec.ts): the answer's type only.
import type { JobSearchResponse } from './search-schema';

/**
 * How many jobs the board's first page as the server has it now (`head`) shows that the board on screen (`shown`: its
 * loaded pages) lacks: jobs posted or reopened since it was drawn. Also counts from the totals (when neither is capped),
 * for a job that sorts below the first page (the board ordered by pay); the larger of the two.
 */
export function jobsNewSince(shown: JobSearchResponse[], head: JobSearchResponse): number {
  const onScreen = new Set(shown.flatMap((page) => page.items.map((job) => job._id)));
  const onHead = head.items.filter((job) => !onScreen.has(job._id)).length;
  const first = shown[0];
  const byTotal =
    first && first.total !== null && head.total !== null && !first.totalCapped && !head.totalCapped
      ? head.total - first.total
      : 0;
  return Math.max(onHead, byTotal, 0);
}
