// Answers of the recruiter/organization application calls (lists, counts, detail), shared by server and web.
import { z } from 'zod';
import { comparedRowSchema } from '../jobs/api-schemas';
import { APPLICATION_LIST_SORTS, APPLICATION_PAGE_SIZE } from './list';
import { APPLICATION_STATUSES } from './pipeline';
import { applicationSchema, applicationStatusSchema, looseStatusSchema, offerStatusSchema } from './application-schema';
import { recruiterOptionSchema, userSchema } from '../shared/account-schemas';
import { idSchema, uuidSchema } from '../shared/common-schemas';
import { jobSchema } from '../jobs/job-schema';
import { workerProfileSchema } from '../profile/worker-profile-schema';
import { agreedTermsSchema, agreedTermsSummarySchema } from '../offers/response-schemas';
import { placementProgressSchema } from '../onboarding/placement-progress-schemas';
import { extensionWindowSchema } from '../offers/extension-schemas';
import { timesheetProgressSchema } from '../timesheets/progress';

/** GET /api/applications query. */
export const applicationListQuery = z.object({
  status: looseStatusSchema,
  q: z.string().trim().max(100).optional(),
  sort: z.enum(APPLICATION_LIST_SORTS).default('newest'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(APPLICATION_PAGE_SIZE),
  mine: z.enum(['0', '1']).optional(),
  /** Narrow to one job (the board's job filter). */
  job: uuidSchema.optional(),
  /** Narrow to one assigned recruiter (the board's recruiter filter). */
  recruiter: uuidSchema.optional(),
});

/** Match summary of a job against a worker's profile. */
export const matchSummarySchema = z.object({
  matched: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  /** The job is of another profession than the worker's (matchScore). */
  other_profession: z.boolean(),
});

/** One row of a status list. */
export const applicationListItemSchema = z.object({
  applicationId: idSchema,
  status: applicationStatusSchema,
  offer_status: offerStatusSchema.nullable(),
  version: z.number().int(),
  worker_id: idSchema,
  worker_name: z.string(),
  worker_image: z.string().nullable(),
  job_id: idSchema,
  gw_job_id: idSchema,
  job_title: z.string(),
  /** The job's profession and speciality. */
  profession: z.string(),
  specialty: z.string(),
  /** The worker's own profession and specialities, from their profile (null / empty when not filled in). */
  worker_profession: z.string().nullable(),
  worker_specialties: z.array(z.string()),
  /** The organization the application belongs to (an admin's bulk Assign recruiter offers its recruiters). */
  organization_id: idSchema,
  recruiter_id: idSchema.nullable(),
  recruiter_name: z.string().nullable(),
  status_changed_at: z.string(),
  match: matchSummarySchema,
  /** The terms of record's headline figures (agreed once an offer is accepted; domain agreedTerms()). */
  terms: agreedTermsSummarySchema,
  /** Onboarding, Cleared, Working: the checklist and contract summary and the start countdown (issue 31); else null. */
  placement: placementProgressSchema.nullable(),
  /** Working: the extension window (domain extensionWindow, issue 45); else null. */
  extension_window: extensionWindowSchema.nullable(),
  /** Done and the organization's close-out review not given yet (domain isReviewDue, issue 45). */
  review_due: z.boolean(),
  /** Cleared, Working: the timesheet status (domain timesheetProgress, issue 44); null before the terms are complete. */
  timesheet: timesheetProgressSchema.nullable(),
});

/** GET /api/applications answer. */
export const applicationListSchema = z.object({
  items: z.array(applicationListItemSchema),
  nextCursor: z.string().nullable(),
});

/** GET /api/applications/board query: the board's filters (job, recruiter, text), as kept in its URL. */
export const applicationBoardQuery = z.object({
  job: uuidSchema.optional(),
  recruiter: uuidSchema.optional(),
  q: z.string().trim().max(100).optional(),
});

/** Options per page of GET /api/applications/job-options (the board's job filter). */
export const JOB_OPTIONS_PAGE_SIZE = 20;

/**
 * GET /api/applications/job-options: the jobs whose applications the caller sees (their organization's; every
 * organization's for an admin), newest first, searched by title or job id; `id` answers that one job (the chosen filter).
 */
export const jobOptionsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  id: uuidSchema.optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(JOB_OPTIONS_PAGE_SIZE),
});

