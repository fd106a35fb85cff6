// The one comparison decision, read everywhere: for any job and profile, the header percent, the section counts and
// the badges a person sees are computed from the same rows and agree; identical values never read as a mismatch.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPARISON_ROWS, COMPARISON_SECTIONS } from './comparison-rows';
import { compareJobToProfile, compareRow, matchScore, sectionScores } from './comparison';
import { comparedRowToApi } from './api-schemas';
import { buildJob, buildProfile } from '../shared/fixtures';
import { formatField } from '../fields/format';
import { fieldDef } from '../fields/catalogue';
import { MESSAGES } from '../shared/messages';
import type { Job } from './job-schema';
import type { WorkerProfile } from '../profile/worker-profile-schema';

/** A deep copy of `obj` with `path` set to `value` (undefined deletes). */
function setPath<T>(obj: T, path: string, value: unknown): T {
  const copy = structuredClone(obj) as Record<string, unknown>;
  const keys = path.split('.');
  let cur = copy;
  for (const k of keys.slice(0, -1)) {
    if (cur[k] === null || typeof cur[k] !== 'object') cur[k] = {};
    cur = cur[k] as Record<string, unknown>;
  }
  if (value === undefined) delete cur[keys[keys.length - 1]];
  else cur[keys[keys.length - 1]] = value;
  return copy as T;
}

const yes = { value: 'yes', label: 'Yes' };
const no = { value: 'no', label: 'No' };

/** Values of every shape the rows meet: empty ones, numbers, text, lists, yes/no, ranges, documents, dates. */
const arbValue = fc.oneof(
  fc.constantFrom(undefined, null, '', [], false, true, 0, yes, no, 'yes', 'no', 'asap'),
  fc.integer({ min: -5, max: 3000 }),
  fc.constantFrom('Two weeks notice', 'two  weeks notice ', 'ICU', 'icu', 'Nights', 'TX', 'Epic', 'W-2', 'Weekly'),
  fc.constantFrom(['ICU'], ['icu', 'ER'], ['BLS', 'ACLS'], ['TX'], ['Thanksgiving'], ['Dental', 'Health Insurance']),
  fc.constantFrom('2027-01-04', '2027-03-01'),
  fc.record({ min: fc.integer({ min: 0, max: 80 }), max: fc.integer({ min: 0, max: 80 }) }),
  fc.constantFrom([{ _id: 'd1', name: 'BLS', file: 'f' }], [{ _id: 'd2', name: 'BLS', file: 'f', expired: true }]),
);

/** A job and a profile: the matching fixtures with any rows' values replaced on either side. */
const arbPair = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...COMPARISON_ROWS.map((r) => r.jobKey)), arbValue), { maxLength: 25 }),
    fc.array(fc.tuple(fc.constantFrom(...COMPARISON_ROWS.map((r) => r.workerKey)), arbValue), { maxLength: 25 }),
    fc.constantFrom('Registered Nurse', 'Pharmacist', 'Pharmacy Technician', undefined),
  )
  .map(([jobEdits, workerEdits, profession]) => {
    let job: Job = buildJob();
    for (const [path, v] of jobEdits) job = setPath(job, path, v);
    let profile: WorkerProfile = buildProfile();
    for (const [path, v] of workerEdits) profile = setPath(profile, path, v);
    profile = setPath(profile, 'summary.profession', profession);
    return { job, profile };
  });

