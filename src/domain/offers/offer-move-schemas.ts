// The payloads of the offer moves (a version of terms sent, a response given); the moves' rules: offer-moves.ts, which
// the job pages read without zod.
import { z } from 'zod';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { OFFER_ACTIONS } from './offers';
import { makeOfferInput } from './api-schemas';
import { OFFER_SUBMIT_ACTIONS } from './offer-moves';

/** POST /api/offers: new terms, optionally naming the button pressed (inferred from the state when absent). */
export const submitOfferInput = makeOfferInput.extend({
  action: z.enum(OFFER_SUBMIT_ACTIONS).optional(),
  expectedVersion: z.number().int().min(0).optional(),
});

/** A submitted offer version. */
export type SubmitOfferInput = z.infer<typeof submitOfferInput>;

/** POST /api/offers/respond: Accept or Decline the live offer (a reason is required to decline). */
export const respondToOfferInput = z
  .object({
    applicationId: z.string().trim().min(1).max(64),
    action: z.enum(OFFER_ACTIONS),
    reason: z.string().trim().max(500).optional(),
    notes: z.string().trim().max(2000).optional(),
    version: z.number().int().min(0).optional(),
    expectedVersion: z.number().int().min(0).optional(),
  })
  .strict();

/** A response to an offer. */
export type RespondToOfferInput = z.infer<typeof respondToOfferInput>;
