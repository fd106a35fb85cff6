import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import { checklistProgress, daysToStart, progressSummary } from './progress';

describe('placement progress', () => {
  const items = [
    { status: 'verified', required: true },
    { status: 'verified', required: true },
    { status: 'submitted', required: true },
    { status: 'rejected', required: true },
    { status: 'missing', required: true },
    { status: 'missing', required: false },
  ] as const;

  it('counts required items only, by status', () => {
    expect(checklistProgress(items)).toEqual({ total: 5, verified: 2, submitted: 1, rejected: 1, missing: 1 });
  });

  it('summarises checklist and contract in one line', () => {
    expect(progressSummary(items, 'awaiting_worker')).toBe('2 of 5 verified · contract: waiting for worker');
    expect(progressSummary([], null)).toBe('0 of 0 verified · contract: not drafted');
  });

  it('counts days to the start, negative once started', () => {
    expect(daysToStart('2026-12-07', '2026-11-26')).toBe(11);
    expect(daysToStart('2026-11-25', '2026-11-26')).toBe(-1);
    expect(daysToStart(null, '2026-11-26')).toBeNull();
    expect(ONBOARDING_MESSAGES.startCountdown(1)).toBe('Starts in 1 day');
    expect(ONBOARDING_MESSAGES.startCountdown(0)).toBe('Starts today');
    expect(ONBOARDING_MESSAGES.startCountdown(-3)).toBe('Started 3 days ago');
  });
});
