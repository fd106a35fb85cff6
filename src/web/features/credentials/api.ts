// Queries and mutations of the credential wallet and recruiters' expiry alerts.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type UpdateCredentialInput,
  credentialWalletSchema,
  credentialSchema,
  credentialAlertsSchema,
  credentialAlertsList,
} from '@/domain/profile';
import { api } from '../../lib/api';
import { walletQueryKey } from './keys';

export { walletQueryKey };

/** The signed-in worker's credentials and what applied jobs are missing. */
export function useCredentialWallet() {
  return useQuery({
    queryKey: walletQueryKey,
    queryFn: () => api('/api/credentials', { schema: import.meta.env.DEV && credentialWalletSchema }),
  });
}

/** Edits a credential's expiry and structured fields. */
export function useUpdateCredential() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, patch }: { documentId: string; patch: UpdateCredentialInput }) =>
      api(`/api/credentials/${documentId}`, {
        method: 'PATCH',
        body: patch,
        schema: import.meta.env.DEV && credentialSchema,
      }),
    meta: { fieldErrorsInline: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: walletQueryKey }),
  });
}

/** Expiry alerts of one application (recruiters). */
export const credentialAlertsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['credential-alerts', applicationId],
    queryFn: () =>
      api(`/api/applications/${applicationId}/credential-alerts`, {
        schema: import.meta.env.DEV && credentialAlertsSchema,
      }),
  });
export function useCredentialAlerts(applicationId: string) {
  return useQuery(credentialAlertsQuery(applicationId));
}

/** Expiry alerts of a page of applications in one request (pipeline list). */
/** The expiry alerts of up to 100 applications (a list's rows), in one request. */
export function credentialAlertsBatchQuery(applicationIds: string[]) {
  const ids = [...new Set(applicationIds)].slice(0, 100);
  return queryOptions({
    queryKey: ['credential-alerts', 'batch', ids.join(',')],
    queryFn: () =>
      api(`/api/credential-alerts?ids=${ids.join(',')}`, { schema: import.meta.env.DEV && credentialAlertsList }),
    enabled: ids.length > 0,
  });
}

export function useCredentialAlertsBatch(applicationIds: string[]) {
  return useQuery({
    ...credentialAlertsBatchQuery(applicationIds),
    // "Load more" asks again for all ids: the badges already shown stay while it does.
    placeholderData: keepPreviousData,
    select: (rows) => new Map(rows.map((r) => [r.applicationId, r])),
  });
}
