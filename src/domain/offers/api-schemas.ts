// Offer payloads: terms, make/change offer, counter offer, response.
import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { OFFER_ACTIONS } from './offers';
import { idSchema, text, versionSchema as version } from '../shared/common-schemas';
import { jobHoursSchema, jobLocationSchema, jobPaySchema, jobScheduleSchema } from '../jobs/job-schema';
import { EVEN_WITH_OTHER_ISSUES, counterIssues, reportIssues, termRuleIssues } from '../jobs/term-rules';

/** Offer terms: pay, hours, schedule and location fields; at least one term. */
export const offerTermsSchema = z
  .object({
    pay: jobPaySchema.strict().optional(),
    hours: jobHoursSchema.strict().optional(),
    schedule: jobScheduleSchema.strict().optional(),
    location: jobLocationSchema.strict().optional(),
  })
  .strict()
  .refine((t) => Object.values(t).some((g) => g && Object.keys(g).length > 0), { message: MESSAGES.errors.emptyOffer })
  // End on or after start; hours per week = hours per shift × shifts per week (the job's rules, term-rules.ts).
  .superRefine((t, ctx) => reportIssues(ctx, termRuleIssues(t)), EVEN_WITH_OTHER_ISSUES);

/** Make (or update/change) an offer. */
export const makeOfferInput = z
  .object({ applicationId: idSchema, terms: offerTermsSchema, notes: text(2000).optional(), version })
  .strict();
/**
 * A worker's counter offer (or re-counter): the offer's terms without the facility or its location (the server
 * refuses them from a worker with the same words, counterIssues).
 */
export const counterOfferInput = makeOfferInput.superRefine((o, ctx) =>
  reportIssues(ctx, counterIssues(o.terms as { location?: Record<string, unknown> }), ['terms']),
);
/**
 * Responding to an offer with one of its buttons (Accept, Decline …); Decline needs a reason (checked by the offer
 * rules).
 */
export const offerResponseInput = z
  .object({
    applicationId: idSchema,
    action: z.enum(OFFER_ACTIONS),
    reason: text(500).optional(),
    notes: text(2000).optional(),
    version,
  })
  .strict();

export type OfferTermsInput = z.infer<typeof offerTermsSchema>;
export type MakeOfferInput = z.infer<typeof makeOfferInput>;
export type CounterOfferInput = z.infer<typeof counterOfferInput>;
export type OfferResponseInput = z.infer<typeof offerResponseInput>;
