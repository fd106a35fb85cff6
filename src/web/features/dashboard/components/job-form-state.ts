// The job form's state: a JobInput edited by path, cleaned of empty values before it is validated and sent.
import type { Job, JobInput } from '@/domain/jobs';

export type Draft = Record<string, unknown>;

/** The value at a dotted path. */
export function getAt(obj: Draft, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Draft)[k] : undefined), obj);
}

/** A copy of `obj` with `value` at a dotted path. */
export function setAt(obj: Draft, path: string, value: unknown): Draft {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...obj, [head]: value };
  const child = (obj[head] && typeof obj[head] === 'object' ? obj[head] : {}) as Draft;
  return { ...obj, [head]: setAt(child, rest.join('.'), value) };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Removes empty strings, empty numbers and empty groups (arrays are kept: an empty list is an answer). */
export function cleanDraft(obj: Draft): Draft {
  const out: Draft = {};
  for (const [k, v] of Object.entries(obj)) {
    if (isEmpty(v)) continue;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const c = cleanDraft(v as Draft);
      if (Object.keys(c).length > 0) out[k] = c;
    } else out[k] = v;
  }
  return out;
}

/** The editable input of an existing job (read-only API fields dropped). */
export function draftFromJob(job: Job): Draft {
  const {
    title,
    job_id,
    recruiter_id,
    terms,
    description,
    profession,
    specialty,
    type,
    requirements,
    pay,
    hours,
    schedule,
    location,
    other_details,
    benefits,
    vms_msp,
    field_notes,
  } = job;
  return cleanDraft({
    title,
    job_id,
    recruiter_id,
    terms,
    description,
    profession,
    specialty,
    type,
    requirements,
    pay,
    hours,
    schedule,
    location,
    other_details,
    benefits,
    vms_msp,
    field_notes,
  } as Draft);
}

/** A blank posting with helpful defaults. */
export const EMPTY_DRAFT: Draft = {
  terms: 'Travel Contract',
  type: 'Clinical',
  pay: { pay_frequency: 'Weekly' },
  hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3, weeks_per_contract: 13 },
  requirements: { resume_required: true, number_of_references: 2 },
};

export type { JobInput };
