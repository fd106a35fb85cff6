// The offer form and the counter-offer form of the catalogue (features/offers/offer-form-values.ts, offerFormSpec):
// fast-check fills the form's inputs, the form's hook says what it refuses, and the terms it would send go to
// POST /api/offers all the same. What the form refuses the server refuses (each field the server names carries the
// form's message for it), and what the form sends the server takes.
import { expect } from 'vitest';
import fc from 'fast-check';
import { offerTermsSchema, postedOfferTerms, resolvedTerms, type OfferTerms } from '@/domain/offers';
import { MESSAGES } from '@/domain/shared';
import { formFields, offerFormCheck, toValues, type Values } from '../../web/features/offers/offer-form-values';
import { buildApplication, buildJob, buildWorker } from '../../server/test/factories';
import { injectAs } from '../../server/test/inject-as';
import { OK, formCase, note, serverFields, serverVerdict, type FormCase, type ParityWorld } from '../parity';

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** A start and an end date (end before start about half of the time), or either left blank. */
const dates = fc
  .tuple(fc.integer({ min: 0, max: 365 }), fc.integer({ min: -60, max: 60 }), fc.boolean(), fc.boolean())
  .map(([s, delta, withStart, withEnd]) => {
    const start = new Date(Date.UTC(2027, 0, 1) + s * 86_400_000);
    return {
      'schedule.start_date': withStart ? iso(start) : '',
      'schedule.end_date': withEnd ? iso(new Date(start.getTime() + delta * 86_400_000)) : '',
    };
  });
/** Hours per shift, shifts per week and hours per week as typed: their product, another figure, or blank. */
const hours = fc
  .tuple(
    fc.constantFrom<number | ''>(8, 12, ''),
    fc.constantFrom<number | ''>(3, 4, 5, ''),
    fc.constantFrom('product', 'other', 'blank', 'zero'),
  )
  .map(([perShift, shifts, week]) => ({
    'hours.hours_per_shift': perShift,
    'hours.shifts_per_week': shifts,
    'hours.hours_per_week':
      week === 'blank'
        ? ''
        : week === 'zero'
          ? 0
          : week === 'product' && perShift !== '' && shifts !== ''
            ? perShift * shifts
            : 40 + (perShift === 12 ? 1 : 0),
  }));
/** Pay inputs as typed: blank, zero, negative or a rate. */
const pay = fc.record({
  'pay.hourly_rate': fc.constantFrom<number | ''>('', 0, -5, 48.5, 64),
  'pay.overtime_rate': fc.constantFrom<number | ''>('', 60, -1),
  'pay.non_taxable_weekly': fc.constantFrom<number | ''>('', 0, 900, -10),
  'pay.pay_frequency': fc.constantFrom('', 'Weekly', '   '),
});

type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;
/** Every input filled in well, with an end date before and then after the start: a refusal and an acceptance. */
const examples: [Of<typeof pay>, Of<typeof hours>, Of<typeof dates>][] = ['2027-02-01', '2027-06-01'].map((end) => [
  { 'pay.hourly_rate': 55, 'pay.overtime_rate': '', 'pay.non_taxable_weekly': '', 'pay.pay_frequency': 'Weekly' },
  { 'hours.hours_per_shift': 12, 'hours.shifts_per_week': 3, 'hours.hours_per_week': 36 },
  { 'schedule.start_date': '2027-03-01', 'schedule.end_date': end },
]);

/**
 * Asserts the form (started from the terms `inForce`) and the server agree on `values`, sent as `post` sends the form's
 * terms; records the verdicts.
 */
