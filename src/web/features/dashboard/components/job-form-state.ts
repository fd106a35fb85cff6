// The job form's values: a JobInput edited through @mantine/form, cleaned of empty values before it is validated
// (by the domain's jobInputSchema) and sent.
import { jobInputSchema, type Job, type JobInput } from '@/domain/jobs';
import { payInputsOnly } from '@/domain/offers';
import { domainFormErrors, type DomainFormCheck } from '../../../lib/domain-form-check';

export type Draft = Record<string, unknown>;

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

/** The editable input of an existing job (read-only API fields and the derived pay values dropped). */
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
    filling,
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
    pay: pay ? payInputsOnly(pay) : pay,
    hours,
    schedule,
    location,
    other_details,
    benefits,
    vms_msp,
    field_notes,
    filling,
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

/** The job form's check for the one form hook (lib/domain-form.ts): jobInputSchema over the cleaned values. */
export const jobFormSpec: DomainFormCheck<Draft> = { toInput: cleanDraft };

/** The form's errors by field path: the domain schema run over the cleaned values (empty inputs are "not given"). */
export function validateDraft(values: Draft): Record<string, string> {
  return domainFormErrors(jobInputSchema, values, jobFormSpec);
}

/** The tab of the job form that holds a field path, so a failed submit can open the first tab with an error. */
export function tabOfField(path: string): JobFormTab {
  const [head, second] = path.split('.');
  if (head === 'pay' || head === 'hours') return 'pay';
  if (head === 'schedule') return 'schedule';
  if (head === 'location') return 'location';
  if (head === 'requirements') return second === 'auto_offer' ? 'basics' : 'requirements';
  if (['benefits', 'vms_msp', 'other_details', 'field_notes', 'filling'].includes(head)) return 'other';
  return 'basics';
}

export const JOB_FORM_TABS = [
  { value: 'basics', label: 'Basics' },
  { value: 'pay', label: 'Pay and hours' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'location', label: 'Location' },
  { value: 'requirements', label: 'Requirements' },
  { value: 'other', label: 'Benefits and notes' },
] as const;
export type JobFormTab = (typeof JOB_FORM_TABS)[number]['value'];

const GROUPS = ['requirements', 'pay', 'hours', 'schedule', 'location', 'other_details', 'filling'] as const;

/**
 * The form's starting values with every group present (`field_notes.emr` too): @mantine/form writes a nested path
 * only into an object that exists, so a missing group would throw on the first keystroke.
 */
export function formValues(draft: Draft): Draft {
  const out: Draft = { ...draft };
  for (const g of GROUPS) out[g] = { ...((draft[g] as Draft | undefined) ?? {}) };
  const notes = (draft.field_notes as Draft | undefined) ?? {};
  out.field_notes = {
    emr: { ...((notes.emr as Draft | undefined) ?? {}) },
    float_requirement: { ...((notes.float_requirement as Draft | undefined) ?? {}) },
  };
  return out;
}
