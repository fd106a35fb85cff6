import { describe, expect, it } from 'vitest';
import { whatChanged, type OfferSnapshot } from './what-changed';

const snap = (status: string, offerStatus: string | null, versions: ['worker' | 'recruiter', number][]) =>
  ({
    application: { status, offer_status: offerStatus },
    offers: versions.map(([side, version]) => ({ side, version })),
  }) satisfies OfferSnapshot;

describe('whatChanged', () => {
  it.each([
    [
      'a new recruiter version',
      snap('Offered', 'Counter Offer', [
        ['recruiter', 1],
        ['worker', 2],
      ]),
      snap('Offered', 'Re-Offer', [
        ['recruiter', 1],
        ['worker', 2],
        ['recruiter', 3],
      ]),
      'The recruiter sent a new offer (v3)',
    ],
    [
      'a counter from the worker',
      snap('Offered', 'Offered', [['recruiter', 1]]),
      snap('Offered', 'Counter Offer', [
        ['recruiter', 1],
        ['worker', 2],
      ]),
      'The worker sent a counter offer (v2)',
    ],
    [
      'an acceptance (no new version)',
      snap('Offered', 'Offered', [['recruiter', 1]]),
      snap('Onboarding', null, [['recruiter', 1]]),
      'This application is now Onboarding. The page shows it as it is now.',
    ],
    [
      'a withdrawal',
      snap('Offered', 'Offered', [['recruiter', 1]]),
      snap('Rejected', 'Withdrawn', [['recruiter', 1]]),
      'This application is now Withdrawn. The page shows it as it is now.',
    ],
    [
      'nothing visible (an assignment)',
      snap('Screening', null, []),
      snap('Screening', null, []),
      'This application changed since you loaded it. The page shows it as it is now.',
    ],
  ])('%s', (_name, before, after, text) => {
    expect(whatChanged(before, after)).toBe(text);
  });

  it('says it changed when the new state could not be read', () => {
    expect(whatChanged(snap('New', null, []), null)).toBe(
      'This application changed since you loaded it. The page shows it as it is now.',
    );
  });
});
