import { describe, expect, it } from 'vitest';
import { jobsNewSince, type JobSearchResponse } from './search-schema';
import { JOB_PAGE_SIZE_MAX, defaultJobSort, jobSearchToParams } from './search-params';
import { jobSearchQuery } from './search-schema';

describe('job board query', () => {
  it('orders by Most relevant when there are words to rank by, else by Newest', () => {
    expect(defaultJobSort('icu nurse')).toBe('relevance');
    expect(defaultJobSort('TX')).toBe('relevance');
    expect(defaultJobSort(undefined)).toBe('newest');
    expect(defaultJobSort(null)).toBe('newest');
    expect(defaultJobSort('   ')).toBe('newest');
    expect(defaultJobSort('--/')).toBe('newest');
  });
  it('parses URL params, coercing numbers', () => {
    expect(
      jobSearchQuery.parse({ q: ' icu ', state: 'GA', min_weekly_pay: '2500', pageSize: '10', sort: 'highest-pay' }),
    ).toEqual({ q: 'icu', state: 'GA', min_weekly_pay: 2500, pageSize: 10, sort: 'highest-pay' });
  });

  it.each([
    [{ state: 'ZZ' }],
    [{ sort: 'cheapest' }],
    [{ pageSize: String(JOB_PAGE_SIZE_MAX + 1) }],
    [{ start_from: '12/01/2026' }],
    [{ min_weekly_pay: '-1' }],
  ])('refuses %j', (input) => {
    expect(jobSearchQuery.safeParse(input).success).toBe(false);
  });

  it('keeps only non-blank filters in the URL and leaves out the default sort and the cursor', () => {
    // With words the default is Most relevant, without them Newest: only the other orders are written.
    expect(
      jobSearchToParams({ q: 'icu', state: '', city: '  ', sort: 'relevance', min_weekly_pay: 0 }).toString(),
    ).toBe('q=icu&min_weekly_pay=0');
    expect(jobSearchToParams({ q: 'icu', sort: 'newest' }).toString()).toBe('q=icu&sort=newest');
    expect(jobSearchToParams({ state: 'GA', sort: 'newest' }).toString()).toBe('state=GA');
    expect(jobSearchToParams({ sort: 'best-match', profession: 'Pharmacist' }).toString()).toBe(
      'profession=Pharmacist&sort=best-match',
    );
    expect(jobSearchToParams({ cursor: 'abc' } as never).toString()).toBe('');
  });
});

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
