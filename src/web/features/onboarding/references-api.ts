// Queries and mutations of references collected by email (issue 31): an application's references card, the public
// reference form opened from the emailed link.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referenceFormSchema,
  referencesViewSchema,
  type RefereeInput,
  type ReferenceAnswersInput,
  type ReferencesView,
} from '@/domain/onboarding';
import { okResponse } from '@/domain/shared';
import { api, checkedAnswer } from '../../lib/api';
import { referenceKeys } from './keys';

export { referenceKeys };

/** An application's referees (the answers only for the organization's side). */
export const referencesQuery = (applicationId: string) =>
  queryOptions({
    queryKey: referenceKeys.application(applicationId),
    queryFn: ({ signal }) =>
      api(`/api/applications/${applicationId}/referees`, {
        signal,
        schema: import.meta.env.DEV && referencesViewSchema,
      }),
  });
export function useReferences(applicationId: string) {
  return useQuery({ ...referencesQuery(applicationId), enabled: applicationId.length > 0 });
}

/** Sets the card's answer in the cache (the server answers every change with the whole card). */
function useCardMutation<V>(applicationId: string, send: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    // Checked as every answer (api.ts): a parse in every build brought zod to the references card's first view.
    mutationFn: async (v: V): Promise<ReferencesView> =>
      checkedAnswer('the references card', import.meta.env.DEV && referencesViewSchema, await send(v)),
    onSuccess: (view) => qc.setQueryData(referenceKeys.application(applicationId), view),
  });
}

/** The worker names a referee. */
export const useNameReferee = (applicationId: string) =>
  useCardMutation(applicationId, (body: RefereeInput) =>
    api(`/api/applications/${applicationId}/referees`, { body, schema: import.meta.env.DEV && referencesViewSchema }),
  );

/** The worker sends a referee who has not answered a new link. */
export const useResendReferee = (applicationId: string) =>
  useCardMutation(applicationId, (refereeId: string) =>
    api(`/api/referees/${refereeId}/resend`, { body: {}, schema: import.meta.env.DEV && referencesViewSchema }),
  );

/** The worker replaces a referee who has not answered. */
export const useReplaceReferee = (applicationId: string) =>
  useCardMutation(applicationId, ({ id, body }: { id: string; body: RefereeInput }) =>
    api(`/api/referees/${id}`, { method: 'PUT', body, schema: import.meta.env.DEV && referencesViewSchema }),
  );

/** The form of an emailed link, or why it no longer works (checked when the page opens; nothing is used up). */
export function useReferenceForm(token: string) {
  return useQuery({
    queryKey: referenceKeys.form(token),
    queryFn: () =>
      api(`/api/references/${encodeURIComponent(token)}`, { schema: import.meta.env.DEV && referenceFormSchema }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** The referee sends the answers. */
export function useAnswerReference(token: string) {
  return useMutation({
    mutationFn: (body: ReferenceAnswersInput) =>
      api(`/api/references/${encodeURIComponent(token)}`, { body, schema: import.meta.env.DEV && okResponse }),
  });
}
