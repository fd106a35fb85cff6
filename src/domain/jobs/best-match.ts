// The Best match order of the job board: by the match percent each card shows (matchScore), then newest, then id.

/** What Best match orders a job by: the percent its card shows (null without a profile), when posted, its id. */
export interface BestMatchKey {
  percent: number | null;
  /** The job is of another profession than the worker's (matchScore): it ranks below every job of their own. */
  otherProfession: boolean;
  /** When the job was posted, as a number that orders like the time (e.g. microseconds since the epoch). */
  posted: number;
  id: string;
}

/**
 * Best match order, a total order: the worker's own profession first, then higher percent (no percent last), then
 * newest, then id ascending (lower-case UUID text orders like PostgreSQL's uuid).
 */
export function compareBestMatch(a: BestMatchKey, b: BestMatchKey): number {
  if (a.otherProfession !== b.otherProfession) return a.otherProfession ? 1 : -1;
  const pa = a.percent ?? -1;
  const pb = b.percent ?? -1;
  if (pa !== pb) return pb - pa;
  if (a.posted !== b.posted) return b.posted - a.posted;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One page of `items` in Best match order: the first `pageSize` that come after `after` (the previous page's last
 * key; null for the first page), and the key to continue from (null on the last page). Keyed, not offset, so a page
 * never repeats or skips a job that was already ranked.
 */
export function bestMatchPage<T extends BestMatchKey>(
  items: readonly T[],
  pageSize: number,
  after: BestMatchKey | null,
): { page: T[]; next: BestMatchKey | null } {
  const ranked = (after ? items.filter((i) => compareBestMatch(i, after) > 0) : [...items]).sort(compareBestMatch);
  const page = ranked.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    page,
    next:
      ranked.length > pageSize
        ? { percent: last.percent, otherProfession: last.otherProfession, posted: last.posted, id: last.id }
        : null,
  };
}
