// Between the profile and a dialog's form: initial values, the PUT payload, and field messages
// from the domain's update schema.
import { getPath } from '@/domain/jobs';
import { BENEFIT_OPTIONS, yesNo, type WorkerProfile, type WorkerProfileUpdateInput } from '@/domain/profile';
import type { DomainFormCheck } from '../../../lib/domain-form-check';
import type { FieldSpec } from './dialog-fields';

export type FormValues = Record<string, unknown>;

const UPLOAD_INPUTS = new Set(['file', 'references']);

/** The form values of a dialog's fields, read from the profile. */
export function initialValues(fields: FieldSpec[], profile: Partial<WorkerProfile>): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (UPLOAD_INPUTS.has(f.input)) continue;
    const v = getPath(profile, f.path);
    if (f.input === 'yes-no') out[f.path] = (v as { value?: string } | undefined)?.value ?? null;
    else if (f.input === 'benefits') out[f.path] = Array.isArray(v) ? v.map((b: { value: string }) => b.value) : [];
    else if (f.input === 'switch') out[f.path] = v === true;
    else if (['multi-select', 'tags', 'dates', 'licenses'].includes(f.input)) out[f.path] = Array.isArray(v) ? v : [];
    else if (f.input === 'range')
      out[f.path] = { min: (v as { min?: number })?.min ?? '', max: (v as { max?: number })?.max ?? '' };
    else out[f.path] = v ?? '';
  }
  return out;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let cur = target;
  for (const p of parts.slice(0, -1)) cur = (cur[p] ??= {}) as Record<string, unknown>;
  cur[parts[parts.length - 1]] = value;
}

const CLEARABLE_INPUTS = new Set(['number', 'text', 'select', 'date']);

/**
 * The PUT payload of a dialog: every filled field, converted to the profile's shapes. Blank fields are left out, except
 * one the worker emptied (it had a value in `initial`): it is sent as null, which clears the stored answer.
 */
export function patchFromValues(
  fields: FieldSpec[],
  values: FormValues,
  initial: FormValues = {},
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const f of fields) {
    if (UPLOAD_INPUTS.has(f.input)) continue;
    const v = values[f.path];
    let out: unknown;
    if (f.input === 'yes-no') out = v === 'yes' || v === 'no' ? yesNo(v === 'yes') : undefined;
    else if (f.input === 'benefits')
      out = (v as string[])
        .map((x) => BENEFIT_OPTIONS.find((b) => b.value === x))
        .filter(Boolean)
        .map((b) => ({ value: b!.value, label: b!.label }));
    else if (f.input === 'range') {
      const r = v as { min: number | string; max: number | string };
      out =
        isBlank(r.min) && isBlank(r.max)
          ? undefined
          : { min: isBlank(r.min) ? r.max : r.min, max: isBlank(r.max) ? r.min : r.max };
    } else if (f.input === 'number') out = isBlank(v) ? undefined : Number(v);
    else if (f.input === 'text' || f.input === 'select' || f.input === 'date')
      out = isBlank(v) ? undefined : String(v).trim() === '' ? undefined : String(v).trim();
    else out = v;
    if (out === undefined && CLEARABLE_INPUTS.has(f.input) && !isBlank(initial[f.path]) && f.path.includes('.'))
      out = null;
    if (out !== undefined) setPath(patch, f.path, out);
  }
  return patch;
}

/** The dialog field a payload path belongs to ('_form' for none). */
function fieldOfPath(fields: FieldSpec[], path: string): string {
  return fields.find((f) => path === f.path || path.startsWith(`${f.path}.`))?.path ?? '_form';
}

/**
 * A profile form's check for the one form hook (lib/domain-form.ts) over the domain's update schema: what the dialog
 * sends is what changed against the profile it opened on (`initial`), and a refused path's message goes under the
 * dialog field it belongs to.
 */
export function profileFormSpec(fields: FieldSpec[], initial: FormValues): DomainFormCheck<FormValues> {
  return {
    toInput: (values) => patchFromValues(fields, values, initial),
    fieldOf: (path) => fieldOfPath(fields, path),
  };
}

/**
 * The payload a checked profile form sends: what changed, as the form hook checked it against the update schema (the
 * server parses it with the same schema). Not parsed here, so a first view that holds a profile form (/welcome) need
 * not load zod before it paints: the hook fetches the schema on the first edit (lib/lazy-schema.ts).
 */
export function patchToSend(fields: FieldSpec[], values: FormValues, initial: FormValues): WorkerProfileUpdateInput {
  return patchFromValues(fields, values, initial) as WorkerProfileUpdateInput;
}

/** Server field messages (keys like summary.hours_per_week_range.max) mapped onto dialog fields. */
export function serverFieldErrors(
  fields: FieldSpec[],
  serverFields: Record<string, string> | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(serverFields ?? {})) {
    errors[fieldOfPath(fields, key)] ??= message;
  }
  return errors;
}
