// POST /api/ask-recruiter.
import { z } from 'zod';
import { idSchema } from '../shared/common-schemas';

/** POST /api/ask-recruiter (worker_id only when a recruiter asks). */
export const askRecruiterInput = z
  .object({
    organization_id: idSchema,
    recruiter_id: idSchema.nullable().optional(),
    job_id: idSchema,
    gw_job_id: idSchema,
    worker_id: idSchema.optional(),
  })
  .strict();
export type AskRecruiterInput = z.infer<typeof askRecruiterInput>;
