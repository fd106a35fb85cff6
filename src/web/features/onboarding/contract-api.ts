// Queries and mutations of the assignment contract (issue 31). The contract's key sits under ['applications'], so the
// socket's "application changed" (app/live-events.ts) refetches it on every open page of both sides.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractResponse, signContractResponse, type SignContractInput } from '@/domain/onboarding';
import { api } from '../../lib/api';

export const contractKeys = {
  application: (applicationId: string) => ['applications', 'contract', applicationId] as const,
};

/** The application's current contract (null before an offer is accepted). */
export const contractQuery = (applicationId: string) =>
  queryOptions({
    queryKey: contractKeys.application(applicationId),
    queryFn: () =>
      api(`/api/applications/${encodeURIComponent(applicationId)}/contract`, {
        schema: import.meta.env.DEV && contractResponse,
      }),
  });
export function useContract(applicationId: string) {
  return useQuery({ ...contractQuery(applicationId), enabled: !!applicationId });
}

/** Signs (worker) or countersigns (an organization user or the assigned recruiter); the form shows field errors. */
export function useSignContract(applicationId: string, side: 'sign' | 'countersign') {
  const qc = useQueryClient();
  return useMutation({
    meta: { fieldErrorsInline: true },
    mutationFn: (body: SignContractInput) =>
      api(`/api/applications/${encodeURIComponent(applicationId)}/contract/${side}`, {
        method: 'POST',
        body,
        schema: import.meta.env.DEV && signContractResponse,
      }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: contractKeys.application(applicationId) }),
        // History shows the signature; the work journey and lists show the placement's state.
        qc.invalidateQueries({ queryKey: ['applications', 'detail', applicationId] }),
        qc.invalidateQueries({ queryKey: ['work-journey'] }),
      ]),
  });
}
