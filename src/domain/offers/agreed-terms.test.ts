import { describe, expect, it } from 'vitest';
import { acceptsOffer, agreedTerms, agreedTermsLabel, agreedTermsSummary, jobOnTermsOfRecord } from './agreed-terms';
import { postedOfferTerms } from './offer-terms';

const job = postedOfferTerms({
  pay: { hourly_rate: 30, non_taxable_weekly: 1008, weekly_rate: 9999 },
  hours: { hours_per_week: 40 },
  location: { facility_parent_system: 'HCA Healthcare', holidays: ['Christmas Day'], miles_from_facility: 25 },
  requirements: { auto_offer: true },
});
const versions = [
  { version: 1, terms: { pay: { hourly_rate: 30 } } },
  { version: 2, terms: { pay: { hourly_rate: 34 } } },
  { version: 3, terms: { pay: { hourly_rate: 32.7 } } },
];

describe('agreedTerms: the terms of record of an application', () => {
  it('posted terms keep every location term and drop stored derived pay', () => {
    expect(job).toEqual({
      pay: { hourly_rate: 30, non_taxable_weekly: 1008 },
      hours: { hours_per_week: 40 },
      location: { facility_parent_system: 'HCA Healthcare', holidays: ['Christmas Day'], miles_from_facility: 25 },
    });
  });

  it.each([
    { accepted: 3, standing: 'agreed', version: 3, weekly: 2316, label: 'Agreed terms (accepted version 3)' },
    { accepted: 2, standing: 'agreed', version: 2, weekly: 2368, label: 'Agreed terms (accepted version 2)' },
    {
      accepted: null,
      standing: 'offered',
      version: 3,
      weekly: 2316,
      label: 'Current offer (version 3, not yet accepted)',
    },
  ])('accepted $accepted → $standing v$version at $weekly', ({ accepted, standing, version, weekly, label }) => {
    const t = agreedTerms(job, [...versions].reverse(), accepted);
    expect([t.standing, t.version, t.terms.pay?.weekly_rate]).toEqual([standing, version, weekly]);
    expect(agreedTermsLabel(t)).toBe(label);
    expect(t.terms.location).toEqual(job.location);
  });

  it('without offers the posted terms stand, pay derived by the pay model', () => {
    const t = agreedTerms(job, [], null);
    expect(agreedTermsSummary(t)).toEqual({
      standing: 'posted',
      version: null,
      weekly_rate: 2208,
      hourly_rate: 30,
      non_taxable_weekly: 1008,
      hours_per_week: 40,
    });
    expect(agreedTermsLabel(t)).toBe('Posted terms (no offer yet)');
  });

  it('only Offered → Onboarding accepts an offer', () => {
    expect(acceptsOffer('Offered', 'Onboarding')).toBe(true);
    expect(acceptsOffer('Offered', 'Rejected')).toBe(false);
    expect(acceptsOffer('Submitted', 'Onboarding')).toBe(false);
    expect(acceptsOffer(null, 'Onboarding')).toBe(false);
  });
});

describe('jobOnTermsOfRecord: a job as the placement stands (issue 42, item 5)', () => {
  const posted = {
    title: 'ICU RN',
    pay: { hourly_rate: 30, non_taxable_weekly: 1008, weekly_rate: 2208, pay_frequency: 'Weekly' },
    hours: { hours_per_week: 40 },
    schedule: { start_date: '2027-01-04', shift_time: 'Nights' },
  };

  it('after acceptance every term group carries the agreed figures, the rest of the job as posted', () => {
    const shown = jobOnTermsOfRecord(posted, agreedTerms(postedOfferTerms(posted), versions, 3));
    expect(shown.title).toBe('ICU RN');
    expect(shown.pay).toMatchObject({ hourly_rate: 32.7, weekly_rate: 2316, pay_frequency: 'Weekly' });
    expect(shown.schedule).toEqual(posted.schedule);
    expect(posted.pay.weekly_rate).toBe(2208); // the posted job is left as it was
  });

  it('before acceptance the job is shown as posted', () => {
    expect(jobOnTermsOfRecord(posted, agreedTerms(postedOfferTerms(posted), versions, null))).toBe(posted);
  });
});