/** One page of job options: `{id, label}` ("Title (GW-…)"), and whether more match. */
export const jobOptionsSchema = z.object({
  items: z.array(z.object({ id: idSchema, label: z.string() })),
  more: z.boolean(),
});

/** GET /api/applications/board answer: every status in pipeline order with its count and first page of cards. */
export const applicationBoardSchema = z.object({
  columns: z.array(
    z.object({
      status: z.enum(APPLICATION_STATUSES),
      count: z.number().int(),
      items: z.array(applicationListItemSchema),
      nextCursor: z.string().nullable(),
    }),
  ),
});

/** GET /api/applications/counts query. */
export const applicationCountsQuery = z.object({ mine: z.enum(['0', '1']).optional() });

/** GET /api/applications/counts answer: every status with its count, and the newest activity. */
export const applicationCountsSchema = z.object({
  counts: z.array(
    z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int(), last_changed_at: z.string().nullable() }),
  ),
  /** Offered applications whose worker countered: the recruiter's move is awaited. */
  counters_waiting: z.number().int(),
  recent: z.array(
    z.object({
      applicationId: idSchema,
      status: applicationStatusSchema,
      worker_id: idSchema,
      worker_name: z.string(),
      gw_job_id: idSchema,
      job_title: z.string(),
      status_changed_at: z.string(),
    }),
  ),
});

/** GET /api/applications/:id answer. */
export const applicationDetailSchema = z.object({
  application: applicationSchema.extend({ status_changed_at: z.string() }),
  job: jobSchema,
  worker: z.object({
    id: idSchema,
    name: z.string(),
    image: z.string().nullable(),
    profile: workerProfileSchema.nullable(),
  }),
  worker_user: userSchema.nullable(),
  assigned_recruiter: z.object({ id: idSchema, name: z.string() }).nullable(),
  recruiter_options: z.array(recruiterOptionSchema).nullable(),
  comparison: z.array(comparedRowSchema),
  match: matchSummarySchema,
  /** The terms of record: the accepted version's resolved terms, else the live offer's, else the posted terms. */
  agreed_terms: agreedTermsSchema,
  history: z.array(
    z.object({
      from_status: applicationStatusSchema.nullable(),
      to_status: applicationStatusSchema,
      decision_maker: z.string().nullable(),
      reason: z.string().nullable(),
      notes: z.string().nullable(),
      /** The kind of move (MOVE_KINDS), null on rows from before kinds were recorded. */
      kind: z.string().nullable(),
      offer_status: offerStatusSchema.nullable(),
      by_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  offers: z.array(
    z.object({
      id: idSchema,
      version: z.number().int(),
      kind: z.string(),
      side: z.enum(['worker', 'recruiter']),
      terms: z.record(z.string(), z.unknown()),
      /** The terms in force after this version (the job's, then every version up to it; pay derived). */
      resolved_terms: z.record(z.string(), z.unknown()),
      /** True on the version the application accepted (its terms are the agreed terms). */
      accepted: z.boolean(),
      made_by_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/** PATCH /api/application-journey answer. */
export const statusChangedSchema = z.object({
  status: applicationStatusSchema,
  applicationId: idSchema,
  version: z.number().int(),
});

/** POST /api/application-journey/assign-recruiter answer. */
export const recruiterAssignedSchema = z.object({
  applicationId: idSchema,
  recruiter_id: idSchema,
  recruiter_name: z.string(),
  version: z.number().int(),
});

export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
export type ApplicationList = z.infer<typeof applicationListSchema>;
export type ApplicationBoard = z.infer<typeof applicationBoardSchema>;
export type ApplicationBoardQuery = z.infer<typeof applicationBoardQuery>;
export type JobOptionsQuery = z.infer<typeof jobOptionsQuery>;
export type JobOptions = z.infer<typeof jobOptionsSchema>;
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export type StatusChanged = z.infer<typeof statusChangedSchema>;
export type RecruiterAssigned = z.infer<typeof recruiterAssignedSchema>;
