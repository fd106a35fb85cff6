import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPLICATION_STATUSES, FORWARD_STEP_ORDER, type ApplicationStatus } from './pipeline';
import {
  DECISION_STATUSES,
  DEFAULT_STATUS_OPTIONS,
  changeStatusAction,
  isDecisionMakerAsked,
  isOneStepForward,
  statusOptions,
} from './change-status';
import { validateStatusSelection } from './status-choice';

// Rows: from; columns: to, both in APPLICATION_STATUSES order. 1 = the decision-maker question is asked.
//            New Scr Sub Off Onb Clr Wrk Don Rej Blk Hld
const ASKED = `
New         0   0   0   0   1   1   1   0   1   1   1
Screening   0   0   0   0   1   1   1   0   1   1   1
Submitted   0   0   0   0   1   1   1   0   1   1   1
Offered     0   0   0   0   0   1   1   0   1   1   1
Onboarding  0   0   0   0   1   0   1   1   1   1   1
Cleared     0   0   0   0   1   1   0   1   1   1   1
Working     0   0   0   0   1   1   1   0   1   1   1
Done        0   0   0   0   1   1   1   1   1   1   1
Rejected    0   0   0   0   1   1   1   1   1   1   1
Blocked     0   0   0   0   1   1   1   1   1   1   1
Hold        0   0   0   0   1   1   1   1   1   1   1
`;
const table = ASKED.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const pairs = table.flatMap(([from, ...cells]) =>
  cells.map((c, i) => [from, APPLICATION_STATUSES[i], c === '1'] as const),
);

describe('decision-maker question (section 4)', () => {
  it('the table covers every from/to pair', () => {
    expect(table.map((r) => r[0])).toEqual([...APPLICATION_STATUSES]);
    expect(pairs).toHaveLength(121);
  });

  it.each(pairs)('%s → %s asked: %s', (from, to, asked) => {
    expect(isDecisionMakerAsked(from as ApplicationStatus, to)).toBe(asked);
  });

  it('property: never asked for moves to New, Screening, Submitted or Offered', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPLICATION_STATUSES),
        fc.constantFrom<ApplicationStatus>('New', 'Screening', 'Submitted', 'Offered'),
        (from, to) => {
          expect(isDecisionMakerAsked(from, to)).toBe(false);
        },
      ),
    );
  });

  it('property: always asked for moves to Rejected, Blocked and Hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPLICATION_STATUSES),
        fc.constantFrom<ApplicationStatus>('Rejected', 'Blocked', 'Hold'),
        (from, to) => {
          expect(isDecisionMakerAsked(from, to)).toBe(true);
        },
      ),
    );
  });

  it('property: one step forward in the forward order is never asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FORWARD_STEP_ORDER.length - 2 }), (i) => {
        expect(isOneStepForward(FORWARD_STEP_ORDER[i], FORWARD_STEP_ORDER[i + 1])).toBe(true);
        expect(isDecisionMakerAsked(FORWARD_STEP_ORDER[i], FORWARD_STEP_ORDER[i + 1])).toBe(false);
      }),
    );
  });

  it('skipping steps or moving backwards is not one step forward', () => {
    expect(isOneStepForward('Submitted', 'Onboarding')).toBe(false);
    expect(isOneStepForward('Working', 'Cleared')).toBe(false);
    expect(isOneStepForward('New', 'Screening')).toBe(false);
    expect(isOneStepForward('Done', 'Done')).toBe(false);
  });
});

describe('Change Status options', () => {
  it('defaults to Done, Rejected, Blocked', () => {
    expect(DEFAULT_STATUS_OPTIONS).toEqual(['Done', 'Rejected', 'Blocked']);
  });

  it.each([
    ['Working', undefined, ['Done', 'Rejected', 'Blocked']],
    ['Working', [], ['Done', 'Rejected', 'Blocked']],
    ['Working', null, ['Done', 'Rejected', 'Blocked']],
    ['Done', undefined, ['Rejected', 'Blocked']],
    ['Rejected', undefined, ['Done', 'Blocked']],
    ['Blocked', undefined, ['Done', 'Rejected']],
    ['New', [...APPLICATION_STATUSES], APPLICATION_STATUSES.filter((s) => s !== 'New')],
    ['Hold', ['Hold'], []],
    ['Offered', ['Screening', 'Offered', 'Hold'], ['Screening', 'Hold']],
  ] as const)('current %s, given %j → %j', (current, given, expected) => {
    expect(statusOptions(current, given as never)).toEqual(expected);
  });

  it('property: options never include the current status and keep the given order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPLICATION_STATUSES),
        fc.subarray([...APPLICATION_STATUSES], { minLength: 1 }),
        (current, given) => {
          const out = statusOptions(current, given);
          expect(out).not.toContain(current);
          expect(out).toEqual(given.filter((s) => s !== current));
        },
      ),
    );
  });

  it.each([
    ['New', 'direct'],
    ['Screening', 'direct'],
    ['Submitted', 'direct'],
    ['Offered', 'make-offer'],
    ['Onboarding', 'direct'],
    ['Cleared', 'direct'],
    ['Working', 'direct'],
    ['Done', 'decision'],
    ['Rejected', 'decision'],
    ['Blocked', 'decision'],
    ['Hold', 'decision'],
  ] as const)('choosing %s → %s', (to, action) => {
    expect(changeStatusAction(to)).toBe(action);
  });

  it('decision statuses are Done, Rejected, Blocked, Hold', () => {
    expect(DECISION_STATUSES).toEqual(['Done', 'Rejected', 'Blocked', 'Hold']);
  });

  it('requires a selection with the spec message', () => {
    expect(validateStatusSelection(null)).toEqual({ ok: false, message: 'Please select a status.' });
    expect(validateStatusSelection(undefined)).toEqual({ ok: false, message: 'Please select a status.' });
    expect(validateStatusSelection('Hold')).toEqual({ ok: true, status: 'Hold' });
  });
});
