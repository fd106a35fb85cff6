import { describe, expect, it } from 'vitest';
import { fromList, listBackTarget } from './back-to-list';

describe('listBackTarget', () => {
  const list = fromList({ pathname: '/explore-jobs', search: '?profession=RN&terms=Travel+Contract&sort=highest-pay' });

  it('returns to the list the job was opened from, filters and sort kept', () => {
    expect(listBackTarget('/explore-jobs/abc', list)).toBe(
      '/explore-jobs?profession=RN&terms=Travel+Contract&sort=highest-pay',
    );
  });

  it('falls back to the parent page without state or from another page', () => {
    expect(listBackTarget('/explore-jobs/abc', null)).toBe('/explore-jobs');
    expect(listBackTarget('/explore-jobs/abc', { from: '/messages?x=1' })).toBe('/explore-jobs');
    expect(listBackTarget('/explore-jobs/abc', { from: 'https://evil.example/explore-jobs' })).toBe('/explore-jobs');
  });
});
