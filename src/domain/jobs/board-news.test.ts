import { describe, expect, it } from 'vitest';
import { jobsNewSince } from './board-news';
import type { JobSearchResponse } from './search-schema';

describe('jobsNewSince', () => {
  const card = (id: string) => ({ _id: id }) as JobSearchResponse['items'][number];
  const page = (ids: string[], total: number | null, totalCapped = false): JobSearchResponse => ({
    items: ids.map(card),
    nextCursor: null,
    total,
    totalCapped,
  });

  it('is 0 while the first page as it is now has only the cards on screen', () => {
    expect(jobsNewSince([page(['a', 'b'], 2)], page(['a', 'b'], 2))).toBe(0);
  });

  it("counts the jobs on the first page as it is now that none of the board's loaded pages has", () => {
    expect(jobsNewSince([page(['a', 'b'], 4), page(['c', 'd'], null)], page(['n', 'a'], 5))).toBe(1);
    expect(jobsNewSince([page(['a'], 1)], page(['n', 'm', 'a'], 3))).toBe(2);
  });

  it('counts from the totals a job that sorts below the first page (a board ordered by pay), unless a total is capped', () => {
    expect(jobsNewSince([page(['a', 'b'], 40)], page(['a', 'b'], 41))).toBe(1);
    expect(jobsNewSince([page(['a', 'b'], 1000, true)], page(['a', 'b'], 1000, true))).toBe(0);
    expect(jobsNewSince([page(['a', 'b'], 999)], page(['a', 'b'], 1000, true))).toBe(0);
  });

  it('is never below 0: a job closed since leaves nothing to show', () => {
    expect(jobsNewSince([page(['a', 'b'], 2)], page(['a'], 1))).toBe(0);
  });
});
