// Payloads of every call in spec section 7 (plus sign-up, login and preferences), one schema per operation.
import { z } from 'zod';
import { COMPARISON_ROW_KEYS } from '../comparison-rows';
import { DOCUMENT_CATEGORIES } from '../documents';
import { MESSAGES } from '../messages';
import { OFFER_ACTIONS } from '../offers';
import { SIGNUP_ROLES } from '../roles';
import { applicationStatusSchema, decisionMakerSchema } from './application';
import { emailSchema, idSchema, phoneSchema, requiredText, text } from './common';
import { jobHoursSchema, jobLocationSchema, jobPaySchema, jobScheduleSchema } from './job';
import { workerProfileSchema } from './worker-profile';

const version = z.number().int().min(0).optional();

/** PATCH /api/application-journey, variant A: status and applicationId. */
export const changeStatusSimple = z.object({ status: applicationStatusSchema, applicationId: idSchema, version }).strict();
/** Variant B: adds decision_maker, decision_reason, decision_notes. */
export const changeStatusWithDecision = z.object({
  status: applicationStatusSchema, applicationId: idSchema, version,
  decision_maker: decisionMakerSchema, decision_reason: text(500), decision_notes: text(2000).optional(),
}).strict();
/** Variant C: decisionSource, reason, additionalContext (the same decision in other words). */
export const changeStatusWithSource = z.object({
  status: applicationStatusSchema, applicationId: idSchema, version,
  decisionSource: decisionMakerSchema, reason: text(500), additionalContext: text(2000).optional(),
}).strict();
/** Any of the three variants. */
export const changeStatusInput = z.union([changeStatusWithDecision, changeStatusWithSource, changeStatusSimple]);
/** A status change payload. */
export type ChangeStatusInput = z.infer<typeof changeStatusInput>;

/** A status change in one shape, whichever variant was sent. */
export interface NormalizedStatusChange {
  status: z.infer<typeof applicationStatusSchema>;
  applicationId: string;
  version?: number;
  decision?: { decision_maker: z.infer<typeof decisionMakerSchema>; decision_reason: string; decision_notes: string };
}

/** Maps variants B and C onto the stored decision fields. */
export function normalizeChangeStatus(input: ChangeStatusInput): NormalizedStatusChange {
  const base = { status: input.status, applicationId: input.applicationId, ...(input.version !== undefined ? { version: input.version } : {}) };
  if ('decision_maker' in input) {
    return { ...base, decision: { decision_maker: input.decision_maker, decision_reason: input.decision_reason, decision_notes: input.decision_notes ?? '' } };
  }
  if ('decisionSource' in input) {
    return { ...base, decision: { decision_maker: input.decisionSource, decision_reason: input.reason, decision_notes: input.additionalContext ?? '' } };
  }
  return base;
}

/** POST /api/worker-job-apply. Applying always creates status New. */
export const applyToJobInput = z.object({
  status: z.literal('New').default('New'),
  job_id: idSchema,
  recruiter_id: idSchema.nullable().optional(),
  organization_id: idSchema,
  gw_job_id: idSchema,
  auto_offer_consent: z.boolean().default(false),
}).strict();

/** POST /api/ask-recruiter (worker_id only when a recruiter asks). */
export const askRecruiterInput = z.object({
  organization_id: idSchema, recruiter_id: idSchema.nullable().optional(), job_id: idSchema, gw_job_id: idSchema, worker_id: idSchema.optional(),
}).strict();

/** POST /api/document: a download link for one document. */
export const documentDownloadInput = z.object({ documentId: idSchema, category: z.enum(DOCUMENT_CATEGORIES), workerId: idSchema.optional() }).strict();

/** Document upload form fields (the file itself travels as multipart). */
export const documentUploadFields = z.object({ category: z.enum(DOCUMENT_CATEGORIES), documentId: idSchema.optional(), name: text(200).optional() });

