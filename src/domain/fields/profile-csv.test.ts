// profile.csv (spec section 9): name, email and phone first, catalogue labels as headers, formula cells neutralised.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_FIELDS, neutraliseFormula, profileCsv, profileCsvTable } from './index';

/** Splits RFC 4180 CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const profile = {
  _id: 'p1',
  version: 4,
  created: '2026-01-01',
  updated: '2026-01-02',
  summary: {
    profession: 'RN',
    specialties: ['ICU', 'ER'],
    feels_like_hourly: 64.5,
    hours_per_week_range: { min: 36, max: 72 },
    min_weekly_pay: 2054.16,
    states: ['GA', 'FL'],
  },
  pay: { taxable_weekly_range: { min: 1200, max: 1500 }, min_non_taxable_weekly: 800 },
  shiftAndScheduling: { start_date_setting: '2026-11-17' },
  documents: { resume: [{ _id: 'd1', name: 'cv.pdf', file: 'k/cv.pdf' }] },
  scrub_color: '=HYPERLINK("http://evil.example","click")',
  workInfo: { facilities_worked_at: ['+1 Hospital', '@Mercy', '-ward'] },
};

describe('profileCsv', () => {
  const input = { name: 'Delia Rath', email: 'delia@example.com', phone: '+1 555 0100', profile };

  it('has a header row of Name, Email, Phone and then the catalogue label of every profile field', () => {
    const [header] = parseCsv(profileCsv(input));
    expect(header.slice(0, 3)).toEqual(['Name', 'Email', 'Phone']);
    expect(header.slice(3)).toEqual(PROFILE_FIELDS.map((x) => x.label));
    expect(header).not.toEqual(expect.arrayContaining(['created', 'updated', 'version', '_id']));
    expect(header.some((h) => /[._]/.test(h) && /^[a-z]/.test(h))).toBe(false);
  });

  it('starts the data row with the name, email and phone and shows values as the screens do', () => {
    const [header, row] = parseCsv(profileCsv(input));
    expect(row.slice(0, 3)).toEqual(['Delia Rath', 'delia@example.com', "'+1 555 0100"]);
    const cell = (label: string) => row[header.indexOf(label)];
    expect(cell('Speciality')).toBe('ICU, ER');
    expect(cell('Minimum Feel like $/h')).toBe('$64.50');
    expect(cell('Hours per week')).toBe('36 - 60+');
    expect(cell('Minimum weekly pay')).toBe('$2,054.16');
    expect(cell('Taxable weekly pay')).toBe('$1,200.00 - $1,500.00');
    expect(cell('Start date')).toBe('Nov 17, 2026');
    expect(cell('Resume')).toBe('cv.pdf');
    expect(cell('Preferred states')).toBe('GA, FL');
    expect(row).toHaveLength(header.length);
  });

  it('neutralises every cell that starts with =, +, -, @, tab or CR', () => {
    const [header, row] = parseCsv(profileCsv(input));
    expect(row[header.indexOf('Scrub color')]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(row[header.indexOf("Facilities you've worked at")]).toBe("'+1 Hospital, @Mercy, -ward");
    const hostile = profileCsv({ name: '@SUM(A1)', email: '-2+3', phone: '\t=1', profile: {} });
    expect(parseCsv(hostile)[1].slice(0, 3)).toEqual(["'@SUM(A1)", "'-2+3", "'\t=1"]);
  });

  it('leaves no cell starting with a formula character, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (name, email, phone, scrub) => {
        const [, values] = profileCsvTable({ name, email, phone, profile: { scrub_color: scrub } });
        const cells = parseCsv(profileCsv({ name, email, phone, profile: { scrub_color: scrub } }))[1];
        expect(cells).toHaveLength(values.length);
        for (const c of cells) expect(c).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = profileCsv({ name: 'Rath, Delia "Dee"', email: null, phone: null, profile: {} });
    expect(csv.split('\r\n')[1].startsWith('"Rath, Delia ""Dee""",,')).toBe(true);
    expect(neutraliseFormula('plain')).toBe('plain');
  });
});
