// src/test-setup.ts makes vi.waitFor wait up to 60 s unless told (issue 46): a wait is a hang detector, not a budget, and
// a condition that takes seconds on a machine whose cores other work keeps busy is not a fault. A passing wait still
// ends as soon as its condition holds, and a bound the caller names is kept.
import { describe, expect, it, vi } from 'vitest';

describe('vi.waitFor with the suite’s default', () => {
  it('waits past Vitest’s own 1 s for a condition that holds after 1.5 s, and ends once it holds', async () => {
    const t0 = performance.now();
    let calls = 0;
    await vi.waitFor(() => {
      calls++;
      if (performance.now() - t0 < 1500) throw new Error('not yet');
    });
    const took = performance.now() - t0;
    expect(took).toBeGreaterThanOrEqual(1500);
    expect(calls).toBeGreaterThan(1);
  });

  it('keeps a bound the caller names, as options or as a number', async () => {
    const never = () => {
      throw new Error('never holds');
    };
    // eslint-disable-next-line no-restricted-syntax -- the subject: a bound the caller names is kept.
    await expect(vi.waitFor(never, { timeout: 50, interval: 10 })).rejects.toThrow('never holds');
    await expect(vi.waitFor(never, 50)).rejects.toThrow('never holds');
  });
});
