// The Application entity (spec section 3).
import { z } from 'zod';
import { APPLICATION_STATUSES } from './pipeline';
import { DECISION_MAKERS } from '../shared/roles';
import { OFFER_STATUSES } from '../offers/offers';
import { dateOrDateTimeSchema, idSchema, text } from '../shared/common-schemas';

/** A status in API form (first letter capitalised). */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** A status in any letter case (URL params, filters), normalised to API form. */
export const looseStatusSchema = z
  .string()
  .trim()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(APPLICATION_STATUSES.map((s) => s.toLowerCase()) as [string, ...string[]]))
  .transform((s) => APPLICATION_STATUSES.find((x) => x.toLowerCase() === s)!);

/** An offer status. */
export const offerStatusSchema = z.enum(OFFER_STATUSES);

/** A decision maker. */
export const decisionMakerSchema = z.enum(DECISION_MAKERS);

/** An application as read from the API. `version` increments on every change (optimistic concurrency). */
export const applicationSchema = z.object({
  applicationId: idSchema,
  job_id: idSchema,
  gw_job_id: idSchema,
  worker_id: idSchema,
  recruiter_id: idSchema.nullable().optional(),
  organization_id: idSchema,
  status: applicationStatusSchema,
  offer_status: offerStatusSchema.nullable().optional(),
  auto_offer_consent: z.boolean().default(false),
  decision_maker: decisionMakerSchema.nullable().optional(),
  decision_reason: text(500).nullable().optional(),
  decision_notes: text(2000).nullable().optional(),
  version: z.number().int().min(0).default(0),
  created_at: dateOrDateTimeSchema.optional(),
  updated_at: dateOrDateTimeSchema.optional(),
});

/** An application (parsed). */
export type Application = z.infer<typeof applicationSchema>;
