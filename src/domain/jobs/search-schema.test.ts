import { describe, expect, it } from 'vitest';
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
