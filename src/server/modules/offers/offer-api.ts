// API forms of offer and application rows (the response schemas live in the domain: @/domain/offers).
import type { z } from 'zod';
import { offerApplicationSchema, offerVersionSchema, withoutDerivedPay, type OfferTerms } from '@/domain/offers';
import type { applicationStatusSchema, decisionMakerSchema, offerStatusSchema } from '@/domain/applications';
import type { applications, offers } from '../../db/schema';

export type OfferApi = z.infer<typeof offerVersionSchema>;

/** API form of an offer row, with the terms resolved after it (resolvedTerms of the job and versions up to it). */
export function offerToApi(o: typeof offers.$inferSelect, name: string, resolved: OfferTerms): OfferApi {
  return {
    _id: o.id,
    version: o.version,
    kind: o.kind as OfferApi['kind'],
    terms: withoutDerivedPay(o.terms as OfferTerms),
    resolved_terms: resolved,
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
    accepted_offer_version: a.acceptedOfferVersion,
    version: a.version,
  };
}
