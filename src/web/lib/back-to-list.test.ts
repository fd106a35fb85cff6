import { describe, expect, it } from 'vitest';
import { sameSitePath } from '@/domain/shared';
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

describe('sameSitePath', () => {
  it("is the path and query of this site's page, whichever way its port is written", () => {
    expect(sameSitePath('https://jobs.example/explore-jobs?terms=ICU', 'jobs.example')).toBe('/explore-jobs?terms=ICU');
    expect(sameSitePath('http://localhost/explore-jobs', 'localhost:80')).toBe('/explore-jobs');
    expect(sameSitePath('http://127.0.0.1:3100/explore-jobs?x=1#top', '127.0.0.1:3100')).toBe('/explore-jobs?x=1');
  });

  it('is null for another site, another port, no referrer or not a web address', () => {
    expect(sameSitePath('https://evil.example/explore-jobs', 'jobs.example')).toBeNull();
    expect(sameSitePath('http://127.0.0.1:3300/explore-jobs', '127.0.0.1:3100')).toBeNull();
    expect(sameSitePath('', 'jobs.example')).toBeNull();
    expect(sameSitePath(undefined, 'jobs.example')).toBeNull();
    expect(sameSitePath('javascript:alert(1)', 'jobs.example')).toBeNull();
    expect(sameSitePath('not a url', 'jobs.example')).toBeNull();
  });
});
