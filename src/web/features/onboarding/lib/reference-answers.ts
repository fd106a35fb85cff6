// The reference form's values (/reference/:token): what each question starts as, the payload sent, and the form's own
// check, the domain's answers schema of the questions asked (the one the server judges the answers with).
import { referenceAnswersSchema, type ReferenceQuestion } from '@/domain/onboarding';
import { domainFormErrors } from '../../../lib/domain-form-check';

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

/**
 * What the form refuses before sending, per answer (the question id, or `<id>.from` / `<id>.to`); {} to send: the
 * check the page's form hook runs (the questions' schema over the payload).
 */
export function referenceFormCheck(
  questions: readonly ReferenceQuestion[],
  today: string,
  values: ReferenceValues,
): Record<string, string> {
  return domainFormErrors(referenceAnswersSchema(questions, today), values, {
    toInput: (v) => toReferenceAnswers(questions, v),
  });
}
