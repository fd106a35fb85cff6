// The work journey's query: used by the hook in api.ts and, to start it beside the page's code when the app opens on
// /work-journey, by the router (app/router.tsx).
import { queryOptions } from '@tanstack/react-query';
import { parseStatus, type ApplicationStatus } from '@/domain/applications';
import { applicationOffersResponse, workJourneyResponse } from '@/domain/offers';
import { api } from '../../lib/api';
import { offerKeys } from './keys';

/** The signed-in worker's applications (optionally one status) with counts per status. */
export function workJourneyQuery(status?: ApplicationStatus | null) {
  const qs = new URLSearchParams({ pageSize: '100', ...(status ? { status } : {}) });
  return queryOptions({
    queryKey: offerKeys.journey(status),
    queryFn: () => api(`/api/work-journey?${qs}`, { schema: import.meta.env.DEV && workJourneyResponse }),
  });
}

/** An application's offer versions, with the job's own terms for prefilling (the offer pages, a pay statement's job). */
export const applicationOffersQuery = (applicationId: string) =>
  queryOptions({
    queryKey: offerKeys.application(applicationId),
    queryFn: () =>
      api(`/api/applications/${encodeURIComponent(applicationId)}/offers`, {
        schema: import.meta.env.DEV && applicationOffersResponse,
      }),
  });

/** The status a journey address shows: `?status=` (/work-journey/done?status=rejected), else its `:status`. */
export const journeyStatusOf = (status: string | undefined, search: URLSearchParams): ApplicationStatus | null =>
  parseStatus(search.get('status')) ?? parseStatus(status);
