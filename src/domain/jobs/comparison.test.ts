import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPARISON_ROWS, COMPARISON_SECTIONS, OPEN_BY_DEFAULT } from './comparison-rows';
import {
  compareJobToProfile,
  getPath,
  matchScore,
  ROW_STATES,
  isUnmet,
  rowsInSection,
  sectionScores,
  showAskRecruiter,
  showAskWorker,
} from './comparison';
import { isEmptyValue } from './match';
import { buildJob, buildProfile } from '../shared/fixtures';
import type { Job } from './job-schema';
import type { WorkerProfile } from '../profile/worker-profile-schema';

const yes = { value: 'yes', label: 'Yes' } as const;
const no = { value: 'no', label: 'No' } as const;
const doc = (name: string) => ({ _id: name, name, file: `f/${name}` });

/** A deep copy of `obj` with `path` set to `value` (undefined deletes). */
function setPath<T>(obj: T, path: string, value: unknown): T {
  const copy = structuredClone(obj) as Record<string, unknown>;
  const keys = path.split('.');
  let cur = copy;
  for (const k of keys.slice(0, -1)) cur = (cur[k] ??= {}) as Record<string, unknown>;
  if (value === undefined) delete cur[keys[keys.length - 1]];
  else cur[keys[keys.length - 1]] = value;
  return copy as T;
}

const stateOf = (key: string, job: Job, profile: WorkerProfile) =>
  compareJobToProfile(job, profile).find((c) => c.row.key === key)?.state;

describe('comparison catalogue', () => {
  it('has the five sections in order, Summary open by default', () => {
    expect(COMPARISON_SECTIONS).toEqual([
      'Summary',
      'Shift',
      'Pay',
      'Professional Background and Documents',
      'Location and Job Details',
    ]);
    expect(OPEN_BY_DEFAULT).toEqual(['Summary']);
  });

  it('every row has the fields of section 2 and a unique key', () => {
    expect(new Set(COMPARISON_ROWS.map((r) => r.key)).size).toBe(COMPARISON_ROWS.length);
    for (const r of COMPARISON_ROWS) {
      for (const text of [r.title, r.matchPrompt, r.emptyPrompt, r.jobKey, r.workerKey, r.component])
        expect(text.trim().length, r.key).toBeGreaterThan(0);
      expect(typeof r.askRecruiter).toBe('boolean');
      expect(typeof r.match).toBe('function');
      expect(COMPARISON_SECTIONS).toContain(r.tab);
    }
  });

  it('every section has rows', () => {
    const rows = compareJobToProfile(buildJob(), buildProfile());
    for (const s of COMPARISON_SECTIONS) expect(rowsInSection(rows, s).length, s).toBeGreaterThan(2);
  });

  it('reads job and worker values by their dotted keys', () => {
    const job = buildJob();
    for (const r of COMPARISON_ROWS.filter((x) => !x.jobValue))
      expect(getPath(job, r.jobKey), r.key).not.toBeUndefined();
    expect(getPath({ a: { b: 1 } }, 'a.b.c')).toBeUndefined();
  });
});

describe('matching fixture job and profile', () => {
  it('matches on every row the job states (NABP hidden for a nurse)', () => {
    const rows = compareJobToProfile(buildJob(), buildProfile());
    // The fixture job asks for no other documents and no auto offer: those rows are not counted.
    expect(rows.filter((r) => r.state !== 'match').map((r) => [r.row.key, r.state])).toEqual([
      ['other_documents', 'not_stated'],
      ['auto_offer', 'not_stated'],
    ]);
    expect(rows.map((r) => r.row.key)).not.toContain('nabp_id');
    expect(rows).toHaveLength(COMPARISON_ROWS.length - 1);
  });

  it('derives pay the job does not store (feels like, weekly, overtime)', () => {
    const rows = compareJobToProfile(buildJob(), buildProfile());
    const v = (k: string) => rows.find((r) => r.row.key === k)?.jobValue;
    expect([v('feels_like_hourly'), v('min_weekly_pay'), v('overtime_rate'), v('taxable_weekly')]).toEqual([
      84.61, 3046, 75, 1800,
    ]);
  });
});

