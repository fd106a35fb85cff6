// The one pay model: for any inputs the derived values satisfy their identities to the cent, derived values sent or
// stored are never used, and old-vs-new compares fully resolved terms after normalisation.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DERIVED_PAY_KEYS,
  missingPayInputErrors,
  missingPayInputs,
  payBreakdown,
  termsPay,
  withDerivedPay,
  withoutDerivedPay,
} from './pay';
import {
  changedOfferTerms,
  compareOfferVersions,
  normalizeTermValue,
  resolvedTerms,
  type OfferTerms,
} from './offer-terms';

/** Half-up division of non-negative BigInts: the exact "round once to the cent". */
const divRound = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);
const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));
const isWholeCents = (n: number | null) => n === null || Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

// Money in cents up to $5,000/h, hours in quarter hours up to 168, a stipend up to $5,000 a week.
const hourlyCents = fc.integer({ min: 1, max: 500_000 });
const quarterHours = fc.integer({ min: 1, max: 672 });
const stipendCents = fc.integer({ min: 0, max: 500_000 });

describe('pay model identities (property)', () => {
  it('taxable weekly = hourly × hours, weekly total = taxable weekly + stipend, feels like = total ÷ hours, to the cent', () => {
    fc.assert(
      fc.property(hourlyCents, quarterHours, stipendCents, (hc, q, sc) => {
        const hours = q / 4;
        const b = payBreakdown({ hourly_rate: hc / 100, non_taxable_weekly: sc / 100 }, hours);
        const taxable = divRound(BigInt(hc) * BigInt(q), 4n); // hc × q/4, rounded once
        expect(cents(b.taxableWeekly)).toBe(Number(taxable));
        expect(cents(b.weeklyTotal)).toBe(Number(taxable) + sc);
        expect(cents(b.feelsLikeHourly)).toBe(Number(divRound((taxable + BigInt(sc)) * 4n, BigInt(q))));
        for (const v of [b.taxableWeekly, b.weeklyTotal, b.feelsLikeHourly]) expect(isWholeCents(v)).toBe(true);
        expect(b.hoursPerWeek).toBe(hours);
        expect(b.overtimeMinimum).toBe(Number(divRound(BigInt(hc) * 3n, 2n)) / 100);
        expect(b.stipendFlag !== null).toBe(sc > 124_600);
      }),
    );
  });

  it('derived values sent with the inputs never change the result', () => {
    const garbage = fc.record(
      { taxable_weekly: fc.double({ noNaN: true }), weekly_rate: fc.double(), feels_like_hourly: fc.anything() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(hourlyCents, quarterHours, stipendCents, garbage, (hc, q, sc, junk) => {
        const inputs = {
          pay: { hourly_rate: hc / 100, non_taxable_weekly: sc / 100 },
          hours: { hours_per_week: q / 4 },
        };
        const sent = { ...inputs, pay: { ...inputs.pay, ...junk } };
        expect(withDerivedPay(sent)).toEqual(withDerivedPay(inputs));
        expect(termsPay(sent)).toEqual(termsPay(inputs));
        // Deriving twice is deriving once.
        expect(withDerivedPay(withDerivedPay(sent))).toEqual(withDerivedPay(inputs));
      }),
    );
  });

  it('round once: 45.555/h for 36 h is 1,639.98 a week (not 45.56 × 36 = 1,640.16)', () => {
    expect(payBreakdown({ hourly_rate: 45.555 }, 36).taxableWeekly).toBe(1639.98);
    expect(payBreakdown({ hourly_rate: 33.333 }, 36).taxableWeekly).toBe(1199.99);
    expect(payBreakdown({ hourly_rate: 0.1 }, 3).taxableWeekly).toBe(0.3);
  });
});

describe('inputs and derived fields', () => {
  it('drops the derived fields and nothing else', () => {
    expect(DERIVED_PAY_KEYS).toEqual(['taxable_weekly', 'weekly_rate', 'feels_like_hourly']);
    expect(withoutDerivedPay({ pay: { hourly_rate: 1, weekly_rate: 2, bonuses: ['x'] }, hours: {} })).toEqual({
      pay: { hourly_rate: 1, bonuses: ['x'] },
      hours: {},
    });
    expect(withoutDerivedPay({ pay: { feels_like_hourly: 3 } })).toEqual({});
  });

  it.each([
    [{ pay: { hourly_rate: 50 }, hours: { hours_per_week: 36 } }, []],
    [{ pay: { hourly_rate: 50 } }, ['hours.hours_per_week']],
    [{ pay: { taxable_weekly: 1800, weekly_rate: 3000 }, hours: { hours_per_week: 36 } }, ['pay.hourly_rate']],
    [{ pay: { hourly_rate: 0 }, hours: { hours_per_week: -1 } }, ['pay.hourly_rate', 'hours.hours_per_week']],
    [null, ['pay.hourly_rate', 'hours.hours_per_week']],
  ])('missing required inputs of %j: %j', (terms, missing) => {
    expect(missingPayInputs(terms)).toEqual(missing);
  });

  it('names the missing fields in words from the catalogue', () => {
    expect(missingPayInputErrors(['pay.hourly_rate', 'hours.hours_per_week'], 'terms.')).toEqual({
      message: 'The pay cannot be worked out without: Taxable hourly rate, Hours per week.',
      fields: {
        'terms.pay.hourly_rate': 'Taxable hourly rate is required to work out the pay.',
        'terms.hours.hours_per_week': 'Hours per week is required to work out the pay.',
      },
    });
  });
});

describe('old vs new on resolved terms', () => {
  const posted: OfferTerms = {
    pay: {
      hourly_rate: 50,
      non_taxable_weekly: 1100,
      bonuses: ['Completion Bonus', 'Sign-on'],
      pay_frequency: 'Weekly',
    },
    hours: { hours_per_week: 36, weeks_per_contract: 13 },
    schedule: { start_date: '2027-01-04', rto_dates: [] },
    location: { city: 'Austin', state: 'TX' },
  };

  it('a first offer is compared with the posted terms', () => {
    const first = { terms: { ...posted, pay: { ...posted.pay, hourly_rate: 52 } } };
    const c = compareOfferVersions(posted, [first]);
    expect(c.beforeIsPosted).toBe(true);
    expect(c.before.pay).toMatchObject({ hourly_rate: 50, taxable_weekly: 1800, weekly_rate: 2900 });
    expect(c.after.pay).toMatchObject({ hourly_rate: 52, taxable_weekly: 1872, weekly_rate: 2972 });
    expect(c.changed).toEqual(['pay.hourly_rate', 'pay.taxable_weekly', 'pay.weekly_rate', 'pay.feels_like_hourly']);
  });

  it('a counter with only a new hourly rate (and stale derived values) marks hourly and what it derives', () => {
    const offer = { terms: posted };
    const counter = { terms: { pay: { hourly_rate: 60, taxable_weekly: 1872, weekly_rate: 3601 } } };
    const c = compareOfferVersions(posted, [offer, counter]);
    expect(c.beforeIsPosted).toBe(false);
    expect(c.after.pay).toMatchObject({ hourly_rate: 60, taxable_weekly: 2160, weekly_rate: 3260 });
    expect(c.changed).toEqual(['pay.hourly_rate', 'pay.taxable_weekly', 'pay.weekly_rate', 'pay.feels_like_hourly']);
  });

  it('a two-field counter marks exactly its fields and the derived pay', () => {
    const counter = { terms: { pay: { hourly_rate: 55 }, schedule: { start_date: '2027-02-01' } } };
    expect(compareOfferVersions(posted, [{ terms: posted }, counter]).changed).toEqual([
      'pay.hourly_rate',
      'pay.taxable_weekly',
      'pay.weekly_rate',
      'pay.feels_like_hourly',
      'schedule.start_date',
    ]);
    const notPay = { terms: { hours: { weeks_per_contract: 26 }, location: { city: 'Dallas' } } };
    expect(compareOfferVersions(posted, [{ terms: posted }, notPay]).changed).toEqual([
      'hours.weeks_per_contract',
      'location.city',
    ]);
  });

  it('resolves every version in order', () => {
    const r = resolvedTerms(posted, [
      { terms: { pay: { hourly_rate: 52 } } },
      { terms: { pay: { hourly_rate: 60 }, hours: { hours_per_week: 40 } } },
      { terms: { pay: { hourly_rate: 55 } } },
    ]);
    expect(r.pay).toMatchObject({ hourly_rate: 55, taxable_weekly: 2200, weekly_rate: 3300, feels_like_hourly: 82.5 });
    expect(r.hours).toEqual({ hours_per_week: 40, weeks_per_contract: 13 });
  });

  it.each([
    [50, 50.0],
    [0.1 + 0.2, 0.3],
    [1800, '1800'],
    [
      ['A', 'B'],
      ['B', 'A', 'A'],
    ],
    [[], undefined],
    ['', null],
    ['  Nights ', 'Nights'],
    [
      { value: 'yes', label: 'Yes' },
      { label: 'Yes', value: 'yes' },
    ],
  ])('%j and %j are the same after normalisation', (a, b) => {
    expect(normalizeTermValue(a)).toBe(normalizeTermValue(b));
  });

  it.each([
    [50, 50.01],
    [['A'], ['A', 'B']],
    ['Nights', 'Days'],
    [undefined, 0.01],
  ])('%j and %j differ', (a, b) => {
    expect(normalizeTermValue(a)).not.toBe(normalizeTermValue(b));
  });

  it('property: unchanged terms in another shape are never marked; one changed input is always marked', () => {
    fc.assert(
      fc.property(
        hourlyCents,
        quarterHours,
        fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D'), { minLength: 1 }),
        fc.integer({ min: 1, max: 500 }),
        (hc, q, bonuses, bump) => {
          const a: OfferTerms = { pay: { hourly_rate: hc / 100, bonuses }, hours: { hours_per_week: q / 4 } };
          const same: OfferTerms = {
            pay: {
              hourly_rate: (hc * 10) / 1000,
              bonuses: [...bonuses].reverse().concat(bonuses[0]),
              on_call_rate: '',
            },
            hours: { hours_per_week: q / 4, hours_per_shift: undefined },
            schedule: { rto_dates: [] },
          };
          expect(changedOfferTerms(withDerivedPay(a), withDerivedPay(same))).toEqual([]);
          const other = { ...a, hours: { hours_per_week: q / 4 + bump } };
          expect(changedOfferTerms(a, other)).toEqual(['hours.hours_per_week']);
        },
      ),
    );
  });
});
