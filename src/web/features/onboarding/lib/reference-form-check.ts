// The reference form's check (/reference/:token): the domain's answers schema of the questions asked (the one the
// server judges the answers with) over the payload, as the page's form hook runs it once the schema is here.
import { referenceAnswersSchema, type ReferenceQuestion } from '@/domain/onboarding';
import { domainFormErrors } from '../../../lib/domain-form-check';
import { toReferenceAnswers, type ReferenceValues } from './reference-answers';

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
