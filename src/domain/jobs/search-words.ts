// What people type into job search, as concepts and full-text queries (PostgreSQL 'simple' configuration over words
// split at any non-alphanumeric character, so "IV/Sterile" and "Step-Down" are words "iv", "sterile", "step", "down").
// A concept is one thing the person asked for: a phrase of the synonym list ("night shift", "Texas", "L&D") or one
// other word; the board shows jobs matching every concept, and relaxes the least important ones when none does.
import { MESSAGES } from '../shared/messages';
import {
  SEARCH_SYNONYMS,
  STATE_CODE_OF_LABEL,
  STATE_SYNONYMS,
  type SearchConceptKind,
  type SynonymGroup,
} from './search-synonyms';

/** Most words of one search that are used. */
export const SEARCH_MAX_WORDS = 8;
/** Words this long or longer tolerate one typo (one letter added, dropped, changed or two swapped). */
export const SEARCH_TYPO_MIN_LENGTH = 5;
/** Longest synonym phrase, in words. */
const MAX_PHRASE_WORDS = 4;

/** Words that carry no meaning in a job search unless part of a phrase ("labor and delivery"). */
const STOP_WORDS = new Set(['and', 'the', 'of', 'for', 'a', 'an', 'at', 'in', 'to', 'near', 'with', 'job', 'jobs']);

/** One thing a search asks for. */
export interface SearchConcept {
  /** The words as typed (lower case), e.g. "night shift". */
  typed: string;
  kind: SearchConceptKind;
  /** How the "nearest results" notice names it: the group's label, or the typed word. */
  label: string;
  /** A tsquery (for to_tsquery('simple', …)) built only from letters, digits and operators: any alternative matches. */
  tsquery: string;
  /** A word of SEARCH_TYPO_MIN_LENGTH letters or more that the server may correct against the jobs' own words. */
  fuzzy: string | null;
}

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const meaningful = (words: string[]) => words.filter((w) => !STOP_WORDS.has(w));

/**
 * A word as a tsquery operand: a prefix ("nurses" drops its plural "s"); one or two letters match whole words only,
 * and not in the description (weight D), where "or" and "ed" are mostly plain English.
 */
function wordQuery(w: string): string {
  if (w.length <= 2) return `${w}:ABC`;
  const stem = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
  return `${stem}:*`;
}

/** A phrase as a tsquery: all of its words. */
function phraseQuery(words: string[]): string {
  const q = words.map(wordQuery);
  return q.length === 1 ? q[0]! : `(${q.join(' & ')})`;
}

/** The tsquery of a synonym group: any of its phrases (a state also by its code). */
function groupQuery(group: SynonymGroup): string {
  // A state's code is matched in the place field only (weight C).
  const code = group.kind === 'location' ? STATE_CODE_OF_LABEL.get(group.label) : undefined;
  const phrases = group.phrases.filter((p) => p !== code);
  const alternatives = new Set(phrases.map((p) => phraseQuery(meaningful(tokens(p)))));
  if (code) alternatives.add(`${code}:C`);
  return [...alternatives].join(' | ');
}

/** Every phrase of the synonym list by its meaningful words joined with a space. */
const PHRASES: ReadonlyMap<string, SynonymGroup> = (() => {
  const map = new Map<string, SynonymGroup>();
  for (const group of [...SEARCH_SYNONYMS, ...STATE_SYNONYMS]) {
    for (const p of group.phrases) {
      const key = meaningful(tokens(p)).join(' ');
      if (key && !map.has(key)) map.set(key, group);
    }
  }
  return map;
})();

/** True when `a` becomes `b` by one letter added, dropped or changed, or two neighbours swapped (or no change). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    if (restA.slice(1) === restB.slice(1)) return true;
    return restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

/** The synonym group a typed word means with one typo (single-word phrases of five letters or more). */
function typoGroup(word: string): SynonymGroup | undefined {
  if (word.length < SEARCH_TYPO_MIN_LENGTH || /^\d+$/.test(word)) return undefined;
  for (const [key, group] of PHRASES) {
    if (!key.includes(' ') && key.length >= SEARCH_TYPO_MIN_LENGTH && withinOneEdit(word, key)) return group;
  }
  return undefined;
}

