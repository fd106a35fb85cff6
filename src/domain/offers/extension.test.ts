// The extension window's boundaries (7/13 and 10/13 of the contract's days), the proposal's rules, and the terms in
// force on a day once an extension is accepted (issue 45).
import { describe, expect, it } from 'vitest';
import { EXTENSION_MESSAGES as M } from './extension-messages';
import { extensionEffectiveDate, extensionProposal, extensionWindow, termsInForce } from './extension';

// 13 weeks from Monday 2027-01-04 to Sunday 2027-04-04: 91 days; week 8 starts on day 49, week 10 ends on day 69.
const THIRTEEN = { start_date: '2027-01-04', end_date: '2027-04-04' };

describe('extensionWindow', () => {
  it.each([
    ['2027-02-21', 'before', false], // the last day of week 7
    ['2027-02-22', 'open', true], // the first day of week 8
    ['2027-03-14', 'open', true], // the last day of week 10
    ['2027-03-15', 'after', true], // week 11: no longer the window, still before the end
    ['2027-04-04', 'after', true], // the end date
    ['2027-04-05', 'ended', false],
  ] as const)('on %s a 13-week contract is %s', (today, standing, mayPropose) => {
    expect(extensionWindow(THIRTEEN, today)).toEqual({
      standing,
      opens_on: '2027-02-22',
      closes_on: '2027-03-14',
      may_propose: mayPropose,
    });
  });

  it('scales to another length (26 weeks: from week 15)', () => {
    const w = extensionWindow({ start_date: '2027-01-04', end_date: '2027-07-04' }, '2027-04-12');
    expect(w).toMatchObject({ standing: 'open', opens_on: '2027-04-12', closes_on: '2027-05-23' });
  });

  it('is unknown without both dates', () => {
    expect(extensionWindow({ start_date: '2027-01-04' }, '2027-02-22').standing).toBe('unknown');
  });
});

describe('extensionProposal', () => {
  const open = extensionWindow(THIRTEEN, '2027-02-22');
  const base = { applicationStatus: 'Working', liveOffer: null, window: open, currentEndDate: '2027-04-04' } as const;

  it('is an offer from the organization and a counter offer from the worker', () => {
    expect(extensionProposal({ ...base, side: 'recruiter', endDate: '2027-07-04' })).toEqual({
      ok: true,
      offerStatus: 'Offered',
      kind: 'offer',
    });
    expect(extensionProposal({ ...base, side: 'worker', endDate: '2027-07-04' })).toMatchObject({
      ok: true,
      offerStatus: 'Counter Offer',
    });
  });

  it('refuses an end date on or before the current one, naming end_date', () => {
    for (const endDate of ['2027-04-04', '2027-03-01'])
      expect(extensionProposal({ ...base, side: 'recruiter', endDate })).toEqual({
        ok: false,
        message: M.endDateNotLater('2027-04-04'),
        field: 'end_date',
      });
  });

  it('refuses outside Working, with an offer waiting, and before the window', () => {
    const p = { ...base, side: 'recruiter', endDate: '2027-07-04' } as const;
    expect(extensionProposal({ ...p, applicationStatus: 'Cleared' })).toMatchObject({ message: M.notWorking });
    expect(extensionProposal({ ...p, liveOffer: 'Offered' })).toMatchObject({ message: M.offerPending });
    const before = extensionWindow(THIRTEEN, '2027-02-21');
    expect(extensionProposal({ ...p, window: before })).toMatchObject({ message: M.windowNotOpen('2027-02-22') });
  });
});

describe('termsInForce', () => {
  const contract = { start_date: '2027-01-04', end_date: '2027-04-04', hourly_rate_cents: 5200 };
  const amendment = {
    effective_date: extensionEffectiveDate('2027-04-04'),
    stated: { start_date: '2027-01-04', end_date: '2027-07-04', hourly_rate_cents: 6500 },
  };

  it('starts the day after the end date it extends', () => {
    expect(amendment.effective_date).toBe('2027-04-05');
  });

  it('keeps the contract’s rate before the effective date and runs to the amended end date', () => {
    expect(termsInForce(contract, [amendment], '2027-03-28')).toEqual({ ...contract, end_date: '2027-07-04' });
  });

  it('pays the amended rate from the effective date; the start date never moves', () => {
    const moved = { ...amendment, stated: { ...amendment.stated, start_date: '2027-04-05' } };
    expect(termsInForce(contract, [moved], '2027-04-11')).toEqual({
      start_date: '2027-01-04',
      end_date: '2027-07-04',
      hourly_rate_cents: 6500,
    });
  });

  it('takes the newest amendment in force when there are several', () => {
    const second = { effective_date: '2027-07-05', stated: { end_date: '2027-10-03', hourly_rate_cents: 7000 } };
    expect(termsInForce(contract, [second, amendment], '2027-05-02').hourly_rate_cents).toBe(6500);
    expect(termsInForce(contract, [second, amendment], '2027-07-11')).toMatchObject({
      hourly_rate_cents: 7000,
      end_date: '2027-10-03',
    });
  });
});
