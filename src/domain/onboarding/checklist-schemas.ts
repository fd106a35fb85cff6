// The onboarding checklist's API payloads and answers (issue 31): one schema per operation, used by the Fastify routes
// and the web forms; the web's types are z.infer of these.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { isoDateSchema, requiredLine, safeString, text, uuidSchema } from '../shared/common-schemas';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import { CONTRACT_STATUSES, ONBOARDING_ITEM_KINDS, ONBOARDING_ITEM_STATUSES } from './placement-states';

/** One checklist item as both sides read it. */
export const onboardingItemSchema = z.object({
  id: uuidSchema,
  kind: z.enum(ONBOARDING_ITEM_KINDS),
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  needs_document: z.boolean(),
  status: z.enum(ONBOARDING_ITEM_STATUSES),
  rejection_reason: z.string().nullable(),
  due_on: isoDateSchema.nullable(),
  overdue: z.boolean(),
  document_id: uuidSchema.nullable(),
  document_name: z.string().nullable(),
  expires_on: isoDateSchema.nullable(),
  /** A dated document that runs out before the assignment's end: it cannot be verified. */
  expires_during_assignment: z.boolean(),
  /** Document categories the worker may choose from (null: any; empty: not fulfilled by a document). */
  categories: z.array(z.string()).nullable(),
  /** The category a new upload for it goes into. */
  upload_category: z.string(),
  required_count: z.number().int().nullable(),
  /** What the item's kind still needs before it may be Verified, in the catalogue's words (empty: nothing). */
  verify_missing: z.array(z.string()),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  version: z.number().int(),
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;

/** A placement's checklist with its progress, contract state, countdown and what blocks Cleared. */
export const checklistSchema = z.object({
  application_id: uuidSchema,
  status: z.enum(APPLICATION_STATUSES),
  start_date: isoDateSchema.nullable(),
  end_date: isoDateSchema.nullable(),
  days_to_start: z.number().int().nullable(),
  contract: z.enum(CONTRACT_STATUSES).nullable(),
  progress: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    submitted: z.number().int(),
    rejected: z.number().int(),
    missing: z.number().int(),
  }),
  summary: z.string(),
  /** What still stands between the placement and Cleared (empty: it may be cleared). */
  blockers: z.array(z.string()),
  next_item_id: uuidSchema.nullable(),
  items: z.array(onboardingItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** POST /api/onboarding-items/:id/submit: the worker fulfils an item with one of their documents. */
export const submitItemInput = z.object({ documentId: uuidSchema, version: z.number().int().positive() }).strict();
export type SubmitItemInput = z.infer<typeof submitItemInput>;

/** POST /api/onboarding-items/:id/review: verify, or reject with a reason. */
export const reviewItemInput = z
  .object({
    decision: z.enum(['verify', 'reject']),
    reason: text(500).optional(),
    version: z.number().int().positive(),
  })
  .strict()
  .refine((v) => v.decision === 'verify' || !!v.reason?.trim(), {
    path: ['reason'],
    message: ONBOARDING_MESSAGES.reasonRequired,
  });
export type ReviewItemInput = z.infer<typeof reviewItemInput>;

/** POST /api/applications/:id/clear-override: an organization user clears with items missing, giving a reason. */
export const clearOverrideInput = z
  .object({
    // The rule's own sentence for a blank reason (a refine after min(1) never ran: a blank one read "required").
    reason: safeString().trim().min(1, { error: ONBOARDING_MESSAGES.reasonRequired }).max(500),
    version: z.number().int().positive().optional(),
  })
  .strict();
export type ClearOverrideInput = z.infer<typeof clearOverrideInput>;

/** An item answer after a change: the item and the application's checklist version stamp. */
export const itemChangedSchema = z.object({ item: onboardingItemSchema });

/** An organization's onboarding item (template): for one job, or for all its jobs (job_id null). */
export const onboardingTemplateSchema = z.object({
  id: uuidSchema,
  job_id: uuidSchema.nullable(),
  label: z.string(),
  description: z.string().nullable(),
  needs_document: z.boolean(),
  due_days_before_start: z.number().int().nullable(),
});
export type OnboardingTemplate = z.infer<typeof onboardingTemplateSchema>;

export const onboardingTemplateListSchema = z.object({ items: z.array(onboardingTemplateSchema) });

/** GET /api/onboarding-templates?jobId=: the organization's items for every job, and the job's own when named. */
export const onboardingTemplateQuery = z.object({ jobId: uuidSchema.optional() });

/** POST /api/onboarding-templates. */
export const onboardingTemplateInput = z
  .object({
    jobId: uuidSchema.nullable().optional(),
    label: requiredLine(120),
    description: text(1000).optional(),
    needsDocument: z.boolean().default(true),
    dueDaysBeforeStart: z.number().int().min(0).max(365).nullable().optional(),
  })
  .strict();
export type OnboardingTemplateInput = z.input<typeof onboardingTemplateInput>;