// A worker value that differs from buildJob() on each row: [row key, worker value].
const WORKER_MISMATCH: [string, unknown][] = [
  ['profession', 'Licensed Practical Nurse'],
  ['specialty', ['ER']],
  ['terms', ['Per Diem']],
  ['type', 'Non-Clinical'],
  ['feels_like_hourly', 90],
  ['hours_per_week', { min: 40, max: 48 }],
  ['min_weekly_pay', 4000],
  ['state', ['CA']],
  ['city', ['Dallas']],
  ['shift_time', ['Days']],
  ['hours_per_shift', { min: 8, max: 10 }],
  ['shifts_per_week', { min: 4, max: 5 }],
  ['weeks_per_contract', { min: 20, max: 26 }],
  ['guaranteed_hours', 40],
  ['start_date', '2026-04-01'],
  ['end_date', '2026-05-01'],
  ['rto_dates', ['2026-05-01']],
  ['on_call', no],
  ['floating', no],
  ['holidays', ['New Year']],
  ['taxable_weekly', { min: 2000, max: 2500 }],
  ['non_taxable_weekly', 1300],
  ['hourly_rate', { min: 55, max: 60 }],
  ['pay_frequency', 'Monthly'],
  ['benefits', [{ value: 'vision', label: 'Vision' }]],
  ['bonuses', ['Sign-on Bonus']],
  ['overtime_rate', 80],
  ['on_call_rate', 12],
  ['call_back_rate', 80],
  ['orientation_rate', 45],
  ['classification', ['1099']],
  ['experience', 1],
  ['professional_licensure', ['CA']],
  ['certifications', [doc('BLS')]],
  ['vaccinations', [doc('COVID-19')]],
  ['references', [doc('Ref')]],
  ['emr', ['Cerner']],
  ['patient_ratio', 1],
  ['facility', ['Other']],
  ['facility_parent_system', ['Other']],
  ['clinical_setting', ['Clinic']],
  ['shift_cancellation', no],
  ['contract_termination', 'Two weeks notice'],
  ['distance', 10],
  ['vms_msp', ['Aya Connect']],
  ['scrub_color', 'Red'],
];
// Rows that only a job change can break: [row key, job path, job value].
const JOB_MISMATCH: [string, string, unknown][] = [
  ['rto', 'schedule.rto', no],
  ['block_scheduling', 'requirements.block_scheduling', yes],
  ['auto_offer', 'requirements.auto_offer', true],
];
// Rows where an empty worker value still fits (the worker asks for nothing).
const EMPTY_FITS = [
  'guaranteed_hours',
  'rto',
  'rto_dates',
  'benefits',
  'bonuses',
  'contract_termination',
  'block_scheduling',
  'other_documents',
  'auto_offer',
];

describe('each row detects a mismatch', () => {
  const byKey = new Map(COMPARISON_ROWS.map((r) => [r.key, r]));

  it.each(WORKER_MISMATCH)('%s: a different worker value is a mismatch', (key, value) => {
    const profile = setPath(buildProfile(), byKey.get(key)!.workerKey, value);
    expect(stateOf(key, buildJob(), profile)).toBe('mismatch');
  });

  it.each(JOB_MISMATCH)('%s: job %s = %j is a mismatch', (key, path, value) => {
    expect(stateOf(key, setPath(buildJob(), path, value), buildProfile())).toBe('mismatch');
  });

  it.each(COMPARISON_ROWS.filter((r) => !r.pharmacyOnly).map((r) => [r.key, r.workerKey]))(
    '%s: no worker value (%s) is missing unless nothing is asked',
    (key, workerKey) => {
      const state = stateOf(
        key,
        buildJob({ requirements: { ...buildJob().requirements, other_documents: true } }),
        setPath(buildProfile(), workerKey, undefined),
      );
      // The fixture job asks for no auto offer (false): that row is not counted whatever the worker says.
      expect(state).toBe(
        key === 'auto_offer'
          ? 'not_stated'
          : EMPTY_FITS.includes(key) && key !== 'other_documents'
            ? 'match'
            : 'missing',
      );
    },
  );

  it('every row except the pharmacy row is exercised by the mismatch or missing tables', () => {
    const covered = new Set([
      ...WORKER_MISMATCH.map((x) => x[0]),
      ...JOB_MISMATCH.map((x) => x[0]),
      'resume',
      'skills_checklist',
      'driver_license',
      'diploma',
      'other_documents',
    ]);
    expect(COMPARISON_ROWS.filter((r) => !r.pharmacyOnly && !covered.has(r.key)).map((r) => r.key)).toEqual([]);
  });

  it('a job that states nothing has every row not counted, in every section (never match here and mismatch there)', () => {
    const bare = { _id: 'j', gw_job_id: 'g', organization_id: 'o' } as Job;
    const rows = compareJobToProfile(bare, buildProfile());
    expect(rows.filter((r) => r.state !== 'not_stated').map((r) => r.row.key)).toEqual([]);
    expect(new Set(rows.map((r) => r.row.tab))).toEqual(new Set(COMPARISON_SECTIONS));
  });
});

