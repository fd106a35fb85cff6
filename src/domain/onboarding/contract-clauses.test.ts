import { describe, expect, it } from 'vitest';
import { formRefusals } from '../shared/form-refusal';
import { contractClausesInput } from './contract-clauses';
import { clauseParagraph, clausesAsKept, contractClauseSection } from './contract-clause-rules';
import { CONTRACT_CLAUSE_MESSAGES as M } from './contract-clause-messages';
import { CONTRACT_MESSAGES } from './contract-messages';

describe('contract clauses as plain paragraphs', () => {
  it.each([
    ['Parking is free.', 'Parking is free.'],
    ['  Scrubs are\nprovided   by the unit.\r\n', 'Scrubs are provided by the unit.'],
    ['\t\n ', ''],
  ])('%j is kept as %j', (typed, kept) => {
    expect(clauseParagraph(typed)).toBe(kept);
  });

  it('the preview leaves empty paragraphs out and is the contract’s own section', () => {
    expect(contractClauseSection(clausesAsKept(['  A  b ', '   ', 'C']))).toEqual([
      { title: CONTRACT_MESSAGES.pdf.clauses, lines: ['A b', 'C'] },
    ]);
    expect(contractClauseSection(clausesAsKept(['  ']))).toEqual([]);
  });

  it.each([
    [{ clauses: ['Fine.'], version: 0 }, {}],
    [{ clauses: [], version: 3 }, {}],
    [{ clauses: ['Fine.', ' \n '], version: 0 }, { 'clauses.1': M.errors.empty }],
    [{ clauses: ['x'.repeat(2000)], version: 0 }, {}],
    [{ clauses: ['x'.repeat(2001)], version: 0 }, { 'clauses.0': M.errors.tooLong(2000) }],
    [{ clauses: Array.from({ length: 21 }, () => 'A.'), version: 0 }, { clauses: M.errors.tooMany(20) }],
    [{ clauses: ['Fine.'], version: -1 }, { version: M.errors.version }],
    [{ clauses: ['Fine.'], version: 1.5 }, { version: M.errors.version }],
  ])('%#: refusals %j', (input, refusals) => {
    expect(formRefusals(contractClausesInput, input)).toEqual(refusals);
  });
});
