import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BENEFIT_OPTIONS,
  CERTIFICATION_OPTIONS,
  CLASSIFICATION_OPTIONS,
  PROFESSIONS,
  SPECIALTIES_BY_PROFESSION,
  YES_NO,
  certificationOptionsFor,
  classificationOptionsFor,
  isPharmacyProfession,
  matchesBenefit,
  yesNo,
} from './options';
import {
  NLC_STATES,
  US_STATES,
  isCompactState,
  selectAllCompactStates,
  isStateCode,
  stateName,
} from '../shared/us-states';

const HIDDEN = ['CMA', 'CNA', 'R.R.A.', 'TNCC', 'AWHONN', 'ARDMS', 'NBRC', 'RCIS'];

describe('professions and specialties', () => {
  it('includes the professions the product is for', () => {
    for (const p of [
      'Registered Nurse',
      'Licensed Practical Nurse',
      'Certified Nursing Assistant',
      'Pharmacist',
      'Pharmacy Technician',
    ])
      expect(PROFESSIONS).toContain(p);
  });
  it('every profession has specialties', () => {
    for (const p of PROFESSIONS) expect(SPECIALTIES_BY_PROFESSION[p].length).toBeGreaterThan(0);
  });
  it.each([
    ['Pharmacist', true],
    ['pharmacy technician', true],
    [' PHARMACIST ', true],
    ['Registered Nurse', false],
    ['Pharmacy', false],
    [null, false],
    [undefined, false],
  ])('isPharmacyProfession(%j) = %s', (p, r) => expect(isPharmacyProfession(p)).toBe(r));
});

describe('certification options (section 5)', () => {
  it.each(['Pharmacist', 'Pharmacy Technician', 'pharmacist'])(
    'hides CMA, CNA, R.R.A., TNCC, AWHONN, ARDMS, NBRC, RCIS for %s',
    (p) => {
      const opts = certificationOptionsFor(p);
      for (const h of HIDDEN) expect(opts).not.toContain(h);
      expect(opts).toEqual(CERTIFICATION_OPTIONS.filter((c) => !HIDDEN.includes(c)));
    },
  );
  it.each(['Registered Nurse', 'Certified Nursing Assistant', '', null])('shows every option for %j', (p) => {
    expect(certificationOptionsFor(p)).toEqual([...CERTIFICATION_OPTIONS]);
    for (const h of HIDDEN) expect(certificationOptionsFor(p)).toContain(h);
  });
});

describe('classification options', () => {
  it.each([
    [undefined, ['W-2', '1099', 'Corp-to-Corp']],
    [[], ['W-2', '1099', 'Corp-to-Corp']],
    [['1099'], ['1099']],
    [
      ['w-2', 'corp-to-corp'],
      ['W-2', 'Corp-to-Corp'],
    ],
    [['Unknown'], []],
  ])('job requires %j → %j', (req, out) => expect(classificationOptionsFor(req)).toEqual(out));
  it('property: never offers a classification the job does not require', () => {
    fc.assert(
      fc.property(fc.subarray([...CLASSIFICATION_OPTIONS], { minLength: 1 }), (req) => {
        expect(classificationOptionsFor(req)).toEqual(CLASSIFICATION_OPTIONS.filter((c) => req.includes(c)));
      }),
    );
  });
});

describe('benefits', () => {
  it('options are {value,label}', () => {
    for (const b of BENEFIT_OPTIONS) expect(Object.keys(b)).toEqual(['value', 'label']);
  });
  it.each([
    ['dental', { value: 'dental', label: 'Dental' }, true],
    ['DENTAL', { value: 'dental', label: 'Dental' }, true],
    [' Health Insurance ', { value: 'health', label: 'Health Insurance' }, true],
    ['health insurance', 'Health Insurance', true],
    ['vision', 'dental', false],
    ['', '', false],
  ])('%j matches %j: %s', (a, b, r) => expect(matchesBenefit(a, b)).toBe(r));
});

describe('yes/no', () => {
  it('has value yes/no with label Yes/No', () => {
    expect(YES_NO).toEqual([
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ]);
    expect(yesNo(true)).toEqual({ value: 'yes', label: 'Yes' });
    expect(yesNo(false)).toEqual({ value: 'no', label: 'No' });
  });
});

describe('states and the Nurse Licensure Compact', () => {
  it('has 50 states plus DC', () => expect(US_STATES).toHaveLength(51));
  it('the NLC list is the dated 40-state list with its source', () => {
    expect(NLC_STATES.states).toHaveLength(40);
    expect(new Set(NLC_STATES.states).size).toBe(40);
    expect(NLC_STATES.reviewed).toBe('2026-06-17');
    expect(NLC_STATES.source).toMatch(/compactstates\.com/);
    for (const s of NLC_STATES.states) expect(isStateCode(s)).toBe(true);
  });
  it.each([
    ['PA', true],
    ['CT', true],
    ['TX', true],
    ['MA', false],
    ['CA', false],
    ['NY', false],
    ['GU', false],
  ])('%s compact: %s', (s, r) => {
    expect(isCompactState(s)).toBe(r);
  });
  it('Select All Compact States adds every compact state once, keeping earlier picks', () => {
    const out = selectAllCompactStates(['CA', 'TX']);
    expect(out.slice(0, 2)).toEqual(['CA', 'TX']);
    expect(out).toHaveLength(41);
  });
  it('names states', () => {
    expect(stateName('WV')).toBe('West Virginia');
    expect(stateName('XX')).toBe('XX');
  });
});