/**
 * The concepts of a search, in typed order: the longest synonym phrase at each point (so "night shift" is one
 * concept, and "L&D" is "labor and delivery"), else one word matched as a prefix. No user text reaches the tsquery
 * syntax: only runs of letters and digits are used.
 */
export function searchConcepts(q: string | null | undefined): SearchConcept[] {
  const words = meaningful(tokens(q ?? '')).slice(0, SEARCH_MAX_WORDS);
  const concepts: SearchConcept[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !taken; n--) {
      const typed = words.slice(i, i + n).join(' ');
      const group = PHRASES.get(typed) ?? PHRASES.get(typed.replace(/ /g, ''));
      if (group) {
        concepts.push({ typed, kind: group.kind, label: group.label, tsquery: groupQuery(group), fuzzy: null });
        taken = n;
      }
    }
    if (taken) {
      i += taken;
      continue;
    }
    const w = words[i]!;
    const group = typoGroup(w);
    concepts.push(
      group
        ? {
            typed: w,
            kind: group.kind,
            label: group.label,
            tsquery: `${wordQuery(w)} | ${groupQuery(group)}`,
            fuzzy: null,
          }
        : {
            typed: w,
            kind: 'word',
            label: w,
            tsquery: wordQuery(w),
            fuzzy: w.length >= SEARCH_TYPO_MIN_LENGTH && !/^\d+$/.test(w) ? w : null,
          },
    );
    i++;
  }
  return concepts;
}

/** A concept's tsquery widened by the jobs' own words within one typo of it (found by the server, pg_trgm). */
export function conceptTsQuery(concept: SearchConcept, corrections: readonly string[] = []): string {
  const safe = corrections.filter((c) => /^[a-z0-9]+$/.test(c) && c !== concept.fuzzy);
  return safe.length ? `${concept.tsquery} | ${safe.join(' | ')}` : concept.tsquery;
}

/** Which concepts go first when nothing matches: the shift, then the terms, other words, profession, specialty, place. */
const RELAX_ORDER: readonly SearchConceptKind[] = ['shift', 'terms', 'word', 'profession', 'specialty', 'location'];

/**
 * The concepts to leave out, step by step, when a search matches nothing: each step leaves out one more (the least
 * important first; of two alike the one typed last), the last step leaving them all out (the nearest jobs: issue 42).
 */
export function relaxationSteps(concepts: readonly SearchConcept[]): number[][] {
  const order = concepts
    .map((c, i) => ({ i, rank: RELAX_ORDER.indexOf(c.kind) }))
    .sort((a, b) => a.rank - b.rank || b.i - a.i)
    .map((x) => x.i);
  const steps: number[][] = [];
  // The last step leaves every concept out (issue 42): a search that matches nothing still shows the nearest jobs.
  for (let n = 1; n <= concepts.length; n++) steps.push(order.slice(0, n));
  return steps;
}

/** The notice over nearest results: "No jobs for 'icu arizona nights'. Showing ICU jobs in Arizona, any shift". */
export function searchRelaxedNotice(q: string, concepts: readonly SearchConcept[], dropped: readonly number[]): string {
  const kept = concepts.filter((_, i) => !dropped.includes(i));
  if (kept.length === 0) return MESSAGES.searchRelaxedAll(q.trim());
  const what = kept.filter((c) => c.kind !== 'location').map((c) => c.label);
  const where = kept.filter((c) => c.kind === 'location').map((c) => c.label);
  const relaxed = [...new Set(concepts.filter((_, i) => dropped.includes(i)).map((c) => relaxedPart(c)))];
  return MESSAGES.searchRelaxed(q.trim(), what.join(' '), where.join(', '), relaxed);
}

function relaxedPart(c: SearchConcept): string {
  return c.kind === 'word' ? MESSAGES.searchRelaxedWithout(c.typed) : MESSAGES.searchRelaxedAny[c.kind];
}
