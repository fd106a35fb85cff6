// Comparing a job with a worker profile, row by row (spec section 2): match, mismatch or missing, and a score.
import { COMPARISON_ROWS, COMPARISON_SECTIONS, type ComparisonRow, type ComparisonSection } from './comparison-rows';
import { isEmptyValue } from './match';
import { isPharmacyProfession } from '../profile/options';
import type { Job } from './job-schema';
import type { WorkerProfile } from '../profile/worker-profile-schema';

/**
 * The one decision on a compared row (compareRow). `not_stated`: the job states nothing on the row, so it is not
 * counted; every other state is counted, and only `match` counts as matched. Badges, section counts, the percent,
 * Best match and the cards all read this state (scoreRows).
 */
export const ROW_STATES = ['match', 'mismatch', 'missing', 'not_stated'] as const;

/** The state of a compared row. */
export type RowState = (typeof ROW_STATES)[number];

/** True when a row of this state counts in the score (the job states a value on it). */
export function isCounted(state: RowState): boolean {
  return state !== 'not_stated';
}

/** True when a counted row is not met: the job states something the worker does not fit or has not filled in. */
export function isUnmet(state: RowState): boolean {
  return state === 'mismatch' || state === 'missing';
}

/** A row with both values and its state. */
export interface ComparedRow {
  row: ComparisonRow;
  jobValue: unknown;
  workerValue: unknown;
  state: RowState;
}

/** Reads a dotted path ('pay.hourly_rate') from an object; undefined when any step is missing. */
const splitPaths = new Map<string, readonly string[]>();

export function getPath(obj: unknown, path: string): unknown {
  let keys = splitPaths.get(path);
  if (!keys) splitPaths.set(path, (keys = path.split('.')));
  let cur: unknown = obj;
  for (const key of keys) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** The profession that decides pharmacy-only rows: the worker's, else the job's. */
function professionOf(job: Partial<Job>, profile: Partial<WorkerProfile>): string | undefined {
  return profile.summary?.profession ?? job.profession;
}

/** The rows that apply: the NABP row only for pharmacy professions. */
export function applicableRows(job: Partial<Job>, profile: Partial<WorkerProfile>): ComparisonRow[] {
  const pharmacy = isPharmacyProfession(professionOf(job, profile));
  return COMPARISON_ROWS.filter((r) => !r.pharmacyOnly || pharmacy);
}

/**
 * Compares one row, the one decision every surface reads: not stated (not counted) when the job states nothing; else
 * match when the row's rule holds, missing when the worker has not filled it in, mismatch otherwise.
 */
export function compareRow(row: ComparisonRow, job: Partial<Job>, profile: Partial<WorkerProfile>): ComparedRow {
  const jobValue = row.jobValue ? row.jobValue(job as Job) : getPath(job, row.jobKey);
  const workerValue = getPath(profile, row.workerKey);
  const state: RowState = !jobStatesValue(jobValue)
    ? 'not_stated'
    : row.match(jobValue, workerValue)
      ? 'match'
      : isEmptyValue(workerValue)
        ? 'missing'
        : 'mismatch';
  return { row, jobValue, workerValue, state };
}

/** Every applicable row compared, in catalogue order. */
export function compareJobToProfile(job: Partial<Job>, profile: Partial<WorkerProfile>): ComparedRow[] {
  return applicableRows(job, profile).map((r) => compareRow(r, job, profile));
}

/** Compared rows of one section. */
export function rowsInSection(rows: readonly ComparedRow[], section: ComparisonSection): ComparedRow[] {
  return rows.filter((r) => r.row.tab === section);
}

/** True when the job states a value on a row (a $0 figure is stated; nothing, or a document not required, is not). */
export function jobStatesValue(jobValue: unknown): boolean {
  return !isEmptyValue(jobValue) && jobValue !== false;
}

/** A score of compared rows: rows matched, rows counted (the job states them), and the whole percent. */
export interface RowScore {
  matched: number;
  total: number;
  /** 100 when nothing counts. */
  percent: number;
}

/**
 * A job's match score: its RowScore, and whether the job is of another profession than the worker's (the profession
 * row mismatches): such a job ranks below every job of the worker's own profession and its card says so. Spelled as
 * the API sends it.
 */
export interface MatchScore extends RowScore {
  other_profession: boolean;
}

/**
 * The one scoring of compared rows (the card's percent, each section's count, Best match): a row is counted unless its
 * state is not_stated, and matched when its state is match. Works on domain rows and API rows alike.
 */
export function scoreRows<T>(rows: readonly T[], read: (row: T) => RowState): RowScore {
  let matched = 0;
  let total = 0;
  for (const r of rows) {
    const state = read(r);
    if (!isCounted(state)) continue;
    total++;
    if (state === 'match') matched++;
  }
  return { matched, total, percent: total === 0 ? 100 : Math.round((matched / total) * 100) };
}

/** The match score of compared rows (what the card, the application's header and Best match read). */
export function scoreCompared(rows: readonly ComparedRow[]): MatchScore {
  return {
    ...scoreRows(rows, (r) => r.state),
    other_profession: rows.some((r) => r.row.key === 'profession' && r.state === 'mismatch'),
  };
}

/** The match score of a job for a worker: the card's percent and Best match's order. */
export function matchScore(job: Partial<Job>, profile: Partial<WorkerProfile>): MatchScore {
  return scoreCompared(compareJobToProfile(job, profile));
}

/** The score of each section, from the same rows and rule as matchScore (the section headers' "N/M match"). */
export function sectionScores<T extends { tab: string }>(
  rows: readonly T[],
  read: (row: T) => RowState,
): Map<string, RowScore> {
  return new Map(
    COMPARISON_SECTIONS.map((section) => [
      section,
      scoreRows(
        rows.filter((r) => r.tab === section),
        read,
      ),
    ]),
  );
}

/** Recruiters see Ask Worker where the worker's value is missing or differs (on a row the job states). */
export function showAskWorker(compared: { state: RowState }): boolean {
  return isUnmet(compared.state);
}

/** Workers see Ask Recruiter on rows flagged for it when the job states no value. */
export function showAskRecruiter(compared: ComparedRow): boolean {
  return compared.row.askRecruiter && isEmptyValue(compared.jobValue);
}
