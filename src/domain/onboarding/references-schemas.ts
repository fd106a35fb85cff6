// Payloads and answers of references collected by email (issue 31), used by the server's routes and the web forms.
import { z } from 'zod';
import { emailSchema, isoDateSchema, requiredLine, text, uuidSchema } from '../shared/common-schemas';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { REFERENCE_MESSAGES as M } from './references-messages';
import {
  DEFAULT_REFERENCE_QUESTIONS,
  MAX_REFEREES,
  REFERENCE_QUESTION_KINDS,
  type ReferenceQuestion,
} from './references';

/** The worker's referee: name, email, relationship, workplace (POST /api/applications/:id/referees, PUT to replace). */
export const refereeInput = z
  .object({
    name: requiredLine(120),
    email: emailSchema,
    relationship: requiredLine(120),
    workplace: requiredLine(160),
  })
  .strict();
export type RefereeInput = z.infer<typeof refereeInput>;

/** Path parameters naming a referee. */
export const refereeParams = z.object({ id: uuidSchema });

/** A referee's link token (path parameter of the public form). */
export const referenceTokenParams = z.object({ token: z.string().min(20).max(100) });

/** One question of the organization's reference form. */
export const referenceQuestionSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .max(40),
    label: requiredLine(200),
    kind: z.enum(REFERENCE_QUESTION_KINDS),
    required: z.boolean(),
  })
  .strict();

/** PUT /api/org/reference-questions: the organization's questions (1–12, each id once). */
export const referenceQuestionsInput = z
  .object({ questions: z.array(referenceQuestionSchema).min(1).max(12) })
  .strict()
  .refine((v) => new Set(v.questions.map((q) => q.id)).size === v.questions.length, {
    message: M.duplicateQuestion,
    path: ['questions'],
  });
export type ReferenceQuestionsInput = z.infer<typeof referenceQuestionsInput>;

/** The organization's questions as stored in organizations.placement.referenceQuestions, or the defaults. */
export function referenceQuestionsOf(placement: Record<string, unknown> | null | undefined): ReferenceQuestion[] {
  const parsed = z.array(referenceQuestionSchema).min(1).max(12).safeParse(placement?.referenceQuestions);
  return parsed.success ? parsed.data : DEFAULT_REFERENCE_QUESTIONS.map((q) => ({ ...q }));
}

/** GET /api/org/reference-questions answer. */
export const referenceQuestionsSchema = z.object({
  questions: z.array(referenceQuestionSchema),
  /** True while the organization asks the default questions. */
  defaults: z.boolean(),
});

const answerValue = z.union([
  z.string().max(4000),
  z.number(),
  z.object({ from: z.string().max(20), to: z.string().max(20) }).strict(),
  z.null(),
]);

/** POST /api/references/:token: the referee's answers by question id (checked against the questions by referenceAnswers). */
export const referenceAnswersInput = z
  .object({
    answers: z.record(z.string().max(40), answerValue).refine((a) => Object.keys(a).length <= 12),
  })
  .strict();
export type ReferenceAnswersInput = z.infer<typeof referenceAnswersInput>;

const required = (q: ReferenceQuestion, schema: z.ZodType) =>
  q.required ? schema : z.union([schema, z.null(), z.literal('')]).optional();

/**
 * The answers schema of a question list: dates worked together (from ≤ to, neither after `today`), yes/no, a rating
 * 1–5, text up to 2,000 characters; a required question must be answered; no answer to a question not asked.
 */
export function referenceAnswersSchema(questions: readonly ReferenceQuestion[], today: string) {
  const shape: Record<string, z.ZodType> = {};
  for (const q of questions) {
    switch (q.kind) {
      case 'date-range':
        shape[q.id] = required(
          q,
          z
            .object({
              from: isoDateSchema.refine((d) => d <= today, { message: M.futureDate }),
              to: isoDateSchema.refine((d) => d <= today, { message: M.futureDate }),
            })
            .strict()
            .refine((r) => r.from <= r.to, { message: M.datesOrder, path: ['to'] }),
        );
        break;
      case 'yes-no':
        shape[q.id] = required(q, z.enum(['yes', 'no'], { message: M.answerRequired }));
        break;
      case 'rating':
        shape[q.id] = required(q, z.number({ message: M.answerRequired }).int().min(1).max(5));
        break;
      case 'text':
        shape[q.id] = q.required ? text(2000).min(1, { message: M.answerRequired }) : text(2000).optional();
        break;
    }
  }
  return z.object(shape).strict();
}

/** One answer as the organization reads it (the question as it was asked). */
export const referenceAnswerSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(REFERENCE_QUESTION_KINDS),
  value: answerValue.optional(),
});

/** A referee in the references card: the worker's view has `answers: null`, always. */
export const refereeViewSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  workplace: z.string(),
  state: z.enum(['answered', 'waiting', 'expired']),
  sent_at: z.string(),
  reminded_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The answers, for the organization's side only. */
  answers: z.array(referenceAnswerSchema).nullable(),
});
export type RefereeView = z.infer<typeof refereeViewSchema>;

/** GET /api/applications/:id/referees answer. */
export const referencesViewSchema = z.object({
  application_id: uuidSchema,
  /** The references item's required count (null: the checklist has no references item). */
  required_count: z.number().int().nullable(),
  answered: z.number().int(),
  /** The worker may name, resend and replace referees now. */
  can_edit: z.boolean(),
  max: z.literal(MAX_REFEREES),
  referees: z.array(refereeViewSchema),
});
export type ReferencesView = z.infer<typeof referencesViewSchema>;

/** GET /api/references/:token answer: the form when the link works, else why it does not. */
export const referenceFormSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    referee_name: z.string(),
    worker_name: z.string(),
    organization_name: z.string(),
    job_title: z.string(),
    questions: z.array(referenceQuestionSchema),
    /** The referee's today (the server's): dates after it are refused. */
    today: isoDateSchema,
  }),
  z.object({ status: z.enum(['used', 'expired', 'invalid']), message: z.string() }),
]);
export type ReferenceForm = z.infer<typeof referenceFormSchema>;
