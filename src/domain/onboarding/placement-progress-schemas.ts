// The schemas of a placement's progress as the lists, board cards and the organization's dashboard are answered it
// (the rules: placement-progress.ts, which the job pages read without zod).
import { z } from 'zod';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { isoDateSchema, uuidSchema } from '../shared/common-schemas';
import { CONTRACT_STATUSES } from './placement-states';
import { OVERDUE_PAGE_SIZE } from './placement-progress';

/** A list row's or board card's placement progress. */
export const placementProgressSchema = z.object({
  /** "7 of 10 verified · contract: waiting for worker" (domain progressSummary). */
  summary: z.string(),
  verified: z.number().int(),
  total: z.number().int(),
  contract: z.enum(CONTRACT_STATUSES).nullable(),
  /** Days to the agreed start date (negative once started), null without one. */
  days_to_start: z.number().int().nullable(),
  /** "Starts in 11 days", null without a start date. */
  countdown: z.string().nullable(),
});

export type PlacementProgress = z.infer<typeof placementProgressSchema>;

/** GET /api/dashboard/overdue-items query. */
export const overdueItemsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(OVERDUE_PAGE_SIZE),
});

/** One overdue checklist item of a placement. */
export const overdueItemSchema = z.object({
  item_id: uuidSchema,
  label: z.string(),
  item_status: z.string(),
  due_on: isoDateSchema,
  days_overdue: z.number().int(),
  application_id: uuidSchema,
  application_status: z.enum(APPLICATION_STATUSES),
  worker_id: uuidSchema,
  worker_name: z.string(),
  gw_job_id: z.string(),
  job_title: z.string(),
});

export type OverdueItem = z.infer<typeof overdueItemSchema>;

/** GET /api/dashboard/overdue-items answer: the most overdue first, with the total. */
export const overdueItemsSchema = z.object({
  items: z.array(overdueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type OverdueItems = z.infer<typeof overdueItemsSchema>;
