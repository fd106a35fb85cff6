// Answers of the offer calls (spec sections 2 and 7), shared by server (response validation: nothing else leaks) and
// web (types are z.infer, so a renamed field breaks the build instead of a screen).
import { z } from 'zod';
import { OFFER_STATUSES } from './offers';
import { TERMS_STANDINGS } from './agreed-terms';
import type { OfferTerms } from './offer-terms';
import { applicationStatusSchema, decisionMakerSchema, offerStatusSchema } from '../applications/application-schema';

/**
 * Offer terms as answered: an object of term groups. Validated loosely on the way out (derived figures may be 0, which
 * the input schema refuses), typed as the terms the domain reads.
 */
export const offerTermsResponse = z.record(z.string(), z.unknown()) as unknown as z.ZodType<OfferTerms>;

/** Terms of record as answered (application detail, offers endpoint). */
export const agreedTermsSchema = z.object({
  standing: z.enum(TERMS_STANDINGS),
  version: z.number().int().nullable(),
  terms: offerTermsResponse,
});

/** The headline figures of terms of record as answered (lists, cards, API v1, webhooks). */
export const agreedTermsSummarySchema = z.object({
  standing: z.enum(TERMS_STANDINGS),
  version: z.number().int().nullable(),
  weekly_rate: z.number().nullable(),
  hourly_rate: z.number().nullable(),
  non_taxable_weekly: z.number().nullable(),
  hours_per_week: z.number().nullable(),
});

/** One offer version. */
export const offerVersionSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  kind: z.enum(OFFER_STATUSES),
  /** What this version sent (pay inputs only; earlier terms it kept are merged in). */
  terms: offerTermsResponse,
  /** The terms in force after this version: the job's, then every version in order, pay derived by the pay model. */
  resolved_terms: offerTermsResponse,
  made_by: z.string(),
  made_by_name: z.string(),
  side: z.enum(['worker', 'recruiter']),
  created_at: z.string(),
});

/** The application fields the offer calls answer. */
export const offerApplicationSchema = z.object({
  applicationId: z.string(),
  job_id: z.string(),
  gw_job_id: z.string(),
  worker_id: z.string(),
  organization_id: z.string(),
  status: applicationStatusSchema,
  offer_status: offerStatusSchema.nullable(),
  auto_offer_consent: z.boolean(),
  decision_maker: decisionMakerSchema.nullable(),
  decision_reason: z.string().nullable(),
  decision_notes: z.string().nullable(),
  /** The offer version accepted (its resolved terms are the agreed terms), null before acceptance. */
  accepted_offer_version: z.number().int().nullable(),
  version: z.number().int(),
});

/** GET /api/applications/:id/offers: the application, the job's posted terms and requirements, every version. */
export const applicationOffersResponse = z.object({
  application: offerApplicationSchema,
  job: z.object({
    _id: z.string(),
    title: z.string(),
    /** Decides the rows that apply (the NABP row only for pharmacy professions). */
    profession: z.string(),
    terms: offerTermsResponse,
    requirements: z.record(z.string(), z.unknown()),
  }),
  offers: z.array(offerVersionSchema),
  /** The terms of record (domain agreedTerms()): agreed once a version is accepted. */
  agreed_terms: agreedTermsSchema,
});

/** POST /api/offers. */
export const submitOfferResponse = z.object({
  application: offerApplicationSchema,
  offer: offerVersionSchema,
  auto_accepted: z.boolean(),
});

/** POST /api/offers/respond. */
export const respondToOfferResponse = z.object({
  application: offerApplicationSchema,
  status: applicationStatusSchema,
});

/** One row of the worker's work journey. */
export const workJourneyItemSchema = z.object({
  applicationId: z.string(),
  job_id: z.string(),
  gw_job_id: z.string(),
  title: z.string(),
  facility: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  status: applicationStatusSchema,
  offer_status: offerStatusSchema.nullable(),
  current_offer: offerTermsResponse.nullable(),
  /** The terms of record's headline figures: agreed once an offer is accepted (domain agreedTerms()). */
  terms: agreedTermsSummarySchema,
  version: z.number().int(),
  updated_at: z.string(),
});

/** GET /api/work-journey. */
export const workJourneyResponse = z.object({
  items: z.array(workJourneyItemSchema),
  counts: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type OfferVersion = z.infer<typeof offerVersionSchema>;
export type OfferApplication = z.infer<typeof offerApplicationSchema>;
export type ApplicationOffers = z.infer<typeof applicationOffersResponse>;
export type SubmitOfferResponse = z.infer<typeof submitOfferResponse>;
export type RespondToOfferResponse = z.infer<typeof respondToOfferResponse>;
export type WorkJourneyItem = z.infer<typeof workJourneyItemSchema>;
export type WorkJourney = z.infer<typeof workJourneyResponse>;