describe('one comparison: header, sections and badges agree', () => {
  it('property: the header percent, each section count and the visible badges come from the same rows', () => {
    fc.assert(
      fc.property(arbPair, ({ job, profile }) => {
        // What the pages receive and render: the API rows, a badge per row, a count per section, the header.
        const rows = compareJobToProfile(job, profile).map(comparedRowToApi);
        const badges = rows.map((r) => MESSAGES.rowState[r.state]);
        const header = matchScore(job, profile);
        const sections = sectionScores(rows, (r) => r.state);

        const matchBadges = badges.filter((b) => b === MESSAGES.rowState.match).length;
        const countedBadges = badges.filter((b) => b !== MESSAGES.rowState.not_stated).length;
        expect(header.matched).toBe(matchBadges);
        expect(header.total).toBe(countedBadges);
        expect(header.percent).toBe(countedBadges === 0 ? 100 : Math.round((matchBadges / countedBadges) * 100));
        for (const section of COMPARISON_SECTIONS) {
          const inSection = rows.filter((r) => r.tab === section).map((r) => MESSAGES.rowState[r.state]);
          const s = sections.get(section)!;
          // "N/M match" above a section: N is its Match badges, M its badges but Not counted.
          expect(s.matched).toBe(inSection.filter((b) => b === MESSAGES.rowState.match).length);
          expect(s.total).toBe(inSection.filter((b) => b !== MESSAGES.rowState.not_stated).length);
        }
        const all = [...sections.values()];
        expect(all.reduce((n, s) => n + s.matched, 0)).toBe(header.matched);
        expect(all.reduce((n, s) => n + s.total, 0)).toBe(header.total);
        // A row the job states nothing on is never counted, whatever the worker has.
        for (const r of rows)
          if (r.job_value === null || r.job_value === '' || (Array.isArray(r.job_value) && r.job_value.length === 0))
            expect(r.state, r.key).toBe('not_stated');
      }),
      { numRuns: 300 },
    );
  });

  // Rows whose two sides hold the same kind of value (a document row sets a flag on the job and lists files on the
  // worker: never one value on both sides), and values of the shapes a job and a profile hold (no ranges, no files).
  const sameKindRows = COMPARISON_ROWS.filter((r) => fieldDef(r.key).kind !== 'document');
  const arbPlainValue = fc.oneof(
    fc.constantFrom(true, false, 0, yes, no, 'yes', 'no', 'asap', '2027-01-04', '2027-03-01'),
    fc.integer({ min: -5, max: 3000 }),
    fc.constantFrom('Two weeks notice', 'two  weeks notice ', 'ICU', 'Nights', 'TX', 'Epic', 'W-2', 'Weekly'),
    fc.constantFrom(['ICU'], ['icu', 'ER'], ['BLS', 'ACLS'], ['TX'], ['Thanksgiving'], ['Dental', 'Health Insurance']),
  );

  it('property: the same value on both sides, shown the same, is never a mismatch', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sameKindRows), arbPlainValue, (row, value) => {
        const job = setPath(buildJob(), row.jobKey, value);
        const profile = setPath(buildProfile(), row.workerKey, value);
        const c = compareRow(row, job, profile);
        const [j, w] = [formatField(row.key, c.jobValue, 'job'), formatField(row.key, c.workerValue, 'worker')];
        if (j !== '' && j === w) expect(c.state, `${row.key}: ${j} vs ${w}`).not.toBe('mismatch');
      }),
      { numRuns: 3000 },
    );
  });

  it('every row with one value on both sides: shown the same and never a mismatch, or shown differently', () => {
    // Exhaustive over the value pool (not sampled): each row × each value.
    const pool: unknown[] = [
      64,
      36,
      '64',
      'Two weeks notice',
      'Weekly',
      ['ICU'],
      ['Epic'],
      yes,
      no,
      'yes',
      '2027-01-04',
    ];
    for (const row of sameKindRows)
      for (const value of pool) {
        const c = compareRow(
          row,
          setPath(buildJob(), row.jobKey, value),
          setPath(buildProfile(), row.workerKey, value),
        );
        const [j, w] = [formatField(row.key, c.jobValue, 'job'), formatField(row.key, c.workerValue, 'worker')];
        if (j !== '' && j === w) expect(c.state, `${row.key}: ${j}`).not.toBe('mismatch');
      }
  });
});

describe('the bugs seen, as a table', () => {
  const profile = buildProfile();
  it.each([
    ['pay_frequency', 'pay.pay_frequency', 'Weekly', 'pay.pay_frequency', 'Weekly'],
    ['pay_frequency', 'pay.pay_frequency', ' weekly ', 'pay.pay_frequency', 'Weekly'],
    ['scrub_color', 'other_details.scrub_color', 'Ceil  Blue', 'scrub_color', 'ceil blue'],
    [
      'shift_time',
      'schedule.shift_time',
      'Nights',
      'shiftAndScheduling.shift_time',
      [{ value: 'nights', label: 'Nights' }],
    ],
    ['emr', 'requirements.emr', ['Epic'], 'emr', ['EPIC']],
  ])('%s: %j vs %j is a match (case, whitespace and options normalised)', (key, jobPath, jobValue, workerPath, v) => {
    const row = COMPARISON_ROWS.find((r) => r.key === key)!;
    expect(compareRow(row, setPath(buildJob(), jobPath, jobValue), setPath(profile, workerPath, v)).state).toBe(
      'match',
    );
  });

  it('"Two weeks notice" beside "Two weeks notice": the worker\'s value is shown as the deal-breaker it is', () => {
    const row = COMPARISON_ROWS.find((r) => r.key === 'contract_termination')!;
    const job = setPath(buildJob(), 'location.contract_termination_policy', 'Two weeks notice');
    const worker = setPath(profile, 'location.contract_termination_policy', 'Two weeks notice');
    const c = compareRow(row, job, worker);
    expect(c.state).toBe('mismatch');
    expect([formatField(row.key, c.jobValue, 'job'), formatField(row.key, c.workerValue, 'worker')]).toEqual([
      'Two weeks notice',
      'Deal-breaker: Two weeks notice',
    ]);
  });

  it('a row the job states nothing on is Not counted in every section, never Match in one and Mismatch in another', () => {
    const silent = COMPARISON_ROWS.reduce(
      (job, r) => (r.jobValue ? job : setPath(job, r.jobKey, undefined)),
      buildJob(),
    );
    const bare = setPath(setPath(silent, 'pay.hourly_rate', undefined), 'hours', {});
    const rows = compareJobToProfile(bare, setPath(profile, 'pay.benefits', [{ value: 'dental', label: 'Dental' }]));
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['not_stated']));
    expect(matchScore(bare, profile)).toEqual({ matched: 0, total: 0, percent: 100, other_profession: false });
  });

  it.each([
    ['Registered Nurse', 'Registered Nurse', false],
    ['Pharmacist', 'Registered Nurse', true],
    ['Pharmacy Technician', 'registered nurse', true],
    ['Registered Nurse', 'registered  nurse', false],
  ])('a %s job for a %s worker: other profession %s', (jobProfession, workerProfession, other) => {
    const s = matchScore(
      buildJob({ profession: jobProfession }),
      setPath(profile, 'summary.profession', workerProfession),
    );
    expect(s.other_profession).toBe(other);
  });
});
