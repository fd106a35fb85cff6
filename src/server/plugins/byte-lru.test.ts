// The response cache's store: least recently used first out, a byte cap that always holds, and scope eviction that
// removes exactly the entries that read the scope. Checked against a plain model under random operations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteLru } from './response-cache';

const entry = (bytes: number, scopes: string[]) => ({
  etag: 'e',
  body: Buffer.from('x'),
  type: 'application/json',
  scopes,
  versions: scopes.map(() => 0),
  bytes,
});

describe('ByteLru', () => {
  it('evicts the least recently used entry first; a read makes an entry recent', () => {
    const lru = new ByteLru(800);
    for (const k of 'abcdefgh') lru.set(k, entry(100, ['s']));
    lru.get('a');
    lru.set('i', entry(100, ['t']));
    expect(lru.get('b')).toBeUndefined();
    expect([...'acdefghi'].every((k) => lru.get(k) !== undefined)).toBe(true);
    expect(lru.bytes).toBe(800);
  });

  it('does not keep an entry larger than an eighth of the cap', () => {
    const lru = new ByteLru(800);
    lru.set('big', entry(101, ['s']));
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });

  it('evicting a scope removes exactly the entries that read it', () => {
    const lru = new ByteLru(10_000);
    lru.set('a', entry(10, ['board', 'job:1']));
    lru.set('b', entry(10, ['job:2']));
    lru.set('c', entry(10, ['board']));
    lru.evictScope('board');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('c')).toBeUndefined();
    expect(lru.get('b')).toBeDefined();
    expect(lru.bytes).toBe(10);
  });

  it('property: matches a model LRU under random sets, gets, deletes and scope evictions', () => {
    const CAP = 400;
    const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const scope = fc.constantFrom('s1', 's2', 's3');
    const op = fc.oneof(
      fc.record({
        t: fc.constant('set' as const),
        key,
        bytes: fc.integer({ min: 1, max: 60 }),
        scopes: fc.uniqueArray(scope),
      }),
      fc.record({ t: fc.constant('get' as const), key }),
      fc.record({ t: fc.constant('delete' as const), key }),
      fc.record({ t: fc.constant('evict' as const), scope }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const lru = new ByteLru(CAP);
        // The model: keys in recency order (oldest first) with their size and scopes.
        let model: { key: string; bytes: number; scopes: string[] }[] = [];
        for (const o of ops) {
          if (o.t === 'set') {
            if (o.bytes > CAP / 8) {
              lru.set(o.key, entry(o.bytes, o.scopes));
              continue;
            }
            lru.set(o.key, entry(o.bytes, o.scopes));
            model = model.filter((m) => m.key !== o.key);
            model.push({ key: o.key, bytes: o.bytes, scopes: o.scopes });
            while (model.reduce((n, m) => n + m.bytes, 0) > CAP) model.shift();
          } else if (o.t === 'get') {
            const hit = lru.get(o.key) !== undefined;
            const i = model.findIndex((m) => m.key === o.key);
            expect(hit).toBe(i >= 0);
            if (i >= 0) model.push(...model.splice(i, 1));
          } else if (o.t === 'delete') {
            lru.delete(o.key);
            model = model.filter((m) => m.key !== o.key);
          } else {
            lru.evictScope(o.scope);
            model = model.filter((m) => !m.scopes.includes(o.scope));
          }
          expect(lru.size).toBe(model.length);
          expect(lru.bytes).toBe(model.reduce((n, m) => n + m.bytes, 0));
          expect(lru.bytes).toBeLessThanOrEqual(CAP);
        }
      }),
      { numRuns: 300 },
    );
  });
});
