// profile.csv: quoting of commas, quotes and newlines; dropped columns.
import { describe, expect, it } from 'vitest';
import { profileCsv } from './exports';

describe('profileCsv', () => {
  it('writes one header row and one row with dotted columns, quoting commas, quotes and newlines', () => {
    const csv = profileCsv({
      version: 4,
      created: 'x',
      summary: { profession: 'RN, ICU', states: ['GA', 'FL'], updated: 'y' },
      notes: 'said "hi"\nthen left',
      auto: true,
      gap: null,
    });
    const lines = csv.split('\n');
    expect(lines[0]).toBe('summary.profession,summary.states,notes,auto,gap');
    expect(csv).toBe(
      'summary.profession,summary.states,notes,auto,gap\n"RN, ICU",GA; FL,"said ""hi""\nthen left",true,\n',
    );
  });
});
