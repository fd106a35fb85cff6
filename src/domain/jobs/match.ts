// Match functions for comparison rows: (jobValue, workerValue) → does the worker fit?
// Convention: when the job states nothing, it matches; when the job asks for something the worker lacks, it does not.
// Exceptions, on purpose: benefits, bonuses, guaranteed hours and pay minimums the worker needs do not match a job that
// lists none (a minimum is met only by a value at or above it).
import { matchesBenefit } from '../profile/options';
import { HOURS_PER_WEEK_DISPLAY_CAP } from '../shared/display';

/** Text as compared: trimmed, inner whitespace collapsed, lower-case (identical words never differ). */
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** True for null, undefined, blank strings, NaN, empty arrays and objects whose values are all empty. */
export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number') return Number.isNaN(v);
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.values(v as object).every(isEmptyValue);
  return false;
}

/** A finite number from a number or numeric string; null otherwise. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** The lower bound of a worker value: a number itself, or a range's min. */
function lowerBound(v: unknown): number | null {
  if (v && typeof v === 'object' && 'min' in v) return toNumber((v as { min: unknown }).min);
  return toNumber(v);
}

/** Text items of a value: strings, {value,label} objects (label), document refs (name). */
export function toTextList(v: unknown): string[] {
  const out: string[] = [];
  if (Array.isArray(v)) {
    for (const x of v) pushText(out, x);
  } else pushText(out, v);
  return out;
}

const TEXT_KEYS = ['label', 'name', 'value'] as const;

/** Appends the text of one item (see toTextList) when it has a non-blank one. */
function pushText(out: string[], x: unknown): void {
  let s: string | null = null;
  if (typeof x === 'string') s = x;
  else if (typeof x === 'number') s = String(x);
  else if (typeof x === 'boolean')
    s = x ? 'Yes' : 'No'; // as shown (formatKind)
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (o.expired === true) return; // an expired certificate or licence does not count
    for (const k of TEXT_KEYS) {
      if (typeof o[k] === 'string') {
        s = o[k] as string;
        break;
      }
    }
  }
  if (s !== null && s.trim() !== '') out.push(s);
}

/** The normalised (trimmed, lower-case) text items of a value. */
const normList = (v: unknown): string[] => toTextList(v).map(norm);

/** True for true, 'yes', or {value:'yes'}. */
export function isYes(v: unknown): boolean {
  if (v === true) return true;
  if (typeof v === 'string') return norm(v) === 'yes';
  return (
    !!v &&
    typeof v === 'object' &&
    typeof (v as { value?: unknown }).value === 'string' &&
    norm((v as { value: string }).value) === 'yes'
  );
}

type Match = (job: unknown, worker: unknown) => boolean;

/** Same text, ignoring case. */
export const equalsText: Match = (job, worker) => {
  if (isEmptyValue(job)) return true;
  const w = normList(worker);
  return w.length > 0 && normList(job).every((j) => w.includes(j));
};

/** Every job item appears in the worker's list (ignoring case). */
export const jobInWorkerList: Match = equalsText;

/** Every item the worker needs is offered by the job; nothing needed always matches. */
export const workerInJobList: Match = (job, worker) => {
  const needed = normList(worker);
  if (needed.length === 0) return true;
  const offered = normList(job);
  return needed.every((w) => offered.includes(w));
};

/** The worker's time-off dates are all approved by the job; a job silent on dates matches (ask the recruiter). */
export const timeOffDatesFit: Match = (job, worker) => isEmptyValue(job) || workerInJobList(job, worker);

/** Every benefit the worker needs is offered (case-insensitive on value or label). */
export const benefitsCovered: Match = (job, worker) => {
  const offered = Array.isArray(job) ? job : [];
  const needed = Array.isArray(worker) ? worker : [];
  return needed.every((n) =>
    offered.some((o) => (typeof o === 'string' || (o && typeof o === 'object')) && matchesBenefit(o, n)),
  );
};

/** At least one item in common (e.g. tax classification). */
export const overlaps: Match = (job, worker) => {
  if (isEmptyValue(job)) return true;
  const w = normList(worker);
  return normList(job).some((j) => w.includes(j));
};

/**
 * The job pays/offers at least the worker's minimum (number, or a range's min). A minimum is met only by a value at or
 * above it: a job offering nothing or $0 falls short of a positive minimum. A worker with no minimum has nothing to
 * compare (like every row, a stated job value then reads as missing on the worker's side).
 */
