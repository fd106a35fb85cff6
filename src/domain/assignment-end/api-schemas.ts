// The assignment-end API's schemas (issue 45), one per operation, used by the routes and the web dialogs.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/pipeline';
import { safeString } from '../shared/common-schemas';
import { TERMINATION_REASONS } from './termination';

const localDate = z.iso.date({ error: 'Use a date as YYYY-MM-DD.' });

export const terminationParams = z.object({ id: z.uuid() });

/** GET /api/applications/{id}/termination-preview?effective_date= (the side is the caller's). */
export const terminationPreviewQuery = z.object({
  /** The last day worked; today (the facility's) when not given: what an end today would owe. */
  effective_date: localDate.optional(),
  reason_code: z.enum(TERMINATION_REASONS).optional(),
});
export type TerminationPreviewQuery = z.infer<typeof terminationPreviewQuery>;

/** POST /api/applications/{id}/termination: the organization ends it, or the worker gives notice (the caller's side). */
export const terminationInput = z.object({
  reason_code: z.enum(TERMINATION_REASONS),
  effective_date: localDate,
  note: safeString().trim().max(1000).optional(),
});
export type TerminationInput = z.infer<typeof terminationInput>;

const owedLineSchema = z.object({
  code: z.enum(['GUARANTEE', 'STIPEND', 'NOTICE_PENALTY']),
  payer: z.enum(['organization', 'worker']),
  minutes: z.number().int(),
  rate_cents: z.number().int(),
  amount_cents: z.number().int(),
  clause: z.string(),
  weeks: z.array(z.string()),
});

/** What is still owed if the assignment ends on the effective date, each amount with its contract clause. */
export const terminationPreviewResponse = z.object({
  application_id: z.string(),
  side: z.enum(['organization', 'worker']),
  reason_code: z.enum(TERMINATION_REASONS),
  notice_date: z.string(),
  effective_date: z.string(),
  notice_days: z.number().int(),
  notice_source: z.string(),
  protected_through: z.string(),
  short_days: z.number().int(),
  lines: z.array(owedLineSchema),
  owed_to_worker_cents: z.number().int(),
  owed_by_worker_cents: z.number().int(),
  note: z.string().nullable(),
});
export type TerminationPreview = z.infer<typeof terminationPreviewResponse>;

/** The recorded termination. */
export const terminationResponse = terminationPreviewResponse.extend({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
});
export type TerminationRecord = z.infer<typeof terminationResponse>;

/** GET /api/assignments/ending-soon: the caller's placements ending within four weeks or ended early. */
export const endingSoonResponse = z.object({
  items: z.array(
    z.object({
      application_id: z.string(),
      worker_id: z.string(),
      worker_name: z.string(),
      job_title: z.string(),
      gw_job_id: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      end_date: z.string(),
      terminated: z.boolean(),
    }),
  ),
});
export type EndingSoonList = z.infer<typeof endingSoonResponse>;

/** GET /api/v1/applications/{id}/termination: the recorded early end, or null when the assignment was not ended early. */
export const v1TerminationResponse = z.object({
  application_id: z.string(),
  termination: terminationResponse.nullable(),
});
