// Payloads of the application calls of spec section 7: status change (three variants), apply, assign recruiter.
import { z } from 'zod';
import { applicationStatusSchema, decisionMakerSchema } from './application-schema';
import { idSchema, requiredText, text, versionSchema as version } from '../shared/common-schemas';
import { WORKER_OUTCOMES, type WorkerOutcome } from './outcome';

/**
 * Optional on every variant (this product's addition, docs/decisions/0012): a worker moving to Rejected names
 * Withdrawn or Declined; without it a worker's move from Offered declines and any other withdraws.
 */
const outcome = z.enum(WORKER_OUTCOMES).optional();

/** PATCH /api/application-journey, variant A: status and applicationId. */
export const changeStatusSimple = z
  .object({ status: applicationStatusSchema, applicationId: idSchema, version, outcome })
  .strict();
/** Variant B: adds decision_maker, decision_reason, decision_notes. */
export const changeStatusWithDecision = z
  .object({
    status: applicationStatusSchema,
    applicationId: idSchema,
    version,
    outcome,
    decision_maker: decisionMakerSchema,
    decision_reason: text(500),
    decision_notes: text(2000).optional(),
  })
  .strict();
/** Variant C: decisionSource, reason, additionalContext (the same decision in other words). */
export const changeStatusWithSource = z
  .object({
    status: applicationStatusSchema,
    applicationId: idSchema,
    version,
    outcome,
    decisionSource: decisionMakerSchema,
    reason: text(500),
    additionalContext: text(2000).optional(),
  })
  .strict();
/** The decision dialog's fields (variant B's decision, checked before the move is sent). */
export const decisionInput = changeStatusWithDecision.pick({
  decision_maker: true,
  decision_reason: true,
  decision_notes: true,
});
/** Any of the three variants. */
export const changeStatusInput = z.union([changeStatusWithDecision, changeStatusWithSource, changeStatusSimple]);
/** A status change payload. */
export type ChangeStatusInput = z.infer<typeof changeStatusInput>;

/** A status change in one shape, whichever variant was sent. */
export interface NormalizedStatusChange {
  status: z.infer<typeof applicationStatusSchema>;
  applicationId: string;
  version?: number;
  outcome?: WorkerOutcome;
  decision?: { decision_maker: z.infer<typeof decisionMakerSchema>; decision_reason: string; decision_notes: string };
}

/** Maps variants B and C onto the stored decision fields. */
export function normalizeChangeStatus(input: ChangeStatusInput): NormalizedStatusChange {
  const base = {
    status: input.status,
    applicationId: input.applicationId,
    ...(input.version !== undefined ? { version: input.version } : {}),
    ...(input.outcome !== undefined ? { outcome: input.outcome } : {}),
  };
  if ('decision_maker' in input) {
    return {
      ...base,
      decision: {
        decision_maker: input.decision_maker,
        decision_reason: input.decision_reason,
        decision_notes: input.decision_notes ?? '',
      },
    };
  }
  if ('decisionSource' in input) {
    return {
      ...base,
      decision: {
        decision_maker: input.decisionSource,
        decision_reason: input.reason,
        decision_notes: input.additionalContext ?? '',
      },
    };
  }
  return base;
}

/** POST /api/worker-job-apply. Applying always creates status New. */
export const applyToJobInput = z
  .object({
    status: z.literal('New').default('New'),
    job_id: idSchema,
    recruiter_id: idSchema.nullable().optional(),
    organization_id: idSchema,
    gw_job_id: idSchema,
    auto_offer_consent: z.boolean().default(false),
  })
  .strict();
/** POST /api/application-journey/assign-recruiter. */
export const assignRecruiterInput = z
  .object({ newRecruiterId: idSchema, recruiterName: requiredText(200), applicationId: idSchema })
  .strict();

export type ApplyToJobInput = z.infer<typeof applyToJobInput>;
export type AssignRecruiterInput = z.infer<typeof assignRecruiterInput>;

/** POST /api/worker-job-apply, 201: the application was submitted. */
export const applySubmittedAnswer = z.object({ _id: z.string() });
/** POST /api/worker-job-apply, 202: held until the worker verifies their email (spec section 5). */
export const applyHeldAnswer = z.object({ held: z.literal(true) });
/** What the web reads from either answer of POST /api/worker-job-apply. */
export const applyToJobAnswer = z.union([applySubmittedAnswer, applyHeldAnswer]);
