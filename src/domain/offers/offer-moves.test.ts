import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import { isAutoAccepted, liveOfferStatus, offerResponse, offerSubmission } from './offer-moves';

describe('offer moves', () => {
  it('only an application in Offered has a live offer', () => {
    expect(liveOfferStatus('Offered', 'Re-Offer')).toBe('Re-Offer');
    expect(liveOfferStatus('Onboarding', 'Offered')).toBeNull();
    expect(liveOfferStatus('Offered', 'Declined')).toBeNull();
  });

  it.each([
    ['recruiter', 'Submitted', null, undefined, { ok: true, action: 'Make Offer', kind: 'Offered', first: true }],
    [
      'recruiter',
      'Offered',
      'Offered',
      undefined,
      { ok: true, action: 'Update Offer', kind: 'Re-Offer', first: false },
    ],
    [
      'recruiter',
      'Offered',
      'Counter Offer',
      undefined,
      { ok: true, action: 'Change Offer', kind: 'Re-Offer', first: false },
    ],
    [
      'recruiter',
      'Offered',
      'Counter Offer',
      'Update Offer',
      { ok: false, message: MESSAGES.errors.offerActionNotAllowed },
    ],
    ['recruiter', 'Working', null, undefined, { ok: false, message: MESSAGES.errors.offerActionNotAllowed }],
    [
      'worker',
      'Offered',
      'Offered',
      undefined,
      { ok: true, action: 'Counter Offer', kind: 'Counter Offer', first: false },
    ],
    [
      'worker',
      'Offered',
      'Counter Offer',
      undefined,
      { ok: true, action: 'Re Counter', kind: 'Counter Offer', first: false },
    ],
    [
      'worker',
      'Offered',
      'Counter Offer',
      'Counter Offer',
      { ok: false, message: MESSAGES.errors.offerActionNotAllowed },
    ],
    ['worker', 'Submitted', null, undefined, { ok: false, message: MESSAGES.errors.offerActionNotAllowed }],
  ] as const)('%s sending terms on %s/%s (%s)', (side, applicationStatus, offerStatus, action, expected) => {
    expect(offerSubmission({ side, applicationStatus, offerStatus, action })).toEqual(expected);
  });

  it('responses follow the buttons and a decline needs a reason', () => {
    expect(
      offerResponse({ side: 'worker', applicationStatus: 'Offered', offerStatus: 'Offered', action: 'Accept' }),
    ).toEqual({ ok: true, status: 'Onboarding', offerStatus: null });
    expect(
      offerResponse({ side: 'worker', applicationStatus: 'Offered', offerStatus: 'Counter Offer', action: 'Accept' }),
    ).toEqual({ ok: false, message: MESSAGES.errors.offerActionNotAllowed });
    expect(
      offerResponse({
        side: 'recruiter',
        applicationStatus: 'Offered',
        offerStatus: 'Counter Offer',
        action: 'Decline',
        reason: ' ',
      }),
    ).toEqual({ ok: false, message: MESSAGES.declineReasonRequired });
    expect(
      offerResponse({
        side: 'recruiter',
        applicationStatus: 'Offered',
        offerStatus: 'Counter Offer',
        action: 'Decline',
        reason: 'No budget',
      }),
    ).toEqual({ ok: true, status: 'Rejected', offerStatus: 'Declined' });
  });

  it('auto-accepts only with both the job setting and the worker consent', () => {
    expect(isAutoAccepted(true, true)).toBe(true);
    expect(isAutoAccepted(true, false)).toBe(false);
    expect(isAutoAccepted(undefined, true)).toBe(false);
  });
});