export const atLeastWorkerMin: Match = (job, worker) => {
  const j = toNumber(job);
  const w = lowerBound(worker);
  if (w === null) return j === null;
  if (w <= 0) return true;
  return j !== null && j >= w;
};

/** The {min,max} of a worker's range; a single number is a range of one (it is shown as that number). */
function rangeOf(worker: unknown): { min: number | null; max: number | null } {
  const n = toNumber(worker);
  if (n !== null) return { min: n, max: n };
  const r = worker as { min?: unknown; max?: unknown } | null;
  return { min: toNumber(r?.min), max: toNumber(r?.max) };
}

/** The job's number lies within the worker's {min,max} range. */
export const withinWorkerRange: Match = (job, worker) => {
  const j = toNumber(job);
  if (j === null) return true;
  const { min, max } = rangeOf(worker);
  return min !== null && max !== null && j >= min && j <= max;
};

/**
 * Hours per week within the worker's range, read as they are shown (one display rule: above 60 reads 60+): a worker
 * whose range reaches past 60 takes any 60+ job, and a 60+ job fits a range that reaches past 60.
 */
export const hoursPerWeekFit: Match = (job, worker) => {
  const j = toNumber(job);
  if (j === null) return true;
  const { min, max } = rangeOf(worker);
  if (min === null || max === null) return false;
  const bucket = (n: number) => Math.min(n, HOURS_PER_WEEK_DISPLAY_CAP + 1);
  return bucket(j) >= bucket(min) && bucket(j) <= bucket(max);
};

/** The worker has at least what the job asks (experience years, distance). */
export const workerAtLeastJob: Match = (job, worker) => {
  const j = toNumber(job);
  const w = toNumber(worker);
  return j === null || j <= 0 || (w !== null && w >= j);
};

/** The job's number is at most the worker's maximum (patient ratio). */
export const jobAtMostWorker: Match = (job, worker) => {
  const j = toNumber(job);
  const w = toNumber(worker);
  return j === null || (w !== null && j <= w);
};

/** When the job requires it (yes), the worker must be willing (yes). */
export const yesNoRequirement: Match = (job, worker) => !isYes(job) || isYes(worker);

/** When the job requires a document, the worker has at least one. */
export const documentRequired: Match = (job, worker) =>
  !isYes(job) ||
  (Array.isArray(worker)
    ? worker.some((d) => !(d && typeof d === 'object' && (d as { expired?: unknown }).expired === true))
    : !isEmptyValue(worker));

/** The worker has at least as many items as the job asks (references). */
export const countAtLeast: Match = (job, worker) => {
  const j = toNumber(job);
  return j === null || j <= 0 || (Array.isArray(worker) && worker.length >= j);
};

/** When the job requires an NABP e-Profile ID, the worker has one (digits). */
export const nabpRequired: Match = (job, worker) =>
  !isYes(job) || (typeof worker === 'string' && /^\d+$/.test(worker.trim()));

/** The worker can start by the job's start date ('asap' always can). */
export const startDateFits: Match = (job, worker) => {
  if (typeof job !== 'string' || job === '') return true;
  if (worker === 'asap') return true;
  return typeof worker === 'string' && worker !== '' && worker.slice(0, 10) <= job.slice(0, 10);
};

/** The job ends no later than the worker's latest end date. */
export const endDateFits: Match = (job, worker) =>
  typeof job !== 'string' ||
  job === '' ||
  (typeof worker === 'string' && worker !== '' && job.slice(0, 10) <= worker.slice(0, 10));

/** When the worker needs time off (yes), the job must allow it (yes or unstated). */
export const timeOffFits: Match = (job, worker) => !isYes(worker) || isEmptyValue(job) || isYes(job);

/** The job's policy is not the worker's deal-breaker. */
export const notDealBreaker: Match = (job, worker) =>
  typeof job !== 'string' || typeof worker !== 'string' || norm(job) !== norm(worker);

/** A minimum the job must guarantee: the worker's 0 (No Guaranteed Hours) or empty always matches. */
export const guaranteedHoursFit: Match = (job, worker) => {
  const w = toNumber(worker);
  if (w === null || w <= 0) return true;
  const j = toNumber(job);
  return j !== null && j >= w;
};
