// GET /api/jobs: the job board's query (search, filters, sort, cursor) and its card shape.
// The same schema parses the URL search params of /explore-jobs, so a shared link is a valid query.
import { z } from 'zod';
import { JOB_PAGE_SIZE_MAX, JOB_SORTS } from './search-params';
import { idSchema, stateCodeSchema, text } from '../shared/common-schemas';
import { datedSchema } from '../shared/date-range';

const opt = <T extends z.ZodType>(s: T) => s.optional();

/** The job board query: every field optional (clients leave blank values out, see jobSearchToParams). */
export const jobSearchQuery = z.object({
  q: opt(text(200)),
  profession: opt(text(100)),
  specialty: opt(text(100)),
  state: opt(stateCodeSchema),
  city: opt(text(100)),
  terms: opt(text(50)),
  shift: opt(text(50)),
  min_weekly_pay: opt(z.coerce.number().min(0).max(1_000_000)),
  start_from: opt(datedSchema('work')),
  sort: opt(z.enum(JOB_SORTS)),
  cursor: opt(z.string().max(500)),
  pageSize: opt(z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX)),
});

/** A parsed job board query. */
export type JobSearchQuery = z.infer<typeof jobSearchQuery>;

/** A match indicator: rows matched of the rows the job states, and the whole percent. */
export const matchIndicatorSchema = z.object({
  matched: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  /** The job is of another profession than the worker's (matchScore). */
  other_profession: z.boolean(),
});

/** One job card of the board. `applied` is the applicant count; `already_applied` is the signed-in worker's state. */
export const jobCardSchema = z.object({
  _id: idSchema,
  gw_job_id: idSchema,
  job_id: z.string().optional(),
  title: z.string(),
  profession: z.string(),
  specialty: z.string(),
  terms: z.string(),
  organization_name: z.string().nullable(),
  facility: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  shift_time: z.string().nullable(),
  weekly_rate: z.number().nullable(),
  hours_per_week: z.number().nullable(),
  start_date: z.string().nullable(),
  date_posted: z.string(),
  applied: z.number().int(),
  already_applied: z.boolean(),
  match: matchIndicatorSchema.nullable(),
});

/** A job card. */
export type JobCard = z.infer<typeof jobCardSchema>;

/**
 * The board's answer: a page of cards, the cursor of the next page (null at the end) and a capped total (first page
 * only, else null).
 */
export const jobSearchResponse = z.object({
  items: z.array(jobCardSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
  totalCapped: z.boolean(),
  /** When nothing matched every word: the notice naming what was relaxed to show the nearest results (first page). */
  relaxed: z.string().optional(),
});

/** A page of the board. */
export type JobSearchResponse = z.infer<typeof jobSearchResponse>;
