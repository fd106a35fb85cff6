// Answers of the job calls that carry the job-vs-worker comparison, shared by server and web (types are z.infer).
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { OFFER_STATUSES } from '../offers/offers';
import { COMPARISON_SECTIONS } from './comparison-rows';
import { ROW_STATES, type ComparedRow } from './comparison';
import { jobSchema } from './job-schema';
import { TERMS_STANDINGS } from '../offers/agreed-terms';

/**
 * A compared row as every API sends it, in the spec's words (section 2: title, match prompt, empty prompt, job key,
 * worker key, component name, ask-recruiter flag, match flag, tab) spelled snake_case like the spec's payloads.
 */
export const comparedRowSchema = z.object({
  key: z.string(),
  title: z.string(),
  tab: z.enum(COMPARISON_SECTIONS),
  match_prompt: z.string(),
  empty_prompt: z.string(),
  job_key: z.string(),
  worker_key: z.string(),
  component: z.string(),
  ask_recruiter: z.boolean(),
  job_value: z.unknown(),
  worker_value: z.unknown(),
  state: z.enum(ROW_STATES),
});

/** A compared row as sent to the web app. */
export type ComparedRowView = z.infer<typeof comparedRowSchema>;

/** The one mapping from a compared row to its API shape (the row's match function stays in the domain). */
export function comparedRowToApi(c: ComparedRow): ComparedRowView {
  return {
    key: c.row.key,
    title: c.row.title,
    tab: c.row.tab,
    match_prompt: c.row.matchPrompt,
    empty_prompt: c.row.emptyPrompt,
    job_key: c.row.jobKey,
    worker_key: c.row.workerKey,
    component: c.row.component,
    ask_recruiter: c.row.askRecruiter,
    job_value: c.jobValue ?? null,
    worker_value: c.workerValue ?? null,
    state: c.state,
  };
}

/** GET /api/jobs/:id. */
export const jobDetailSchema = z.object({
  job: jobSchema,
  comparison: z.array(comparedRowSchema).nullable(),
  application: z
    .object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), offer_status: z.enum(OFFER_STATUSES).nullable() })
    .nullable(),
  profile_completeness: z.number().int().nullable(),
  profile_complete: z.boolean().nullable(),
  email_verified: z.boolean(),
  /** The worker pressed Apply while unverified: the application is held until the email is verified. */
  application_held: z.boolean(),
  required_mismatches: z.array(z.object({ key: z.string(), title: z.string(), component: z.string() })),
  /**
   * Whose terms `job`'s pay, hours, schedule and location are (issue 42): after the viewer's offer was accepted they
   * are the agreed terms (domain jobOnTermsOfRecord), and every figure on the page is labelled so; absent otherwise.
   */
  terms_of_record: z.object({ standing: z.enum(TERMS_STANDINGS), version: z.number().int().nullable() }).optional(),
});

/** The job detail answer. */
export type JobDetail = z.infer<typeof jobDetailSchema>;
