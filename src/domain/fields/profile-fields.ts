// A worker profile as labelled, formatted rows, and profile.csv built from them (spec sections 7 and 9): the PDF and
// the CSV show the same labels and values as the screens.
import { FIELDS, type FieldDef } from './catalogue';
import { formatField } from './format';
import { COMPARISON_ROWS, COMPARISON_SECTIONS } from '../jobs/comparison-rows';

/** One labelled, formatted field of a profile. */
export interface FieldRow {
  key: string;
  label: string;
  value: string;
}

/** Reads a dotted path; undefined when a step is missing. */
function readPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

/** The catalogue fields a worker profile holds, in catalogue order. */
export const PROFILE_FIELDS: readonly (FieldDef & { workerPath: string })[] = FIELDS.filter(
  (x): x is (typeof FIELDS)[number] & { workerPath: string } => 'workerPath' in x,
);

/** Every profile field as label and formatted value ('' when empty), as the screens show it (formatField). */
export function profileFieldRows(profile: unknown): FieldRow[] {
  return PROFILE_FIELDS.map((x) => ({
    key: x.key,
    label: x.label,
    value: formatField(x.key, readPath(profile, x.workerPath), 'worker'),
  }));
}

/** The profile export's section for fields no comparison section shows. */
export const OTHER_PROFILE_SECTION = 'More about the worker';

/** Profile rows grouped like the comparison (Summary, Shift, Pay, …), then the profile-only fields. */
export function profileFieldSections(profile: unknown): { title: string; rows: FieldRow[] }[] {
  const tabOf = new Map<string, string>(COMPARISON_ROWS.map((r) => [r.key, r.tab]));
  const rows = profileFieldRows(profile);
  return [...COMPARISON_SECTIONS, OTHER_PROFILE_SECTION].map((title) => ({
    title,
    rows: rows.filter((r) => (tabOf.get(r.key) ?? OTHER_PROFILE_SECTION) === title),
  }));
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: a leading =, +, -, @, tab or CR is escaped with a leading apostrophe. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 quoting: a cell with a quote, comma or line break is wrapped in quotes, quotes doubled. */
function quoteCsv(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** What profile.csv is made of: the worker's name, email and phone and the profile. */
export interface ProfileCsvInput {
  name: string;
  email: string | null;
  phone: string | null;
  profile: unknown;
}

/** The header and the one data row of profile.csv: Name, Email, Phone, then each profile field by its label. */
export function profileCsvTable(input: ProfileCsvInput): [string[], string[]] {
  const rows = profileFieldRows(input.profile);
  const header = ['Name', 'Email', 'Phone', ...rows.map((r) => r.label)];
  const values = [input.name, input.email ?? '', input.phone ?? '', ...rows.map((r) => r.value)];
  return [header, values];
}

/** profile.csv as text: two CRLF-terminated lines, every cell formula-neutralised and RFC 4180 quoted. */
export function profileCsv(input: ProfileCsvInput): string {
  return (
    profileCsvTable(input)
      .map((line) => line.map((c) => quoteCsv(neutraliseFormula(c))).join(','))
      .join('\r\n') + '\r\n'
  );
}
