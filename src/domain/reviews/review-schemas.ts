// The close-out reviews API's schemas (issue 45), one per operation, used by the routes and the web forms. The side of
// a review is the caller's: the route takes `reviewBody` and parses it with the caller's side schema
// (`reviewInputFor`), so a field of the other side's review is refused by name.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { text, uuidSchema } from '../shared/common-schemas';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import {
  COMMENTS_MAX,
  DO_NOT_RETURN_REASONS,
  REPLY_MAX,
  REVIEW_SIDES,
  SCORE_MAX,
  SCORE_MIN,
  type ReviewSide,
} from './criteria';
import { REVIEW_MESSAGES as M } from './reviews-messages';

const score = z
  .number({ error: M.errors.scoreRange })
  .int({ error: M.errors.scoreRange })
  .min(SCORE_MIN, { error: M.errors.scoreRange })
  .max(SCORE_MAX, { error: M.errors.scoreRange });
const comments = text(COMMENTS_MAX)
  .max(COMMENTS_MAX, { error: M.errors.commentsTooLong(COMMENTS_MAX) })
  .nullable()
  .optional();

/** The organization's review of the worker: four scores, comments, rehire; a do-not-return needs its reason. */
export const organizationReviewInput = z
  .object({
    scores: z.strictObject({
      clinical_skills: score,
      reliability: score,
      teamwork: score,
      communication: score,
    }),
    comments,
    eligible_for_rehire: z.boolean({ error: M.errors.rehireRequired }),
    do_not_return_reason: z.enum(DO_NOT_RETURN_REASONS, { error: M.errors.reasonRequired }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.eligible_for_rehire && !v.do_not_return_reason)
      ctx.addIssue({ code: 'custom', path: ['do_not_return_reason'], message: M.errors.reasonRequired });
    if (v.eligible_for_rehire && v.do_not_return_reason)
      ctx.addIssue({ code: 'custom', path: ['do_not_return_reason'], message: M.errors.reasonOnlyWhenNotEligible });
  });
export type OrganizationReviewInput = z.infer<typeof organizationReviewInput>;

/** The worker's review of the facility: three scores, would return, comments. */
export const workerReviewInput = z.object({
  scores: z.strictObject({
    orientation: score,
    staffing_ratios: score,
    management_support: score,
  }),
  comments,
  would_return: z.boolean({ error: M.errors.wouldReturnRequired }),
});
export type WorkerReviewInput = z.infer<typeof workerReviewInput>;

/** The route's body: either side's fields; `reviewInputFor(side)` decides which are asked. */
export const reviewBody = z.object({
  scores: z.record(z.string().max(40), z.number()).refine((s) => Object.keys(s).length <= 10),
  comments: z
    .string()
    .max(COMMENTS_MAX * 2)
    .nullable()
    .optional(),
  eligible_for_rehire: z.boolean().optional(),
  do_not_return_reason: z.string().max(40).nullable().optional(),
  would_return: z.boolean().optional(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

const OTHER_SIDE_FIELDS: Record<ReviewSide, readonly (keyof ReviewBody)[]> = {
  organization: ['would_return'],
  worker: ['eligible_for_rehire', 'do_not_return_reason'],
};

/**
 * A side's review parsed from the route's body: the parsed input, or the fields refused with their messages (a field
 * of the other side's review is refused by name).
 */
export function parseReviewFor(
  side: ReviewSide,
  body: unknown,
):
  | { ok: true; side: 'organization'; input: OrganizationReviewInput }
  | { ok: true; side: 'worker'; input: WorkerReviewInput }
  | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const given = (body ?? {}) as Record<string, unknown>;
  for (const f of OTHER_SIDE_FIELDS[side])
    if (given[f] !== undefined && given[f] !== null) fields[f] = M.errors.notForSide(f);
  const parsed = side === 'organization' ? organizationReviewInput.safeParse(body) : workerReviewInput.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false, fields };
  return side === 'organization'
    ? { ok: true, side, input: parsed.data as OrganizationReviewInput }
    : { ok: true, side, input: parsed.data as WorkerReviewInput };
}

/** The worker's one reply to the review of her. */
export const replyInput = z.object({
  reply: text(REPLY_MAX)
    .min(1, { error: M.errors.replyRequired })
    .max(REPLY_MAX, { error: M.errors.replyTooLong(REPLY_MAX) }),
});
export type ReplyInput = z.infer<typeof replyInput>;

export const reviewIdParams = z.object({ id: uuidSchema });

/** One review as both sides read it (the reply beside it). */
export const reviewSchema = z.object({
  id: uuidSchema,
  application_id: uuidSchema,
  side: z.enum(REVIEW_SIDES),
  scores: z.record(z.string(), z.number()),
  comments: z.string().nullable(),
  eligible_for_rehire: z.boolean().nullable(),
  do_not_return_reason: z.enum(DO_NOT_RETURN_REASONS).nullable(),
  would_return: z.boolean().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A placement's reviews: each side's (null until given) and what the caller may still do. */
export const applicationReviewsResponse = z.object({
  application_id: uuidSchema,
  status: z.enum(APPLICATION_STATUSES),
  /** The caller's side, or null (an admin reads only). */
  side: z.enum(REVIEW_SIDES).nullable(),
  /** The organization's review of the worker. */
  of_worker: reviewSchema.nullable(),
  /** The worker's review of the facility. */
  of_facility: reviewSchema.nullable(),
  can_review: z.boolean(),
  can_reply: z.boolean(),
  /** For the organization's side: this worker's do-not-return marks by the organization (any placement). */
  do_not_return: z
    .array(
      z.object({
        review_id: uuidSchema,
        application_id: uuidSchema,
        reason: z.enum(DO_NOT_RETURN_REASONS),
        reply: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .max(50),
});
export type ApplicationReviews = z.infer<typeof applicationReviewsResponse>;

/** One row of the organization's do-not-return list. */
export const doNotReturnRowSchema = z.object({
  review_id: uuidSchema,
  application_id: uuidSchema,
  worker_id: uuidSchema,
  worker_name: z.string(),
  job_title: z.string(),
  reason: z.enum(DO_NOT_RETURN_REASONS),
  comments: z.string().nullable(),
  reply: z.string().nullable(),
  created_at: z.string(),
});
export const doNotReturnListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Only these workers (the application list's badges): up to 100 ids, comma-separated. */
  worker_ids: z
    .string()
    .max(100 * 37)
    .optional(),
});
export const doNotReturnListResponse = z.object({
  items: z.array(doNotReturnRowSchema),
  next_cursor: z.string().nullable(),
});
export type DoNotReturnRow = z.infer<typeof doNotReturnRowSchema>;

/** Facility reviews on a job page: averages only over enough reviews; the caller's own do-not-return standing. */
export const facilityReviewsResponse = z.object({
  count: z.number().int(),
  min_reviews: z.number().int(),
  averages: z
    .object({ orientation: z.number(), staffing_ratios: z.number(), management_support: z.number() })
    .nullable(),
  would_return_percent: z.number().int().nullable(),
  /** True only for a worker this job's organization marked do not return. */
  marked_do_not_return: z.boolean(),
});
export type FacilityReviews = z.infer<typeof facilityReviewsResponse>;

/** API v1: the organization's review of the worker with her reply; whether she reviewed the facility (never her words). */
export const v1ReviewsResponse = z.object({
  application_id: uuidSchema,
  of_worker: reviewSchema.nullable(),
  facility_reviewed: z.boolean(),
});
