// Response schemas of the jobs routes (what may leave the server).
import { z } from 'zod';
import { jobSchema, COMPARISON_SECTIONS } from '@/domain/jobs';

/** A compared row as sent to the client (the row's match function stays on the server and in the domain). */
export const comparedRowSchema = z.object({
  key: z.string(),
  title: z.string(),
  tab: z.enum(COMPARISON_SECTIONS),
  component: z.string(),
  matchPrompt: z.string(),
  emptyPrompt: z.string(),
  askRecruiter: z.boolean(),
  jobValue: z.unknown(),
  workerValue: z.unknown(),
  state: z.enum(['match', 'mismatch', 'missing']),
});

/** GET /api/jobs/:id. */
export const jobDetailSchema = z.object({
  job: jobSchema,
  comparison: z.array(comparedRowSchema).nullable(),
  application: z.object({ id: z.string(), status: z.string(), offer_status: z.string().nullable() }).nullable(),
  profile_completeness: z.number().int().nullable(),
  profile_complete: z.boolean().nullable(),
  email_verified: z.boolean(),
  required_mismatches: z.array(z.object({ key: z.string(), title: z.string(), component: z.string() })),
});

export type JobDetail = z.infer<typeof jobDetailSchema>;
