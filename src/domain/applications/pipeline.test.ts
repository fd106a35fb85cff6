import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  APPLICATION_STATUSES,
  FORWARD_STEP_ORDER,
  MAIN_ORDER,
  SIDE_STATUSES,
  URL_STATUSES,
  isApplicationStatus,
  isMainStatus,
  isSideStatus,
  nextForwardStep,
  parseStatus,
  toApiStatus,
  toUrlStatus,
} from './pipeline';

describe('pipeline statuses', () => {
  it('lists the 11 statuses in API form: main order then side states', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'New',
      'Screening',
      'Submitted',
      'Offered',
      'Onboarding',
      'Cleared',
      'Working',
      'Done',
      'Rejected',
      'Blocked',
      'Hold',
    ]);
    expect(MAIN_ORDER).toEqual([
      'New',
      'Screening',
      'Submitted',
      'Offered',
      'Onboarding',
      'Cleared',
      'Working',
      'Done',
    ]);
    expect(SIDE_STATUSES).toEqual(['Rejected', 'Blocked', 'Hold']);
    expect(FORWARD_STEP_ORDER).toEqual(['Submitted', 'Offered', 'Onboarding', 'Cleared', 'Working', 'Done']);
  });

  it('has the URL forms of section 2', () => {
    expect(URL_STATUSES).toEqual([
      'new',
      'screening',
      'submitted',
      'offered',
      'onboarding',
      'cleared',
      'working',
      'done',
      'rejected',
      'blocked',
      'hold',
    ]);
  });

  it.each(APPLICATION_STATUSES.map((s) => [s, s.toLowerCase()]))('%s ↔ %s', (api, url) => {
    expect(toUrlStatus(api as never)).toBe(url);
    expect(toApiStatus(url as never)).toBe(api);
    expect(toApiStatus(api as never)).toBe(api);
    expect(isApplicationStatus(api)).toBe(true);
    expect(isApplicationStatus(url)).toBe(false);
  });

  it.each([
    ['new', 'New'],
    ['  Hold ', 'Hold'],
    ['ONBOARDING', 'Onboarding'],
    ['oNbOaRdInG', 'Onboarding'],
    ['Done', 'Done'],
    ['', null],
    ['  ', null],
    ['done?', null],
    ['withdrawn', null],
    ['New Status', null],
    [null, null],
    [undefined, null],
    [3, null],
    [{}, null],
  ])('parseStatus(%j) → %j', (input, expected) => {
    expect(parseStatus(input)).toBe(expected);
  });

  it('toApiStatus throws on an unknown status', () => {
    expect(() => toApiStatus('archived' as never)).toThrow();
  });

  it('classifies main and side statuses', () => {
    for (const s of MAIN_ORDER) expect([isMainStatus(s), isSideStatus(s)]).toEqual([true, false]);
    for (const s of SIDE_STATUSES) expect([isMainStatus(s), isSideStatus(s)]).toEqual([false, true]);
  });

  it.each([
    ['Submitted', 'Offered'],
    ['Offered', 'Onboarding'],
    ['Onboarding', 'Cleared'],
    ['Cleared', 'Working'],
    ['Working', 'Done'],
    ['Done', null],
    ['New', null],
    ['Screening', null],
    ['Hold', null],
  ])('next forward step after %s is %s', (from, to) => {
    expect(nextForwardStep(from as never)).toBe(to);
  });

  it('property: parseStatus accepts any casing with surrounding spaces and round-trips the URL form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPLICATION_STATUSES),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.string({ unit: fc.constantFrom(' ', '\t') }),
        (s, caps, pad) => {
          const mixed = [...s].map((c, i) => (caps[i] ? c.toUpperCase() : c.toLowerCase())).join('');
          expect(parseStatus(pad + mixed + pad)).toBe(s);
          expect(parseStatus(toUrlStatus(s))).toBe(s);
        },
      ),
    );
  });

  it('property: parseStatus returns null or a known status for any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseStatus(s);
        expect(r === null || APPLICATION_STATUSES.includes(r)).toBe(true);
      }),
    );
  });
});
