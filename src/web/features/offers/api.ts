// Queries and mutations of the offers feature (and the worker's work journey).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, WorkerOutcome } from '@/domain/applications';
import type {
  ApplicationOffers,
  OfferAction,
  OfferSubmitAction,
  OfferTerms,
  RespondToOfferResponse,
  SubmitOfferResponse,
  WorkJourney,
} from '@/domain/offers';
import type { DecisionMaker } from '@/domain/shared';
import { MESSAGES } from '@/domain/shared';
import { api, ApiError } from '../../lib/api';
import { errorText } from '../../lib/form-errors';
import type { MutationToastMeta } from '../../lib/mutation-toasts';

export type { ApplicationOffers, OfferApplication, OfferVersion, WorkJourney, WorkJourneyItem } from '@/domain/offers';

export const offerKeys = {
  application: (id: string) => ['offers', 'application', id] as const,
  journey: (status?: string | null) => ['work-journey', status ?? 'all'] as const,
};

/** An application's offer versions, with the job's own terms for prefilling. */
export function useApplicationOffers(applicationId: string) {
  return useQuery({
    queryKey: offerKeys.application(applicationId),
    queryFn: () => api<ApplicationOffers>(`/api/applications/${encodeURIComponent(applicationId)}/offers`),
    // The other side may have answered since this was cached: an offer page always shows the latest version.
    refetchOnMount: 'always',
  });
}

/** The signed-in worker's applications (optionally one status) with counts per status. */
export function useWorkJourney(status?: ApplicationStatus | null) {
  const qs = new URLSearchParams({ pageSize: '100', ...(status ? { status } : {}) });
  return useQuery({ queryKey: offerKeys.journey(status), queryFn: () => api<WorkJourney>(`/api/work-journey?${qs}`) });
}

function useInvalidateOffers() {
  const qc = useQueryClient();
  // The application pages are only marked stale: refetching the open detail page while the caller navigates away
  // would make it redirect to the application's new status path instead. Pages that stay call refreshApplications.
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['offers'] }),
      qc.invalidateQueries({ queryKey: ['work-journey'] }),
      qc.invalidateQueries({ queryKey: ['applications'], refetchType: 'none' }),
    ]);
}

/** Refetches the application pages (after an offer change that keeps the recruiter on the same page). */
export function useRefreshApplications() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['applications'] });
}

/** Sends new offer terms (make, update, change, counter, re-counter). */
export function useSubmitOffer() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (body: { applicationId: string; terms: OfferTerms; action?: OfferSubmitAction; version?: number }) =>
      api<SubmitOfferResponse>('/api/offers', {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      // Not awaited: the caller navigates first, the pages it leaves must not redirect on the refetch.
      void invalidate();
    },
  });
}

/** The recruiter's answer failed: the spec's "Failed to update status", or the server's words for a conflict. */
export const respondErrorText = (e: unknown) =>
  e instanceof ApiError && e.status !== 409 ? MESSAGES.statusFailed : errorText(e);

/** Accepts or declines the live offer. */
export function useRespondToOffer() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    meta: { errorMessage: respondErrorText },
    mutationFn: (body: {
      applicationId: string;
      action: Extract<OfferAction, 'Accept' | 'Decline'>;
      reason?: string;
      notes?: string;
      version?: number;
    }) =>
      api<RespondToOfferResponse>('/api/offers/respond', {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      // Not awaited: the caller navigates first, the pages it leaves must not redirect on the refetch.
      void invalidate();
    },
  });
}

/** A worker's status move through PATCH /api/application-journey (accept, decline, withdraw); `meta` words its toast. */
export function useWorkerStatusChange(meta?: MutationToastMeta) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    meta,
    mutationFn: (body: {
      applicationId: string;
      status: ApplicationStatus;
      version?: number;
      outcome?: WorkerOutcome;
      decision_maker?: DecisionMaker;
      decision_reason?: string;
      decision_notes?: string;
    }) =>
      api<{ status?: ApplicationStatus; applicationId?: string; version?: number }>('/api/application-journey', {
        method: 'PATCH',
        body,
      }),
    onSuccess: () => {
      // Not awaited: the caller navigates first, the pages it leaves must not redirect on the refetch.
      void invalidate();
    },
  });
}
