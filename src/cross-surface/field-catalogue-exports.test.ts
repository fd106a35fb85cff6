// Every profile field of the catalogue reads the same in the exports as on the screens (issue 18): the profile PDF's
// text (pdf-parse) and profile.csv show the catalogue's label and formatter's value for each (the screens are checked
// in field-catalogue.test.tsx, on the same data built through the API by catalogue-fixture.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { PROFILE_FIELDS, neutraliseFormula, profileCsv, type ProfileCsvInput } from '@/domain/fields';
import { injectAs } from '@/server/test/inject-as';
import { SETUP_TIMEOUT, ok, setUpMarketplace, workerText, type Marketplace } from './catalogue-fixture';

let m: Marketplace;
beforeAll(async () => {
  m = await setUpMarketplace();
}, SETUP_TIMEOUT);
afterAll(async () => m?.t.close());

const squash = (s: string) => s.replace(/\s+/g, '');

/** RFC 4180 lines of cells, as a spreadsheet reads them. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      cells.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      lines.push([...cells, cell]);
      cells = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return lines;
}

describe('the field catalogue in the exports', () => {
  it('profile PDF (pdf-parse): every profile field as its label followed by its value', async () => {
    const res = await injectAs(m.t.app, m.recruiter).post('/api/generate-profile-pdf', {
      user_id: m.worker.id,
      name: 'Delia Rath',
    });
    expect(res.statusCode, res.body).toBe(200);
    // A plain Uint8Array: pdf-parse misreads a pooled Buffer (see documents.test.ts).
    const text = squash((await pdfParse(new Uint8Array(res.rawPayload))).text);
    for (const def of PROFILE_FIELDS) expect.soft(text, def.key).toContain(squash(`${def.label}${workerText(m, def)}`));
  });

  it('profile.csv: Name, Email, Phone, then every profile field under its label, formula signs neutralised', async () => {
    // The recruiter's download: the export data from the API, made into profile.csv by the web app's function.
    const { data } = await ok<{ data: ProfileCsvInput }>(
      injectAs(m.t.app, m.recruiter).get(`/api/documents/profile-export?workerId=${m.worker.id}`),
    );
    const [header, row] = parseCsv(profileCsv(data));
    expect(header.slice(0, 3)).toEqual(['Name', 'Email', 'Phone']);
    // A phone starting with + would read as a formula: it goes out escaped like any other cell.
    expect(row.slice(0, 3)).toEqual(['Delia Rath', m.worker.email, "'+1 (253) 555-0147"]);
    for (const def of PROFILE_FIELDS) {
      const i = header.indexOf(def.label);
      expect.soft(i, def.key).toBeGreaterThan(2);
      expect.soft(row[i], def.key).toBe(neutraliseFormula(workerText(m, def)));
    }
  });
});
