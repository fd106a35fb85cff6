// The job form's fields that offer choices (issue 42): one list per field, read by the form's inputs (Select or
// MultiSelect fed with these options) and by the server (jobInputSchema refuses a value that is not one of them), so a
// job can require BLS, ACLS or influenza and the onboarding checklist gets them.
import { MESSAGES } from '../shared/messages';
import {
  BENEFIT_OPTIONS,
  BONUS_OPTIONS,
  CLASSIFICATION_OPTIONS,
  CLINICAL_SETTINGS,
  CONTRACT_TERMINATION_POLICIES,
  EMPLOYMENT_TERMS,
  EMR_OPTIONS,
  PAY_FREQUENCIES,
  PROFESSIONS,
  SHIFT_TIMES,
  SPECIALTIES_BY_PROFESSION,
  VACCINATION_OPTIONS,
  VMS_MSP_OPTIONS,
  WORKER_TYPES,
  certificationOptionsFor,
} from '../profile/options';

/** What the options of a field may depend on: the job's profession. */
export interface JobChoiceContext {
  profession?: string | null;
}

/** A job field that offers choices: its path in the job, its field-catalogue key, one or many values, its options. */
export interface JobChoiceField {
  path: string;
  field: string;
  multiple: boolean;
  options: (job: JobChoiceContext) => readonly string[];
}

const ALL_SPECIALTIES = [...new Set(Object.values(SPECIALTIES_BY_PROFESSION).flat())];
const fixed = (list: readonly string[]) => () => list;

/** Every field of the job form (and of jobInputSchema) whose value is chosen from a list. */
export const JOB_CHOICE_FIELDS: readonly JobChoiceField[] = [
  { path: 'profession', field: 'profession', multiple: false, options: fixed(PROFESSIONS) },
  {
    path: 'specialty',
    field: 'specialty',
    multiple: false,
    options: (job) =>
      SPECIALTIES_BY_PROFESSION[job.profession as keyof typeof SPECIALTIES_BY_PROFESSION] ?? ALL_SPECIALTIES,
  },
  { path: 'type', field: 'type', multiple: false, options: fixed(WORKER_TYPES) },
  { path: 'terms', field: 'terms', multiple: false, options: fixed(EMPLOYMENT_TERMS) },
  {
    path: 'requirements.certifications',
    field: 'certifications',
    multiple: true,
    options: (job) => certificationOptionsFor(job.profession),
  },
  {
    path: 'requirements.classification',
    field: 'classification',
    multiple: true,
    options: fixed(CLASSIFICATION_OPTIONS),
  },
  { path: 'requirements.emr', field: 'emr', multiple: true, options: fixed(EMR_OPTIONS) },
  { path: 'requirements.vaccinations', field: 'vaccinations', multiple: true, options: fixed(VACCINATION_OPTIONS) },
  { path: 'pay.pay_frequency', field: 'pay_frequency', multiple: false, options: fixed(PAY_FREQUENCIES) },
  { path: 'pay.bonuses', field: 'bonuses', multiple: true, options: fixed(BONUS_OPTIONS) },
  { path: 'schedule.shift_time', field: 'shift_time', multiple: false, options: fixed(SHIFT_TIMES) },
  {
    path: 'location.clinical_setting',
    field: 'clinical_setting',
    multiple: false,
    options: fixed(CLINICAL_SETTINGS),
  },
  {
    path: 'location.contract_termination_policy',
    field: 'contract_termination',
    multiple: false,
    options: fixed(CONTRACT_TERMINATION_POLICIES),
  },
  { path: 'benefits', field: 'benefits', multiple: true, options: fixed(BENEFIT_OPTIONS.map((b) => b.label)) },
  { path: 'vms_msp', field: 'vms_msp', multiple: false, options: fixed(VMS_MSP_OPTIONS) },
];

/** The choice field at `path` (undefined: the field is not chosen from a list). */
export function jobChoiceField(path: string): JobChoiceField | undefined {
  return JOB_CHOICE_FIELDS.find((f) => f.path === path);
}

/** The options the form offers for the field at `path`, for a job of this profession. */
export function jobChoiceOptions(path: string, job: JobChoiceContext): string[] {
  return [...(jobChoiceField(path)?.options(job) ?? [])];
}

const valueAt = (job: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), job);

/**
 * Values of a posted job that are not among their field's options: one issue per value (path with the list index for
 * a many-valued field), worded by the catalogue. Blank values are left to the field's own schema.
 */
export function jobChoiceIssues(
  job: JobChoiceContext & Record<string, unknown>,
): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  for (const f of JOB_CHOICE_FIELDS) {
    const value = valueAt(job, f.path);
    if (value === undefined || value === null) continue;
    const options = f.options(job);
    const base = f.path.split('.');
    if (Array.isArray(value))
      value.forEach((v, i) => {
        if (typeof v === 'string' && v.trim() !== '' && !options.includes(v))
          out.push({ path: [...base, i], message: MESSAGES.validation.choose });
      });
    else if (typeof value === 'string' && value.trim() !== '' && !options.includes(value))
      out.push({ path: base, message: MESSAGES.validation.choose });
  }
  return out;
}
