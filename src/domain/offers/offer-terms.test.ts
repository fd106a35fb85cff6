import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OFFER_TERMS, changedOfferTerms, mergeOfferTerms, type OfferTerms } from './offer-terms';

describe('offer terms', () => {
  it('covers pay, hours, schedule and location', () => {
    expect(Object.keys(OFFER_TERMS)).toEqual(['pay', 'hours', 'schedule', 'location']);
  });

  it('a counter offer keeps every earlier term it does not change', () => {
    const offer: OfferTerms = {
      pay: { hourly_rate: 50, non_taxable_weekly: 1000 },
      hours: { hours_per_week: 36 },
      schedule: { start_date: '2026-03-01' },
    };
    const counter: OfferTerms = { pay: { hourly_rate: 55 } };
    expect(mergeOfferTerms(offer, counter)).toEqual({
      pay: { hourly_rate: 55, non_taxable_weekly: 1000 },
      hours: { hours_per_week: 36 },
      schedule: { start_date: '2026-03-01' },
    });
    expect(changedOfferTerms(offer, mergeOfferTerms(offer, counter))).toEqual(['pay.hourly_rate']);
  });

  it('a first offer is just its terms', () => {
    expect(mergeOfferTerms(null, { hours: { hours_per_week: 40 } })).toEqual({ hours: { hours_per_week: 40 } });
  });

  it('property: merging never loses a previous term and always applies the change', () => {
    const terms = fc.record(
      {
        pay: fc.option(
          fc.record(
            { hourly_rate: fc.integer({ min: 1, max: 200 }), taxable_weekly: fc.integer({ min: 1, max: 5000 }) },
            { requiredKeys: [] },
          ),
          { nil: undefined },
        ),
        hours: fc.option(fc.record({ hours_per_week: fc.integer({ min: 1, max: 60 }) }, { requiredKeys: [] }), {
          nil: undefined,
        }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(terms, terms, (prev, change) => {
        const merged = mergeOfferTerms(prev as OfferTerms, change as OfferTerms) as Record<
          string,
          Record<string, unknown>
        >;
        for (const [g, fields] of Object.entries(prev))
          for (const [k, v] of Object.entries(fields ?? {})) {
            const changed = (change as Record<string, Record<string, unknown> | undefined>)[g]?.[k];
            expect(merged[g][k]).toEqual(changed ?? v);
          }
        for (const [g, fields] of Object.entries(change))
          for (const [k, v] of Object.entries(fields ?? {})) expect(merged[g][k]).toEqual(v);
      }),
    );
  });
});
