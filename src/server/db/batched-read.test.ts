import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read';

describe('batchedRead', () => {
  it('answers the keys asked in one turn of the event loop from one read', async () => {
    const reads: string[][] = [];
    const b = batchedRead(async (keys: string[]) => {
      reads.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    const [a, c, missing] = await Promise.all([b.get('a'), b.get('c'), b.getMany(['a', 'z'])]);
    expect([a, c, missing.get('z')]).toEqual(['A', 'C', 'Z']);
    expect(reads).toEqual([['a', 'c', 'z']]);
  });

  it('sends a new read for a caller that arrives after the batch was sent', async () => {
    const reads: string[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((ok) => (release = ok));
    let version = 1;
    const b = batchedRead(async (keys: string[]) => {
      reads.push(keys);
      const seen = version;
      if (reads.length === 1) await gate; // the first statement is in flight…
      return new Map(keys.map((k) => [k, seen]));
    });
    const first = b.get('s');
    await new Promise((ok) => setImmediate(ok)); // …it has been sent
    version = 2; // a change commits after it was sent
    const second = b.get('s');
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2); // the later caller does not reuse the earlier read
    expect(reads).toEqual([['s'], ['s']]);
  });

  it('passes a failed read to every caller of that batch, and the next batch reads again', async () => {
    let fail = true;
    const b = batchedRead(async (keys: string[]) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, 1]));
    });
    const results = await Promise.allSettled([b.get('a'), b.get('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await b.get('a')).toBe(1);
  });
});
