import { describe, expect, it } from 'vitest';
import { describeSearch, jobAlertEmail } from './saved-searches';
import { createSavedSearchInput, normaliseSearch, savedSearchToQuery } from './saved-search-schemas';

describe('saved search filters', () => {
  it('keeps the URL filters, drops the cursor, page size and default sort', () => {
    expect(normaliseSearch('?q=icu&state=GA&cursor=abc&pageSize=5&sort=relevance')).toBe('q=icu&state=GA');
    expect(normaliseSearch('?q=icu&state=GA&sort=newest')).toBe('q=icu&state=GA&sort=newest');
    expect(normaliseSearch('?state=GA&sort=newest')).toBe('state=GA');
    expect(normaliseSearch('min_weekly_pay=2000&sort=highest-pay')).toBe('min_weekly_pay=2000&sort=highest-pay');
    expect(normaliseSearch('')).toBe('');
  });
  it('refuses filters the job board would refuse', () => {
    expect(normaliseSearch('state=ZZ')).toBeNull();
    expect(createSavedSearchInput.safeParse({ name: 'x', query: 'start_from=tomorrow' }).success).toBe(false);
    expect(createSavedSearchInput.parse({ name: ' ICU in GA ', query: 'state=GA' })).toEqual({
      name: 'ICU in GA',
      query: 'state=GA',
      frequency: 'daily',
    });
  });
  it('turns back into the job board query', () => {
    expect(savedSearchToQuery('q=icu&min_weekly_pay=2000')).toEqual({ q: 'icu', min_weekly_pay: 2000 });
    // People's words, not URL keys (issue 42): "Search: ICU nights", never "q: ICU nights".
    expect(describeSearch('q=icu&state=GA')).toBe('Search: icu · State: Georgia');
    expect(describeSearch('q=ICU+nights')).toBe('Search: ICU nights');
    expect(
      describeSearch(
        'profession=Registered+Nurse&specialty=ICU&city=Atlanta&terms=Per+Diem&shift=Nights&min_weekly_pay=2000&start_from=2027-01-04&sort=newest',
      ),
    ).toBe(
      'Profession: Registered Nurse · Specialty: ICU · City: Atlanta · Terms: Per Diem · Shift: Nights · Minimum weekly pay: $2,000.00 · Starts on or after: Jan 4, 2027',
    );
    expect(describeSearch('cursor=abc')).toBe('All open jobs');
    expect(describeSearch('')).toBe('All open jobs');
  });
  it('the alert email links every job and the unsubscribe link', () => {
    const mail = jobAlertEmail(
      'ICU',
      [{ title: 'ICU RN', city: 'Atlanta', state: 'GA', url: 'http://x/explore-jobs/1' }],
      'http://x/u',
    );
    expect(mail).toEqual({
      subject: '1 new job for your saved search "ICU"',
      text: '1 new job matches your saved search "ICU":\n\n- ICU RN, Atlanta, GA\n  http://x/explore-jobs/1\n\nStop these emails: http://x/u',
    });
  });
});
