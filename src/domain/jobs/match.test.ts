import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as m from './match';

const yes = { value: 'yes', label: 'Yes' };
const no = { value: 'no', label: 'No' };

describe('empty values', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [[], true],
    [{}, true],
    [{ min: null, max: undefined }, true],
    [Number.NaN, true],
    [0, false],
    [false, false],
    ['x', false],
    [[0], false],
    [{ min: 0 }, false],
  ])('isEmptyValue(%j) = %s', (v, r) => expect(m.isEmptyValue(v)).toBe(r));
});

describe('match functions: (job, worker) → fits', () => {
  it.each([
    // [name, fn, job, worker, fits]
    ['text equal ignoring case', m.equalsText, 'Registered Nurse', 'registered nurse ', true],
    ['text differs', m.equalsText, 'Pharmacist', 'Registered Nurse', false],
    ['text: job states nothing', m.equalsText, undefined, 'x', true],
    ['text: worker empty', m.equalsText, 'Navy', undefined, false],
    ['job item in worker list', m.jobInWorkerList, 'ICU', ['er', 'icu'], true],
    ['job item not in list', m.jobInWorkerList, 'NICU', ['ICU'], false],
    [
      'every job item in worker list',
      m.jobInWorkerList,
      ['BLS', 'ACLS'],
      [
        { _id: '1', name: 'bls', file: 'f' },
        { _id: '2', name: 'ACLS', file: 'f' },
      ],
      true,
    ],
    ['a job item missing', m.jobInWorkerList, ['BLS', 'PALS'], [{ _id: '1', name: 'BLS', file: 'f' }], false],
    ['worker needs nothing', m.workerInJobList, ['Completion Bonus'], [], true],
    ['worker needs what job offers', m.workerInJobList, ['Completion Bonus'], ['completion bonus'], true],
    ['job offers nothing the worker needs', m.workerInJobList, undefined, ['Sign-on Bonus'], false],
    ['benefit by label', m.benefitsCovered, ['Dental', 'Vision'], [{ value: 'dental', label: 'Dental' }], true],
    [
      'benefit by value, other case',
      m.benefitsCovered,
      ['HEALTH'],
      [{ value: 'health', label: 'Health Insurance' }],
      true,
    ],
    ['benefit missing', m.benefitsCovered, ['Dental'], [{ value: 'vision', label: 'Vision' }], false],
    ['classification overlap', m.overlaps, ['W-2'], ['1099', 'w-2'], true],
    ['no overlap', m.overlaps, ['Corp-to-Corp'], ['W-2'], false],
    ['pays at least minimum', m.atLeastWorkerMin, 1800, 1800, true],
    ['pays below minimum', m.atLeastWorkerMin, 1799.99, 1800, false],
    ['at least range min', m.atLeastWorkerMin, 50, { min: 45, max: 60 }, true],
    ['below range min', m.atLeastWorkerMin, 40, { min: 45, max: 60 }, false],
    ['no job pay stated, worker has a minimum', m.atLeastWorkerMin, undefined, 10, false],
    ['$0 offered against an $800 minimum', m.atLeastWorkerMin, 0, 800, false],
    ['no stipend offered against an $800 minimum', m.atLeastWorkerMin, undefined, 800, false],
    ['no stipend offered (null) against an $800 minimum', m.atLeastWorkerMin, null, 800, false],
    ['no pay offered against a range minimum', m.atLeastWorkerMin, undefined, { min: 45, max: 60 }, false],
    ['a $0 minimum is met by no offer', m.atLeastWorkerMin, undefined, 0, true],
    ['a $0 minimum is met by $0', m.atLeastWorkerMin, 0, 0, true],
    ['worker min missing', m.atLeastWorkerMin, 50, undefined, false],
    ['worker min missing, job silent', m.atLeastWorkerMin, undefined, undefined, true],
    ['within range', m.withinWorkerRange, 36, { min: 36, max: 48 }, true],
    ['above range', m.withinWorkerRange, 60, { min: 36, max: 48 }, false],
    ['range missing', m.withinWorkerRange, 36, undefined, false],
    ['experience enough', m.workerAtLeastJob, 2, 5, true],
    ['experience short', m.workerAtLeastJob, 3, 1, false],
    ['no experience asked', m.workerAtLeastJob, 0, undefined, true],
    ['ratio within max', m.jobAtMostWorker, 2, 3, true],
    ['ratio above max', m.jobAtMostWorker, 5, 3, false],
    ['requirement yes, worker yes', m.yesNoRequirement, yes, yes, true],
    ['requirement yes, worker no', m.yesNoRequirement, yes, no, false],
    ['requirement no, worker no', m.yesNoRequirement, no, no, true],
    ['requirement boolean true, worker missing', m.yesNoRequirement, true, undefined, false],
    ['document required and present', m.documentRequired, true, [{ _id: '1', name: 'x', file: 'f' }], true],
    ['document required and missing', m.documentRequired, true, [], false],
    ['document not required', m.documentRequired, false, [], true],
    ['enough references', m.countAtLeast, 2, [1, 2], true],
    ['too few references', m.countAtLeast, 2, [1], false],
    ['nabp required and given', m.nabpRequired, true, '1234567', true],
    ['nabp required, not digits', m.nabpRequired, true, 'AB12', false],
    ['nabp not required', m.nabpRequired, false, undefined, true],
    ['can start before', m.startDateFits, '2026-03-02', '2026-02-15', true],
    ['can start asap', m.startDateFits, '2026-03-02', 'asap', true],
    ['cannot start in time', m.startDateFits, '2026-03-02', '2026-04-01', false],
    ['ends before worker end', m.endDateFits, '2026-06-01', '2026-07-01', true],
    ['ends after worker end', m.endDateFits, '2026-08-01', '2026-07-01', false],
    ['time off needed and allowed', m.timeOffFits, yes, yes, true],
    ['time off needed, not allowed', m.timeOffFits, no, yes, false],
    ['no time off needed', m.timeOffFits, no, no, true],
    ['time off dates approved', m.timeOffDatesFit, ['2026-04-10', '2026-04-11'], ['2026-04-10'], true],
    ['time off dates not approved', m.timeOffDatesFit, ['2026-04-10'], ['2026-05-01'], false],
    ['job silent on time off dates', m.timeOffDatesFit, [], ['2026-05-01'], true],
    ['policy is not the deal-breaker', m.notDealBreaker, 'Two weeks notice', 'Termination without notice', true],
    ['policy is the deal-breaker', m.notDealBreaker, 'Termination without notice', 'termination without notice', false],
    ['no guaranteed hours needed', m.guaranteedHoursFit, undefined, 0, true],
    ['guarantee enough', m.guaranteedHoursFit, 36, 36, true],
    ['guarantee short', m.guaranteedHoursFit, 24, 36, false],
    ['no guarantee, worker needs one', m.guaranteedHoursFit, undefined, 36, false],
  ] as const)('%s', (_name, fn, job, worker, fits) => {
    expect(fn(job, worker)).toBe(fits);
  });

  it('property: a number always fits a range that contains it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 168 }),
        fc.integer({ min: 0, max: 168 }),
        fc.integer({ min: 0, max: 168 }),
        (a, b, c) => {
          const [min, x, max] = [a, b, c].sort((p, q) => p - q);
          expect(m.withinWorkerRange(x, { min, max })).toBe(true);
          expect(m.atLeastWorkerMin(x, { min, max })).toBe(true);
        },
      ),
    );
  });

  it('property: a minimum is met exactly by offers at or above it; a missing offer never meets a positive one', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
          { nil: undefined },
        ),
        fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
        fc.boolean(),
        (offer, min, asRange) => {
          const worker = asRange ? { min, max: min + 100 } : min;
          expect(m.atLeastWorkerMin(offer, worker)).toBe(offer !== undefined && offer >= min);
        },
      ),
    );
  });

  it('property: list matching ignores case', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
          { minLength: 1 },
        ),
        (items) => {
          expect(
            m.jobInWorkerList(
              items,
              items.map((s) => s.toUpperCase()),
            ),
          ).toBe(items.every((s) => s.trim().toLowerCase() === s.toUpperCase().trim().toLowerCase()));
        },
      ),
    );
  });
});
