// Where an application stands, said once: no "Offered (Offered)", no "OFFERED OFFERED", no "REJECTED DECLINED", no
// "just now ago"; a worker's own move is decided by Worker.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import { moveDecisionMaker } from '../shared/roles';
import { applicationOfferNote, applicationStateText } from './outcome';
import { timeAgo } from './time-in-status';

describe('applicationStateText and applicationOfferNote', () => {
  it.each([
    ['Offered', 'Offered', null, 'Offered'],
    ['Offered', 'Re-Offer', 'Re-Offer', 'Offered (Re-Offer)'],
    ['Offered', 'Counter Offer', 'Counter Offer', 'Offered (Counter Offer)'],
    ['Rejected', 'Declined', MESSAGES.offerDeclinedNote, 'Rejected (Offer declined)'],
    ['Rejected', 'Withdrawn', null, 'Withdrawn'],
    ['Onboarding', 'Re-Offer', null, 'Onboarding'],
    ['Screening', null, null, 'Screening'],
  ] as const)('%s with offer status %s: note %s, text "%s"', (status, offerStatus, note, text) => {
    expect(applicationOfferNote(status, offerStatus)).toBe(note);
    expect(applicationStateText(status, offerStatus)).toBe(text);
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it.each([
    ['2026-11-20T11:59:30Z', 'just now'],
    ['2026-11-20T11:55:00Z', '5 minutes ago'],
    ['2026-11-14T12:00:00Z', '6 days ago'],
  ])('%s is "%s"', (since, text) => {
    expect(timeAgo(since, now)).toBe(text);
    expect(MESSAGES.lastChange(timeAgo(since, now))).toBe(`Last change ${text}`);
  });
});

describe('moveDecisionMaker', () => {
  it.each([
    ['worker', 'Worker'],
    ['recruiter', 'Recruiter'],
    ['organization', 'Organization'],
    ['admin', 'Not Specified'],
  ] as const)('%s → %s', (role, maker) => expect(moveDecisionMaker(role)).toBe(maker));
});
