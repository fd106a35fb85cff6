import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestMatchPage, compareBestMatch, type BestMatchKey } from './best-match';

const key = (percent: number | null, posted: number, id: string, otherProfession = false): BestMatchKey => ({
  percent,
  otherProfession,
  posted,
  id,
});

const arbKey = fc.record({
  percent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  otherProfession: fc.boolean(),
  // Few distinct values, so ties on percent and on time are common.
  posted: fc.integer({ min: 0, max: 5 }),
  id: fc.uuid(),
});
const arbItems = fc.uniqueArray(arbKey, { selector: (k) => k.id, maxLength: 40 });

/** Every page of `items` from the first, following each page's key. */
function allPages(items: readonly BestMatchKey[], pageSize: number): BestMatchKey[][] {
  const pages: BestMatchKey[][] = [];
  let after: BestMatchKey | null = null;
  do {
    const r: { page: BestMatchKey[]; next: BestMatchKey | null } = bestMatchPage(items, pageSize, after);
    pages.push(r.page);
    after = r.next;
  } while (after && pages.length <= items.length);
  return pages;
}

describe('Best match order', () => {
  it('puts the higher percent first, then the newest, then the lower id; no percent comes last', () => {
    const a = key(67, 1, 'b');
    const b = key(59, 9, 'a');
    const c = key(67, 2, 'c');
    const d = key(67, 2, 'a');
    const e = key(null, 9, 'a');
    expect([a, b, c, d, e].sort(compareBestMatch)).toEqual([d, c, a, b, e]);
  });

  it('pages: the first page, the key after it, and no key on the last page', () => {
    const items = [key(59, 1, 'x'), key(67, 1, 'y'), key(80, 1, 'z')];
    const first = bestMatchPage(items, 2, null);
    expect(first.page.map((i) => i.percent)).toEqual([80, 67]);
    expect(first.next).toEqual({ percent: 67, otherProfession: false, posted: 1, id: 'y' });
    expect(bestMatchPage(items, 2, first.next)).toEqual({ page: [items[0]], next: null });
    expect(bestMatchPage(items, 3, null).next).toBeNull();
  });

  it('property: a total order (antisymmetric, zero only for the same key)', () => {
    fc.assert(
      fc.property(arbKey, arbKey, (a, b) => {
        expect(Math.sign(compareBestMatch(a, b))).toBe(-Math.sign(compareBestMatch(b, a)));
        expect(compareBestMatch(a, b) === 0).toBe(
          a.percent === b.percent && a.otherProfession === b.otherProfession && a.posted === b.posted && a.id === b.id,
        );
      }),
    );
  });

  it("puts every job of another profession below the worker's own, whatever its percent", () => {
    const own = key(40, 1, 'a');
    const other = key(90, 9, 'b', true);
    const alsoOwn = key(39, 9, 'c');
    expect([other, alsoOwn, own].sort(compareBestMatch)).toEqual([own, alsoOwn, other]);
  });

  it('property: paging visits every item once, own profession first, in non-increasing percent, whatever the page size', () => {
    fc.assert(
      fc.property(arbItems, fc.integer({ min: 1, max: 10 }), (items, pageSize) => {
        const pages = allPages(items, pageSize);
        const seen = pages.flat();
        expect(seen).toEqual([...items].sort(compareBestMatch));
        expect(new Set(seen.map((i) => i.id)).size).toBe(items.length);
        for (let i = 1; i < seen.length; i++) {
          expect(Number(seen[i - 1].otherProfession)).toBeLessThanOrEqual(Number(seen[i].otherProfession));
          if (seen[i - 1].otherProfession === seen[i].otherProfession)
            expect(seen[i - 1].percent ?? -1).toBeGreaterThanOrEqual(seen[i].percent ?? -1);
        }
        for (const p of pages.slice(0, -1)) expect(p).toHaveLength(pageSize);
      }),
    );
  });

  it('property: a job added after a page was served never repeats or hides an already ranked one', () => {
    fc.assert(
      fc.property(arbItems, arbKey, fc.integer({ min: 1, max: 5 }), (items, extra, pageSize) => {
        fc.pre(!items.some((i) => i.id === extra.id));
        const first = bestMatchPage(items, pageSize, null);
        if (first.next) {
          const later = bestMatchPage([...items, extra], items.length + 1, first.next).page;
          expect(later.filter((i) => i.id !== extra.id)).toEqual(
            [...items].sort(compareBestMatch).slice(first.page.length),
          );
        }
      }),
    );
  });
});