async function agree(
  values: Values,
  counter: boolean,
  inForce: OfferTerms,
  post: (terms: OfferTerms) => ReturnType<ReturnType<typeof injectAs>['post']>,
) {
  // What the form's hook refuses (offerFormSpec over offerTermsSchema) and the terms it sends.
  const { terms, errors } = offerFormCheck(values, formFields(counter), inForce);
  const formFirst = Object.values(errors)[0] ?? null;
  if (formFirst === null) note(null);
  for (const m of Object.values(errors)) note(m);
  const res = await post(terms);
  if (formFirst === null) {
    expect(serverVerdict(res), JSON.stringify(terms)).toBe(OK);
    return;
  }
  expect(res.statusCode, `${JSON.stringify(terms)} → ${JSON.stringify(errors)}`).toBe(400);
  // Every field the server names carries the form's message for it (the form shows every broken rule at once).
  const fields = serverFields(res, 'terms.');
  expect(Object.keys(fields).length).toBeGreaterThan(0);
  for (const [path, message] of Object.entries(fields)) expect(errors[path], `${path}: ${message}`).toBe(message);
}

export const OFFER_FORMS: FormCase[] = [
  formCase({
    form: 'make offer: the required pay inputs, the hours rule, dates, pay figures',
    route: 'POST /api/offers',
    schema: offerTermsSchema,
    setup: async ({ t, team }: ParityWorld) => {
      // A job posted without pay or hours: the form starts blank, as the server's terms in force do.
      const job = await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id, pay: {}, hours: {} });
      const inForce = postedOfferTerms(job.details as Record<string, unknown>);
      return { job, inForce, initial: toValues(inForce, formFields(false)) };
    },
    inputs: [pay, hours, dates],
    check: async ({ t, team, job, inForce, initial }, p, h, d) => {
      // Each payload is a first offer: an application of its own.
      const w = await buildWorker(t.app);
      const a = await buildApplication(t.app, w.id, job, { status: 'Screening' });
      const values = { ...initial, ...p, ...h, ...d };
      await agree(values, false, inForce, (terms) =>
        injectAs(t.app, team.recruiter).post('/api/offers', {
          applicationId: a.id,
          terms,
          action: 'Make Offer',
          version: a.version,
        }),
      );
    },
    examples,
    mustSee: [MESSAGES.validation.endBeforeStart],
  }),

  formCase({
    form: 'counter offer: pay, hours and dates from the offer as received; no facility or location to send',
    route: 'POST /api/offers',
    schema: offerTermsSchema,
    setup: async ({ t, team }: ParityWorld) => {
      // The counter form has no location inputs at all: the server refuses them from a worker (term-rules-parity).
      expect(formFields(true).some((f) => f.group === 'location')).toBe(false);
      return { job: await buildJob(t.app, team.org.id, { recruiterId: team.recruiter.id }) };
    },
    inputs: [pay, hours, dates],
    check: async ({ t, team, job }, p, h, d) => {
      const w = await buildWorker(t.app);
      const a = await buildApplication(t.app, w.id, job, { status: 'Screening' });
      const offered = await injectAs(t.app, team.recruiter).post('/api/offers', {
        applicationId: a.id,
        terms: { pay: { hourly_rate: 60 }, hours: { hours_per_week: 36 } },
      });
      expect(offered.statusCode).toBe(201);
      const received = resolvedTerms(postedOfferTerms(job.details as Record<string, unknown>), [
        { terms: { pay: { hourly_rate: 60 }, hours: { hours_per_week: 36 } } },
      ]);
      // The worker's form starts from the offer received; a blank required input is the form's alone to refuse
      // (the server reads a term left out as "unchanged"), so the pay inputs stay filled in here.
      const values: Values = {
        ...toValues(received, formFields(true)),
        ...p,
        ...h,
        ...d,
        'pay.hourly_rate': p['pay.hourly_rate'] === '' ? 62 : p['pay.hourly_rate'],
        'hours.hours_per_week': h['hours.hours_per_week'] === '' ? 36 : h['hours.hours_per_week'],
      };
      const version = (offered.json() as { application?: { version?: number } }).application?.version;
      await agree(values, true, received, (terms) =>
        injectAs(t.app, w).post('/api/offers', {
          applicationId: a.id,
          terms,
          action: 'Counter Offer',
          ...(version === undefined ? {} : { version }),
        }),
      );
    },
    examples,
    mustSee: [MESSAGES.validation.endBeforeStart],
  }),
];
