// Queries and mutations of the offers feature (and the worker's work journey).
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type ApplicationStatus, type WorkerOutcome, statusChangedSchema } from '@/domain/applications';
import {
  type OfferAction,
  type OfferSubmitAction,
  type OfferTerms,
  type ProposeExtensionInput,
  submitOfferResponse,
  respondToOfferResponse,
} from '@/domain/offers';
import { whatChanged } from '@/domain/offers';
import type { DecisionMaker } from '@/domain/shared';
import { MESSAGES } from '@/domain/shared';
import { api, ApiError } from '../../lib/api';
import { errorText } from '../../lib/form-errors';
import type { MutationToastMeta } from '../../lib/mutation-toasts';
import { offerKeys } from './keys';
import { applicationOffersQuery, workJourneyQuery } from './queries';

export { offerKeys };

export type { ApplicationOffers, OfferApplication, OfferVersion, WorkJourney, WorkJourneyItem } from '@/domain/offers';

/** An application's offer versions, with the job's own terms for prefilling. */
export function useApplicationOffers(applicationId: string) {
  return useQuery({
    ...applicationOffersQuery(applicationId),
    // The other side may have answered since this was cached: an offer page always shows the latest version.
    refetchOnMount: 'always',
  });
}

/** The signed-in worker's applications (optionally one status) with counts per status. */
export function useWorkJourney(status?: ApplicationStatus | null) {
  return useQuery(workJourneyQuery(status));
}

/**
 * Everything that shows an application's offer or status: its offers, the worker's journey and job page (the job
 * detail carries the worker's application: status, offer status, Withdraw), the chat list (it shows the status).
 * The application pages are only marked stale: refetching the open detail page while the caller navigates away
 * would make it redirect to the application's new status path instead. Pages that stay call refreshApplications.
 */
function invalidateOffers(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['offers'] }),
    qc.invalidateQueries({ queryKey: ['work-journey'] }),
    qc.invalidateQueries({ queryKey: ['jobs', 'detail'] }),
    qc.invalidateQueries({ queryKey: ['chats', 'list'] }),
    qc.invalidateQueries({ queryKey: ['applications'], refetchType: 'none' }),
  ]);
}

function useInvalidateOffers() {
  const qc = useQueryClient();
  return () => invalidateOffers(qc);
}

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

/**
 * A change refused with 409 (the application moved on since the page loaded it, e.g. a Re Counter on a replaced
 * version): refetch what shows it and say what changed ("The recruiter sent a new offer (v3)"), instead of leaving
 * the old state on screen. The failure toast of the mutation cache stays silent for a 409 (conflictToast below).
 */
export async function explainConflict(qc: QueryClient, error: unknown, applicationId: string): Promise<void> {
  if (!isConflict(error)) return;
  const offers = applicationOffersQuery(applicationId);
  const before = qc.getQueryData(offers.queryKey);
  const after = await qc.fetchQuery({ ...offers, staleTime: 0 }).catch(() => null);
  void invalidateOffers(qc);
  void qc.invalidateQueries({ queryKey: ['applications'] });
  notifications.show({ color: 'yellow', message: whatChanged(before, after) });
}

/** A failure toast that leaves a 409 to explainConflict. */
const conflictToast =
  (otherwise: (e: unknown) => string | null) =>
  (e: unknown): string | null =>
    isConflict(e) ? null : otherwise(e);

/** Refetches the application pages (after an offer change that keeps the recruiter on the same page). */
export function useRefreshApplications() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['applications'] });
}

/** Sends new offer terms (make, update, change, counter, re-counter). */
export function useSubmitOffer() {
  const qc = useQueryClient();
  const invalidate = useInvalidateOffers();
  return useMutation({
    meta: { errorMessage: conflictToast(errorText) },
    onError: (e, vars) => explainConflict(qc, e, vars.applicationId),
    mutationFn: (body: { applicationId: string; terms: OfferTerms; action?: OfferSubmitAction; version?: number }) =>
      api('/api/offers', { method: 'POST', body, schema: import.meta.env.DEV && submitOfferResponse }),
    onSuccess: () => {
      // Not awaited: the caller navigates first, the pages it leaves must not redirect on the refetch.
      void invalidate();
    },
  });
}

/** Proposes an extension of a Working assignment (POST /api/applications/{id}/extension): a new offer version. */
export function useProposeExtension() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorMessage: conflictToast(errorText) },
    onError: (e, vars) => explainConflict(qc, e, vars.applicationId),
    mutationFn: ({ applicationId, ...body }: { applicationId: string } & ProposeExtensionInput) =>
      api(`/api/applications/${encodeURIComponent(applicationId)}/extension`, {
        method: 'POST',
        body,
        schema: import.meta.env.DEV && submitOfferResponse,
      }),
    // The page stays: the application (still Working) and its offers refetch, the offer panel shows the proposal.
    onSuccess: () => Promise.all([invalidateOffers(qc), qc.invalidateQueries({ queryKey: ['applications'] })]),
  });
}

/** The recruiter's answer failed: the spec's "Failed to update status", or the server's words for a conflict. */
export const respondErrorText = (e: unknown) =>
  e instanceof ApiError && e.status !== 409 ? MESSAGES.statusFailed : errorText(e);

/** The recruiter's answer: a 409 is explained after the refetch (explainConflict), any other failure as above. */
const respondToast = conflictToast(respondErrorText);

/** Accepts or declines the live offer. */
export function useRespondToOffer() {
  const qc = useQueryClient();
  const invalidate = useInvalidateOffers();
  return useMutation({
    meta: { errorMessage: respondToast },
    onError: (e, vars) => explainConflict(qc, e, vars.applicationId),
    mutationFn: (body: {
      applicationId: string;
      action: Extract<OfferAction, 'Accept' | 'Decline'>;
      reason?: string;
      notes?: string;
      version?: number;
    }) => api('/api/offers/respond', { method: 'POST', body, schema: import.meta.env.DEV && respondToOfferResponse }),
    onSuccess: () => {
      // Not awaited: the caller navigates first, the pages it leaves must not redirect on the refetch.
      void invalidate();
    },
  });
}

/** A worker's status move through PATCH /api/application-journey (accept, decline, withdraw); `meta` words its toast. */
export function useWorkerStatusChange(meta?: MutationToastMeta) {
  const qc = useQueryClient();
  const invalidate = useInvalidateOffers();
  const custom = meta?.errorMessage;
  return useMutation({
    meta: {
      ...meta,
      errorMessage: conflictToast((e) => (typeof custom === 'function' ? custom(e) : (custom ?? errorText(e)))),
    },
    onError: (e, vars) => explainConflict(qc, e, vars.applicationId),
    mutationFn: (body: {
      applicationId: string;
      status: ApplicationStatus;
      version?: number;
      outcome?: WorkerOutcome;
      decision_maker?: DecisionMaker;
      decision_reason?: string;
      decision_notes?: string;
    }) =>
      api('/api/application-journey', { method: 'PATCH', body, schema: import.meta.env.DEV && statusChangedSchema }),
    onSuccess: () => {
      // Not awaited: the caller navigates first, the pages it leaves must not redirect on the refetch.
      void invalidate();
    },
  });
}