describe('pay minimums: met only by an offer at or above them', () => {
  const withMin = setPath(buildProfile(), 'pay.min_non_taxable_weekly', 800);
  it.each([
    ['a 0 dollar stipend', 'mismatch', 0],
    ['no stipend', 'not_stated', undefined],
    ['799.99', 'mismatch', 799.99],
    ['exactly 800', 'match', 800],
    ['1,246', 'match', 1246],
  ])('Non-taxable: %s against an 800 minimum is a %s', (_name, state, stipend) => {
    const job = setPath(buildJob(), 'pay.non_taxable_weekly', stipend);
    expect(stateOf('non_taxable_weekly', job, withMin)).toBe(state);
  });

  it('Non-taxable: no worker minimum is nothing to compare (missing when the job states a stipend)', () => {
    const noMin = setPath(buildProfile(), 'pay.min_non_taxable_weekly', undefined);
    expect(stateOf('non_taxable_weekly', buildJob(), noMin)).toBe('missing');
    expect(stateOf('non_taxable_weekly', setPath(buildJob(), 'pay.non_taxable_weekly', 0), noMin)).toBe('missing');
    expect(stateOf('non_taxable_weekly', setPath(buildJob(), 'pay.non_taxable_weekly', undefined), noMin)).toBe(
      'not_stated',
    );
  });

  it('a $0 hourly rate is a stated mismatch; the pay model derives no weekly figures from it; no rate is not counted', () => {
    const keys = ['feels_like_hourly', 'min_weekly_pay', 'taxable_weekly', 'hourly_rate', 'overtime_rate'];
    const zero = setPath(buildJob(), 'pay.hourly_rate', 0);
    expect(keys.map((k) => stateOf(k, zero, buildProfile()))).toEqual([
      'not_stated',
      'not_stated',
      'not_stated',
      'mismatch',
      'not_stated',
    ]);
    const none = setPath(buildJob(), 'pay.hourly_rate', undefined);
    expect(keys.map((k) => stateOf(k, none, buildProfile()))).toEqual(keys.map(() => 'not_stated'));
  });

  it('a $0 stipend against a minimum lowers the match percent (the card agrees with the rows)', () => {
    const full = matchScore(buildJob(), withMin);
    expect(full.percent).toBe(100);
    const job = setPath(buildJob(), 'pay.non_taxable_weekly', 0);
    // Without the stipend the weekly total and feels-like rate fall below the worker's minimums too.
    expect(
      compareJobToProfile(job, withMin)
        .filter((r) => isUnmet(r.state))
        .map((r) => r.row.key),
    ).toEqual(['feels_like_hourly', 'min_weekly_pay', 'non_taxable_weekly']);
    expect(matchScore(job, withMin)).toEqual({
      matched: full.total - 3,
      total: full.total,
      percent: Math.round(((full.total - 3) / full.total) * 100),
      other_profession: false,
    });
  });

  it('a job that states no stipend is not scored on the stipend row (only on the pay it does state)', () => {
    const full = matchScore(buildJob(), withMin);
    const job = setPath(buildJob(), 'pay.non_taxable_weekly', undefined);
    expect(matchScore(job, withMin)).toEqual({
      matched: full.total - 3,
      total: full.total - 1,
      percent: Math.round(((full.total - 3) / (full.total - 1)) * 100),
      other_profession: false,
    });
  });
});

