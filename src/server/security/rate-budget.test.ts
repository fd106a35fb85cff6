// The per-key token bucket in front of WebSocket upgrades (issue 34): a burst, then a steady rate; keys apart; bounded.
import { describe, expect, it } from 'vitest';
import { createRateBudget } from './rate-budget';

const full = () => new Error('full');

describe('createRateBudget', () => {
  it('lets a burst through, then refills at its rate; each key has its own', () => {
    const budget = createRateBudget({ burst: 3, perSecond: 2, full });
    for (let i = 0; i < 3; i++) budget.take('a', 1_000);
    expect(() => budget.take('a', 1_000)).toThrow('full');
    budget.take('b', 1_000);
    expect(() => budget.take('a', 1_400)).toThrow('full'); // 0.8 of a token
    budget.take('a', 1_500); // one token after half a second
    expect(() => budget.take('a', 1_500)).toThrow('full');
    for (let i = 0; i < 3; i++) budget.take('a', 60_000); // refilled to the burst, never past it
    expect(() => budget.take('a', 60_000)).toThrow('full');
  });

  it('keeps at most maxKeys: full buckets are forgotten first', () => {
    const budget = createRateBudget({ burst: 2, perSecond: 1, full, maxKeys: 10 });
    for (let i = 0; i < 10; i++) budget.take(`k${i}`, 0);
    expect(budget.size()).toBe(10);
    budget.take('late', 5_000); // every earlier bucket has refilled: forgotten
    expect(budget.size()).toBe(1);
    for (let i = 0; i < 9; i++) budget.take(`m${i}`, 5_000);
    budget.take('last', 5_000); // all still draining: forgotten all the same, never more than maxKeys
    expect(budget.size()).toBeLessThanOrEqual(10);
  });
});
