import { describe, expect, it } from 'vitest';
import { searchWordQueries, searchWords } from './search-words';

describe('searchWordQueries', () => {
  it.each([
    ['sterile', ['sterile:*']],
    ['IV/Sterile', ['iv:*', 'sterile:*']],
    ['Step-Down', ['step:*', 'down:*']],
    ['step', ['step:*']],
    ['ER', ['er | (emergency:* & room:*)']],
    ['icu', ['icu:*']],
    ['PACU', ['pacu:*']],
    ['Harbor', ['harbor:*']],
    ['nurses', ['nurse:*']],
    ['L&D', ['ld | (labor:* & delivery:*)']],
    ['  ', []],
    ["x' & !y:*", ['x:*', 'y:*']],
  ])('%j → %j', (q, expected) => {
    expect(searchWordQueries(q)).toEqual(expected);
  });

  it('keeps at most 8 words and never passes an operator through', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    for (const tq of searchWordQueries('a|b&c!d:(e)<->f')) expect(tq).toMatch(/^[a-z]+:\*$/);
  });
});
