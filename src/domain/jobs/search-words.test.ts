import { describe, expect, it } from 'vitest';
import { relaxationSteps, searchConcepts, searchRelaxedNotice, withinOneEdit } from './search-words';

const shape = (q: string) => searchConcepts(q).map((c) => [c.kind, c.label, c.tsquery]);

describe('searchConcepts', () => {
  it.each([
    ['sterile', [['word', 'sterile', 'sterile:*']]],
    [
      'IV/Sterile',
      [
        ['word', 'iv', 'iv:ABC'],
        ['word', 'sterile', 'sterile:*'],
      ],
    ],
    ['nurses', [['word', 'nurses', 'nurse:*']]],
    ['ICU', [['specialty', 'ICU', 'icu:* | (critical:* & care:*) | ccu:* | (intensive:* & care:*)']]],
    ['critical care', [['specialty', 'ICU', 'icu:* | (critical:* & care:*) | ccu:* | (intensive:* & care:*)']]],
    ['L&D', [['specialty', 'Labor and Delivery', 'ld:ABC | (l:ABC & d:ABC) | (labor:* & delivery:*)']]],
    ['labor and delivery', [['specialty', 'Labor and Delivery', 'ld:ABC | (l:ABC & d:ABC) | (labor:* & delivery:*)']]],
    ['night shift', [['shift', 'Nights', 'night:* | (night:* & shift:*) | noc:* | overnight:*']]],
    ['NOC', [['shift', 'Nights', 'night:* | (night:* & shift:*) | noc:* | overnight:*']]],
    ['per diem', [['terms', 'Per Diem', '(per:* & diem:*) | prn:*']]],
    ['Texas', [['location', 'Texas', 'texa:* | tx:C']]],
    ['TX', [['location', 'Texas', 'texa:* | tx:C']]],
    ['new york', [['location', 'New York', '(new:* & york:*) | ny:C']]],
    ['oregon', [['location', 'Oregon', 'oregon:* | or:C']]],
    ['  ', []],
  ])('%j', (q, expected) => {
    expect(shape(q)).toEqual(expected);
  });

  it('reads "icu nurse arizona nights" as four concepts and leaves stop words out', () => {
    expect(searchConcepts('icu nurse in arizona, nights').map((c) => [c.kind, c.typed])).toEqual([
      ['specialty', 'icu'],
      ['word', 'nurse'],
      ['location', 'arizona'],
      ['shift', 'nights'],
    ]);
  });

  it('reads a field word with one typo as that word (five letters or more) and marks other long words fuzzy', () => {
    expect(searchConcepts('pharmcist')[0]).toMatchObject({ kind: 'profession', label: 'Pharmacist' });
    expect(searchConcepts('arizna')[0]).toMatchObject({ kind: 'location', label: 'Arizona' });
    expect(searchConcepts('ventilatr')[0]).toMatchObject({ kind: 'word', fuzzy: 'ventilatr' });
    expect(searchConcepts('tele')[0]!.fuzzy).toBeNull();
  });

  it('keeps at most 8 words and never passes an operator through', () => {
    expect(searchConcepts('q b c d e f g h i j')).toHaveLength(8);
    for (const c of searchConcepts("a|b&c!d:(e)<->f x' & !y:*")) expect(c.tsquery).toMatch(/^[a-z0-9:*|&() ABC]+$/);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['pharmcist', 'pharmacist', true],
    ['pharmacsit', 'pharmacist', true],
    ['pharmacist', 'pharmacist', true],
    ['phramcist', 'pharmacist', false],
    ['ventilatr', 'ventilator', true],
    ['ventilaton', 'ventilator', true],
    ['nurse', 'nursing', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('relaxation', () => {
  it('leaves out the shift first, then terms, other words, profession, specialty, and at last every concept', () => {
    const concepts = searchConcepts('icu nurse arizona travel nights');
    expect(relaxationSteps(concepts)).toEqual([[4], [4, 3], [4, 3, 1], [4, 3, 1, 0], [4, 3, 1, 0, 2]]);
  });

  it('a single concept that matches nothing is left out too, and the notice says the nearest jobs follow', () => {
    const concepts = searchConcepts('per diem');
    expect(relaxationSteps(concepts)).toEqual([[0]]);
    expect(searchRelaxedNotice('per diem', concepts, [0])).toBe(
      "No jobs for 'per diem'. Showing the nearest open jobs instead",
    );
  });

  it('names what it relaxed', () => {
    const concepts = searchConcepts('icu arizona nights');
    expect(searchRelaxedNotice('icu arizona nights', concepts, [2])).toBe(
      "No jobs for 'icu arizona nights'. Showing ICU jobs in Arizona, any shift",
    );
    const more = searchConcepts('icu nurse arizona');
    expect(searchRelaxedNotice(' icu nurse arizona ', more, [1, 0])).toBe(
      "No jobs for 'icu nurse arizona'. Showing jobs in Arizona, any specialty, without 'nurse'",
    );
  });
});
