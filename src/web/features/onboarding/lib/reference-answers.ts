// The reference form's values (/reference/:token): what each question starts as and the payload sent. The form's
// check, the domain's answers schema of the questions asked, is reference-form-check.ts (it brings zod; the page
// fetches the schema when the form is first edited).
import type { ReferenceQuestion } from '@/domain/onboarding';

export type ReferenceValues = Record<string, unknown>;

/** The empty answer of each question. */
export function initialReferenceValues(questions: readonly ReferenceQuestion[]): ReferenceValues {
  const v: ReferenceValues = {};
  for (const q of questions) v[q.id] = q.kind === 'date-range' ? { from: '', to: '' } : q.kind === 'text' ? '' : null;
  return v;
}

/** The payload's answers: an optional question left empty is sent as null. */
export function toReferenceAnswers(questions: readonly ReferenceQuestion[], values: ReferenceValues): ReferenceValues {
  const out: ReferenceValues = {};
  for (const q of questions) {
    const v = values[q.id];
    if (q.kind === 'date-range') {
      const r = v as { from: string; to: string };
      out[q.id] = !q.required && !r.from && !r.to ? null : r;
    } else out[q.id] = !q.required && (v === '' || v === null) ? null : v;
  }
  return out;
}
