// What people type into job search, as full-text queries (PostgreSQL 'simple' configuration over words split at any
// non-alphanumeric character, so "IV/Sterile" and "Step-Down" are words "iv", "sterile", "step", "down").

/** Acronyms a worker types for a specialty or profession, and the words of what they stand for. */
export const SEARCH_ACRONYMS: Readonly<Record<string, string>> = {
  er: 'emergency room',
  ed: 'emergency',
  or: 'operating room',
  ld: 'labor delivery',
  rn: 'registered nurse',
  lpn: 'licensed practical nurse',
  lvn: 'licensed practical nurse',
  cna: 'certified nursing assistant',
  np: 'nurse practitioner',
  rt: 'respiratory therapist',
  rrt: 'respiratory therapist',
  cpht: 'pharmacy technician',
  pharmd: 'pharmacist',
  medsurg: 'medical surgical',
  tele: 'telemetry',
  peds: 'pediatrics',
  ltc: 'long term care',
};

/** Most words of one search that are used. */
export const SEARCH_MAX_WORDS = 8;

/** The words of a search: lower-case runs of letters and digits ("L&D" is "l", "d"; joined acronyms are kept too). */
export function searchWords(q: string | null | undefined): string[] {
  const text = (q ?? '').toLowerCase();
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  // "L&D", "Med/Surg": the letters joined are also tried as an acronym.
  const joined = text.replace(/[^\p{L}\p{N}]+/gu, '');
  if (words.length > 1 && joined in SEARCH_ACRONYMS) return [joined];
  return words.slice(0, SEARCH_MAX_WORDS);
}

/**
 * One tsquery (for to_tsquery('simple', …)) per typed word, all of which must match: a prefix of the word (a plural
 * "s" dropped so "nurses" finds "Nurse"), or, for a known acronym, the acronym itself or all words it stands for.
 * Acronyms of two letters match whole words only, so "or" does not find "Oregon".
 */
export function searchWordQueries(q: string | null | undefined): string[] {
  return searchWords(q).map((w) => {
    const expansion = SEARCH_ACRONYMS[w];
    if (expansion) {
      const own = w.length <= 2 ? w : `${w}:*`;
      return `${own} | (${expansion
        .split(' ')
        .map((x) => `${x}:*`)
        .join(' & ')})`;
    }
    const stem = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
    return `${stem}:*`;
  });
}
