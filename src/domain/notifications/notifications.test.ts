import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import { moveNotification, notificationKindsFor, notificationText, wantsEmail } from './notifications';

describe('moveNotification', () => {
  it.each([
    ['offer', 'recruiter', { kind: 'offer', recipient: 'worker' }],
    ['re-offer', 'recruiter', { kind: 're-offer', recipient: 'worker' }],
    ['counter', 'worker', { kind: 'counter', recipient: 'recruiter' }],
    ['accept', 'worker', { kind: 'accept', recipient: 'recruiter' }],
    ['accept', 'recruiter', { kind: 'accept', recipient: 'worker' }],
    ['accept', null, { kind: 'accept', recipient: 'recruiter' }],
    ['decline', 'recruiter', { kind: 'decline', recipient: 'worker' }],
    ['status', 'recruiter', { kind: 'status', recipient: 'worker' }],
    ['status', 'worker', null],
    ['apply', 'worker', null],
    ['withdraw', 'worker', null],
    ['assign', 'recruiter', null],
  ] as const)('%s by %s → %j', (kind, side, expected) => {
    expect(moveNotification(kind, side)).toEqual(expected);
  });
});

describe('wantsEmail', () => {
  it('follows the stored choice, else the default (status in the app only)', () => {
    expect(wantsEmail('offer', {})).toBe(true);
    expect(wantsEmail('status', {})).toBe(false);
    expect(wantsEmail('offer', { offer: false })).toBe(false);
    expect(wantsEmail('status', { status: true })).toBe(true);
  });
});

describe('notificationKindsFor', () => {
  it('every kind a role can receive from moveNotification is listed for it', () => {
    expect(notificationKindsFor('worker')).toContain('status');
    expect(notificationKindsFor('worker')).toContain('timesheet');
    expect(notificationKindsFor('recruiter')).toEqual([
      'counter',
      'accept',
      'decline',
      'message',
      'contract',
      'onboarding',
      'reference',
      // Recruiters hear of a submitted timesheet (issue 44).
      'timesheet',
      // And of the worker's reply to the organization's close-out review (issue 45).
      'review',
    ]);
    // Organization users manage webhooks: they also hear when one is paused (issue 34).
    expect(notificationKindsFor('organization')).toEqual([
      'counter',
      'accept',
      'decline',
      'message',
      'contract',
      'onboarding',
      'reference',
      'webhook',
      'timesheet',
      'review',
    ]);
    expect(notificationKindsFor('worker')).toContain('review');
  });
  it("a close-out review's items: the organization's review to the worker, her reply to the recruiter (issue 45)", () => {
    expect(
      notificationText('review', { review: 'reviewed', name: 'Sunrise Health', job: 'ICU RN', gwJobId: 'GW-1' }),
    ).toBe('Sunrise Health reviewed your work on ICU RN (GW-1). Read it and reply if you wish.');
    expect(notificationText('review', { review: 'replied', name: 'Nora Nightingale', job: 'ICU RN' })).toBe(
      'Nora Nightingale replied to your review of her work on ICU RN.',
    );
    expect(wantsEmail('review', {})).toBe(false);
    expect(wantsEmail('review', { review: true })).toBe(true);
  });
  it("a paused webhook's item names its URL and the failures that paused it", () => {
    expect(notificationText('webhook', { url: 'https://h.example/x', failures: 5 })).toBe(
      'The webhook https://h.example/x was paused after 5 failed deliveries. Resume it under API Keys once its receiver answers.',
    );
  });
});

describe('notificationText', () => {
  it('names the person and the job, and counts collapsed messages', () => {
    expect(notificationText('offer', { name: 'Ann Lee', job: 'ICU RN', gwJobId: 'GW-1' })).toBe(
      'Ann Lee made you an offer for ICU RN (GW-1).',
    );
    expect(notificationText('message', { name: 'Bo', job: 'ICU RN', count: 3 })).toBe(
      '3 new messages from Bo about ICU RN.',
    );
    expect(notificationText('credential', { credential: 'BLS', days: 0 })).toBe('BLS expires today.');
    expect(
      notificationText('contract', { name: 'Ann Lee', job: 'ICU RN', gwJobId: 'GW-1', event: 'worker_signed' }),
    ).toBe('Ann Lee signed the contract for ICU RN (GW-1). It is ready to countersign.');
    expect(notificationText('contract', { job: 'ICU RN', event: 'void' })).toBe(
      'The contract for ICU RN is void: a new offer was made.',
    );
    expect(notificationText('job-alert', { search: 'ICU in GA', jobs: 2 })).toBe(
      '2 new jobs for your saved search “ICU in GA”.',
    );
    expect(notificationText('status', {})).toBe(MESSAGES.notifications.text.status('a job', ''));
    expect(
      notificationText('onboarding', { credential: 'BLS', status: 'Rejected', job: 'ICU RN', gwJobId: 'GW-1' }),
    ).toBe('Onboarding for ICU RN (GW-1): BLS is rejected.');
  });
});
