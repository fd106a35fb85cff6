import { describe, expect, it } from 'vitest';
import { journeyFollowStatus } from './journey-follow';

const A = 'a';
const B = 'b';
describe('the Work Journey list follows a placement that moved (issue 42, item 8)', () => {
  it('follows the first vanished application to its new status once the list is empty', () => {
    expect(journeyFollowStatus('Onboarding', [A], [], [{ applicationId: A, status: 'Cleared' }])).toBe('Cleared');
  });

  it.each([
    ['the list still shows something', [A, B], [B], [{ applicationId: A, status: 'Cleared' }]],
    ['nothing was shown before', [], [], [{ applicationId: A, status: 'Cleared' }]],
    ['the vanished one is gone everywhere (withdrawn and hidden)', [A], [], []],
    ['it is still in the same status', [A], [], [{ applicationId: A, status: 'Onboarding' }]],
  ] as const)('stays when %s', (_why, shown, now, everywhere) => {
    expect(journeyFollowStatus('Onboarding', shown, now, everywhere)).toBeNull();
  });
});
