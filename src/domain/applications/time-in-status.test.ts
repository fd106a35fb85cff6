import { describe, expect, it } from 'vitest';
import { timeInStatus } from './time-in-status';

const now = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeInStatus', () => {
  it.each([
    [0, 'just now'],
    [-5_000, 'just now'],
    [60_000, '1 minute'],
    [59 * 60_000, '59 minutes'],
    [3_600_000, '1 hour'],
    [23 * 3_600_000, '23 hours'],
    [86_400_000, '1 day'],
    [59 * 86_400_000, '59 days'],
    [90 * 86_400_000, '3 months'],
  ])('%i ms ago → %s', (ms, label) => {
    expect(timeInStatus(ago(ms), now)).toBe(label);
  });
});
