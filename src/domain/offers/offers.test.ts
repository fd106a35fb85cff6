import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OFFER_ACTIONS,
  OFFER_STATUSES,
  PENDING_OFFER_STATUSES,
  afterRecruiterStatusChange,
  afterSimpleDecline,
  afterWorkerAccept,
  afterWorkerDecline,
  canOfferAction,
  isOfferPending,
  offerActionEffect,
  offerActions,
  workerDeclineChange,
  workerWithdrawChange,
} from './offers';
import { APPLICATION_STATUSES } from '../applications/pipeline';

describe('offer statuses', () => {
  it('has the spec statuses plus Withdrawn and Declined', () => {
    expect(OFFER_STATUSES).toEqual(['Offered', 'Re-Offer', 'Counter Offer', 'Withdrawn', 'Declined']);
    expect(PENDING_OFFER_STATUSES).toEqual(['Offered', 'Re-Offer', 'Counter Offer']);
  });

  it.each([
    ['Offered', true],
    ['Re-Offer', true],
    ['Counter Offer', true],
    ['Withdrawn', false],
    ['Declined', false],
    [null, false],
    [undefined, false],
  ] as const)('%s pending: %s', (s, p) => expect(isOfferPending(s)).toBe(p));
});

describe('offer buttons (section 4)', () => {
  it.each([
    ['Offered', 'worker', ['Accept', 'Decline', 'Counter Offer']],
    ['Re-Offer', 'worker', ['Accept', 'Decline', 'Counter Offer']],
    ['Offered', 'recruiter', ['Update Offer', 'Change Offer']],
    ['Re-Offer', 'recruiter', ['Update Offer', 'Change Offer']],
    ['Counter Offer', 'worker', ['Re Counter']],
    ['Counter Offer', 'recruiter', ['Accept', 'Decline', 'Change Offer']],
    ['Withdrawn', 'worker', []],
    ['Withdrawn', 'recruiter', []],
    ['Declined', 'worker', []],
    ['Declined', 'recruiter', []],
    [null, 'worker', []],
    [undefined, 'recruiter', []],
  ] as const)('%s, %s side → %j', (status, side, actions) => {
    expect(offerActions(status, side)).toEqual(actions);
  });

  it('property: canOfferAction agrees with offerActions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...OFFER_STATUSES),
        fc.constantFrom('worker', 'recruiter') as fc.Arbitrary<'worker' | 'recruiter'>,
        fc.constantFrom(...OFFER_ACTIONS),
        (offerStatus, side, action) => {
          expect(canOfferAction({ offerStatus, side, action })).toBe(offerActions(offerStatus, side).includes(action));
        },
      ),
    );
  });

  it.each([
    ['Accept', 'worker', { applicationStatus: 'Onboarding', needsReason: false }],
    ['Accept', 'recruiter', { applicationStatus: 'Onboarding', needsReason: false }],
    ['Decline', 'worker', { applicationStatus: 'Rejected', offerStatus: 'Declined', needsReason: true }],
    ['Decline', 'recruiter', { applicationStatus: 'Rejected', offerStatus: 'Declined', needsReason: true }],
    ['Counter Offer', 'worker', { offerStatus: 'Counter Offer', needsReason: false, opensFlow: 'counter-offer' }],
    ['Re Counter', 'worker', { offerStatus: 'Counter Offer', needsReason: false, opensFlow: 'counter-offer' }],
    ['Update Offer', 'recruiter', { offerStatus: 'Re-Offer', needsReason: false, opensFlow: 'make-offer' }],
    ['Change Offer', 'recruiter', { offerStatus: 'Re-Offer', needsReason: false, opensFlow: 'make-offer' }],
  ] as const)('%s by %s → %j', (action, side, effect) => {
    expect(offerActionEffect(action, side)).toEqual(effect);
  });
});

describe('worker decline', () => {
  it.each(['', '   ', null, undefined])('refuses a blank reason (%j)', (reason) => {
    expect(workerDeclineChange(reason, 'x')).toEqual({ ok: false, message: 'Please provide a reason for declining.' });
  });

  it('always sends Rejected with decision maker Worker, trimmed', () => {
    expect(workerDeclineChange('  Found another job ', ' Thanks ')).toEqual({
      ok: true,
      change: {
        status: 'Rejected',
        decision_maker: 'Worker',
        decision_reason: 'Found another job',
        decision_notes: 'Thanks',
      },
    });
    expect(workerDeclineChange('Pay', null)).toEqual({
      ok: true,
      change: { status: 'Rejected', decision_maker: 'Worker', decision_reason: 'Pay', decision_notes: '' },
    });
  });

  it('property: any non-blank reason gives Rejected by Worker', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        fc.string(),
        (reason, notes) => {
          const r = workerDeclineChange(reason, notes);
          expect(
            r.ok &&
              r.change.status === 'Rejected' &&
              r.change.decision_maker === 'Worker' &&
              r.change.decision_reason === reason.trim(),
          ).toBe(true);
        },
      ),
    );
  });

  it('a withdrawal is Rejected by Worker with the outcome Withdrawn (not a decline), reason optional', () => {
    expect(workerWithdrawChange()).toEqual({
      status: 'Rejected',
      outcome: 'Withdrawn',
      decision_maker: 'Worker',
      decision_reason: '',
      decision_notes: '',
    });
  });
});

describe('navigation after offer actions', () => {
  it('accept → /work-journey/onboarding', () => expect(afterWorkerAccept()).toBe('/work-journey/onboarding'));
  it('simple decline → /work-journey/done?status=rejected', () =>
    expect(afterSimpleDecline()).toBe('/work-journey/done?status=rejected'));

  it.each([
    ['Rejected', '/work-journey/rejected'],
    ['rejected', '/work-journey/rejected'],
    ['Done', '/work-journey/done'],
    [null, '/work-journey'],
    [undefined, '/work-journey'],
    ['', '/work-journey'],
    ['bogus', '/work-journey'],
  ])('decline/withdraw returning %j → %s', (status, path) => {
    expect(afterWorkerDecline(status)).toBe(path);
  });

  it.each(APPLICATION_STATUSES)('recruiter status change to %s → /application/{lower}', (s) => {
    expect(afterRecruiterStatusChange(s)).toBe(`/application/${s.toLowerCase()}`);
  });
});
