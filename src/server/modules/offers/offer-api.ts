// API shapes of the offers feature (response schemas keep anything else from leaking).
import { z } from 'zod';
import { OFFER_STATUSES, withoutDerivedPay, type OfferTerms } from '@/domain/offers';
import { applicationStatusSchema, decisionMakerSchema, offerStatusSchema } from '@/domain/applications';
import type { applications, offers } from '../../db/schema';

const terms = z.record(z.string(), z.unknown());

export const offerSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  kind: z.enum(OFFER_STATUSES),
  /** What this version sent (pay inputs only; earlier terms it kept are merged in). */
  terms,
  /** The terms in force after this version: the job's, then every version in order, pay derived by the pay model. */
  resolved_terms: terms,
  made_by: z.string(),
  made_by_name: z.string(),
  side: z.enum(['worker', 'recruiter']),
  created_at: z.string(),
});

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
  version: z.number().int(),
});

export type OfferApi = z.infer<typeof offerSchema>;

/** API form of an offer row, with the terms resolved after it (resolvedTerms of the job and versions up to it). */
export function offerToApi(o: typeof offers.$inferSelect, name: string, resolved: OfferTerms): OfferApi {
  return {
    _id: o.id,
    version: o.version,
    kind: o.kind as OfferApi['kind'],
    terms: withoutDerivedPay(o.terms as OfferTerms) as Record<string, unknown>,
    resolved_terms: resolved as Record<string, unknown>,
    made_by: o.madeBy,
    made_by_name: name,
    side: o.side,
    created_at: o.createdAt.toISOString(),
  };
}

/** API form of an application row (the fields offers need). */
export function offerApplicationToApi(a: typeof applications.$inferSelect): z.infer<typeof offerApplicationSchema> {
  return {
    applicationId: a.id,
    job_id: a.jobId,
    gw_job_id: a.gwJobId,
    worker_id: a.workerId,
    organization_id: a.organizationId,
    status: a.status as z.infer<typeof applicationStatusSchema>,
    offer_status: (a.offerStatus ?? null) as z.infer<typeof offerStatusSchema> | null,
    auto_offer_consent: a.autoOfferConsent,
    decision_maker: (a.decisionMaker ?? null) as z.infer<typeof decisionMakerSchema> | null,
    decision_reason: a.decisionReason,
    decision_notes: a.decisionNotes,
    version: a.version,
  };
}