describe('NABP row only for pharmacy professions', () => {
  const job = buildJob({ profession: 'Pharmacist', requirements: { nabp_id: true } });
  it.each([
    ['Pharmacist', true],
    ['Pharmacy Technician', true],
    ['Registered Nurse', false],
  ])('%s sees the row: %s', (p, shown) => {
    const rows = compareJobToProfile(job, setPath(buildProfile(), 'summary.profession', p));
    expect(rows.some((r) => r.row.key === 'nabp_id')).toBe(shown);
  });
  it('the job profession decides when the worker has none', () => {
    expect(
      compareJobToProfile(job, setPath(buildProfile(), 'summary.profession', undefined)).some(
        (r) => r.row.key === 'nabp_id',
      ),
    ).toBe(true);
  });
  it.each([
    [undefined, 'missing'],
    ['1234567', 'match'],
    ['12AB', 'mismatch'],
  ])('NABP id %j → %s', (id, state) => {
    const profile = setPath(setPath(buildProfile(), 'summary.profession', 'Pharmacist'), 'workInfo.nabp_id', id);
    expect(stateOf('nabp_id', job, profile)).toBe(state);
  });
});

describe('score and links', () => {
  it('scores rows where the job states a value', () => {
    const full = matchScore(buildJob(), buildProfile());
    expect(full.matched).toBe(full.total);
    expect(full.percent).toBe(100);
    const broken = setPath(setPath(buildProfile(), 'summary.type', 'Non-Clinical'), 'emr', ['Cerner']);
    const s = matchScore(buildJob(), broken);
    expect([s.total - s.matched, s.percent]).toEqual([2, Math.round(((s.total - 2) / s.total) * 100)]);
    expect(matchScore({} as Job, {})).toEqual({ matched: 0, total: 0, percent: 100, other_profession: false });
    // A job that states nothing is scored on nothing.
    expect(matchScore({} as Job, buildProfile())).toEqual({
      matched: 0,
      total: 0,
      percent: 100,
      other_profession: false,
    });
  });

  it('property: only rows where the job states a value count, and the sections add up to the card', () => {
    fc.assert(
      fc.property(
        fc.subarray(COMPARISON_ROWS.map((r) => r.jobKey)),
        fc.subarray(COMPARISON_ROWS.map((r) => r.workerKey)),
        (silent, blanked) => {
          let job = buildJob();
          for (const path of silent) job = setPath(job, path, undefined);
          let profile = buildProfile();
          for (const path of blanked) profile = setPath(profile, path, undefined);
          const rows = compareJobToProfile(job, profile);
          const stated = rows.filter((r) => !isEmptyValue(r.jobValue) && r.jobValue !== false);
          const s = matchScore(job, profile);
          expect(s.total).toBe(stated.length);
          expect(s.matched).toBe(stated.filter((r) => r.state === 'match').length);
          const sections = [
            ...sectionScores(
              rows.map((r) => ({ ...r, tab: r.row.tab })),
              (r) => r.state,
            ).values(),
          ];
          expect([sections.reduce((n, x) => n + x.matched, 0), sections.reduce((n, x) => n + x.total, 0)]).toEqual([
            s.matched,
            s.total,
          ]);
        },
      ),
    );
  });

  it('Ask Worker shows on missing or different values; Ask Recruiter where the job is silent', () => {
    const rows = compareJobToProfile(
      setPath(buildJob(), 'other_details.scrub_color', undefined),
      setPath(buildProfile(), 'summary.type', 'X'),
    );
    const type = rows.find((r) => r.row.key === 'type')!;
    const scrub = rows.find((r) => r.row.key === 'scrub_color')!;
    expect([showAskWorker(type), showAskRecruiter(type)]).toEqual([true, false]);
    expect([showAskWorker(scrub), showAskRecruiter(scrub)]).toEqual([false, true]);
  });

  it('property: comparing arbitrary data never throws and yields known states', () => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (job, profile) => {
        for (const r of compareJobToProfile(job as Job, profile as WorkerProfile))
          expect(ROW_STATES).toContain(r.state);
        const s = matchScore(job as Job, profile as WorkerProfile);
        expect(s.percent).toBeGreaterThanOrEqual(0);
        expect(s.percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