/** POST /api/generate-profile-pdf: the applicant profile plus name, email and phone. */
export const generateProfilePdfInput = workerProfileSchema.extend({ name: requiredText(200), email: emailSchema.optional(), phone: phoneSchema.optional() });

/** POST /api/application-journey/assign-recruiter. */
export const assignRecruiterInput = z.object({ newRecruiterId: idSchema, recruiterName: requiredText(200), applicationId: idSchema }).strict();

/** Offer terms: pay, hours, schedule and location fields; at least one term. */
export const offerTermsSchema = z.object({
  pay: jobPaySchema.strict().optional(),
  hours: jobHoursSchema.strict().optional(),
  schedule: jobScheduleSchema.strict().optional(),
  location: jobLocationSchema.strict().optional(),
}).strict().refine((t) => Object.values(t).some((g) => g && Object.keys(g).length > 0), { message: MESSAGES.errors.emptyOffer });

/** Make (or update/change) an offer. */
export const makeOfferInput = z.object({ applicationId: idSchema, terms: offerTermsSchema, notes: text(2000).optional(), version }).strict();
/** A worker's counter offer (or re-counter). */
export const counterOfferInput = makeOfferInput;
/** Responding to an offer with one of its buttons (Accept, Decline …); Decline needs a reason (checked by the offer rules). */
export const offerResponseInput = z.object({
  applicationId: idSchema, action: z.enum(OFFER_ACTIONS), reason: text(500).optional(), notes: text(2000).optional(), version,
}).strict();

/** Sign-up. Admin accounts are not self-service. */
export const signupInput = z.object({
  first_name: requiredText(100), last_name: requiredText(100), email: emailSchema,
  password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200),
  role: z.enum(SIGNUP_ROLES), organization_name: text(200).optional(), phone: phoneSchema.optional(),
}).strict();

/** Login. */
export const loginInput = z.object({ email: emailSchema, password: z.string().min(8, MESSAGES.errors.passwordTooShort).max(200) }).strict();

/** Organization preferences: comparison row keys that must match before applying. */
export const organizationPreferencesSchema = z.object({
  requiredToApply: z.array(z.string().refine((k) => COMPARISON_ROW_KEYS.includes(k), { message: MESSAGES.errors.unknownComparisonField })).max(100)
    .transform((keys) => [...new Set(keys)]),
}).strict();

/** GET /api/user/{id}: the public user record. */
export const userSchema = z.object({
  _id: idSchema.optional(), first_name: text(100), last_name: text(100), email: emailSchema, phone: phoneSchema.nullable().optional(), image: text(500).nullable().optional(),
});

/** A recruiter option for the selector. */
export const recruiterOptionSchema = z.object({ id: idSchema, label: requiredText(200) });

/** The one error body every failing call answers with. */
export const errorResponseSchema = z.object({ error: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** Page parameters for every list. */
export const paginationQuery = z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) });

// Inferred payload types, one per schema above.
export type ApplyToJobInput = z.infer<typeof applyToJobInput>;
export type AskRecruiterInput = z.infer<typeof askRecruiterInput>;
export type DocumentDownloadInput = z.infer<typeof documentDownloadInput>;
export type GenerateProfilePdfInput = z.infer<typeof generateProfilePdfInput>;
export type AssignRecruiterInput = z.infer<typeof assignRecruiterInput>;
export type OfferTermsInput = z.infer<typeof offerTermsSchema>;
export type MakeOfferInput = z.infer<typeof makeOfferInput>;
export type CounterOfferInput = z.infer<typeof counterOfferInput>;
export type OfferResponseInput = z.infer<typeof offerResponseInput>;
export type SignupInput = z.infer<typeof signupInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type OrganizationPreferences = z.infer<typeof organizationPreferencesSchema>;
export type User = z.infer<typeof userSchema>;
export type RecruiterOption = z.infer<typeof recruiterOptionSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
