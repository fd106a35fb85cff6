// Comparing a job with a worker profile, row by row (spec section 2): match, mismatch or missing, and a score.
import { COMPARISON_ROWS, COMPARISON_SECTIONS, type ComparisonRow, type ComparisonSection } from './comparison-rows';
import { isEmptyValue } from './match';
import { isPharmacyProfession } from '../profile/options';
import type { Job } from './job-schema';
import type { WorkerProfile } from '../profile/worker-profile-schema';

/** The state of a compared row. */
export type RowState = 'match' | 'mismatch' | 'missing';

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

/** Compares one row: missing when the job asks for something the worker has not filled in. */
export function compareRow(row: ComparisonRow, job: Partial<Job>, profile: Partial<WorkerProfile>): ComparedRow {
  const jobValue = row.jobValue ? row.jobValue(job as Job) : getPath(job, row.jobKey);
  const workerValue = getPath(profile, row.workerKey);
  const ok = row.match(jobValue, workerValue);
  const state: RowState = ok ? 'match' : isEmptyValue(workerValue) ? 'missing' : 'mismatch';
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

/** A match score: rows matched, rows counted, and the whole percent (100 when nothing counts). */
export interface MatchScore {
  matched: number;
  total: number;
  percent: number;
}

/**
 * The one scoring of compared rows (the card's percent, each section's count, Best match): only rows where the job
 * states a value count; a row counts as matched when its state is match. Works on domain rows and API rows alike.
 */
export function scoreRows<T>(rows: readonly T[], read: (row: T) => { jobValue: unknown; state: RowState }): MatchScore {
  let matched = 0;
  let total = 0;
  for (const r of rows) {
    const { jobValue, state } = read(r);
    if (!jobStatesValue(jobValue)) continue;
    total++;
    if (state === 'match') matched++;
  }
  return { matched, total, percent: total === 0 ? 100 : Math.round((matched / total) * 100) };
}

/** The match score of a job for a worker: the card's percent and Best match's order. */
export function matchScore(job: Partial<Job>, profile: Partial<WorkerProfile>): MatchScore {
  return scoreRows(compareJobToProfile(job, profile), (r) => r);
}

/** The score of each section, from the same rows and rule as matchScore (the section headers' "N/M match"). */
export function sectionScores<T extends { tab: string }>(
  rows: readonly T[],
  read: (row: T) => { jobValue: unknown; state: RowState },
): Map<string, MatchScore> {
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

/** Recruiters see Ask Worker where the worker's value is missing or differs. */
export function showAskWorker(compared: ComparedRow): boolean {
  return compared.state !== 'match';
}

/** Workers see Ask Recruiter on rows flagged for it when the job states no value. */
export function showAskRecruiter(compared: ComparedRow): boolean {
  return compared.row.askRecruiter && isEmptyValue(compared.jobValue);
}
