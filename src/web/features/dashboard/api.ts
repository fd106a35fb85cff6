// Queries and mutations of the dashboard pages.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobInput } from '@/domain/jobs';
import {
  type DashboardSummary,
  type JobStatus,
  type WebhookEvent,
  orgJobPage,
  orgJobSchema,
  orgPreferencesSchema,
  teamSchema,
  invitationSentSchema,
  reassignedSchema,
  staffUserPage,
  orgProfileSchema,
  ownSettingsSchema,
  type OrgProfile,
  apiKeyList,
  apiKeySchema,
  createdApiKeySchema,
  webhookList,
  webhookSchema,
  createdWebhookSchema,
  webhookDeliveryList,
} from '@/domain/organizations';
import type { Role } from '@/domain/shared';
import { api, checkedBody, checkedSchemas } from '../../lib/api';

export type {
  ApiKey,
  OrgJob,
  Webhook,
  WebhookDelivery as Delivery,
  OrgJobPage as JobPage,
  OrgProfile,
  OwnSettings,
  StaffUser,
  TeamMember as Member,
} from '@/domain/organizations';
import { orgJobsQueryKey, orgPreferencesQueryKey, webhooksQueryKey } from './keys';
import { summaryQuery } from './queries';

export { webhooksQueryKey };

/** GET /api/dashboard/summary, as the server's dashboardSummarySchema says it. */
export type Summary = DashboardSummary;

/** The organization's webhooks (a live change names them when one is paused or resumed: app/live-events.ts). */

const keys = {
  jobs: orgJobsQueryKey,
  prefs: orgPreferencesQueryKey,
  members: ['org', 'members'] as const,
  apiKeys: ['org', 'api-keys'] as const,
  webhooks: webhooksQueryKey,
  staff: ['admin', 'users'] as const,
  orgProfile: ['org', 'profile'] as const,
  own: ['me', 'settings'] as const,
};

/** Invalidates a key prefix after a mutation. */
function useInvalidate() {
  const qc = useQueryClient();
  return (key: readonly unknown[]) => qc.invalidateQueries({ queryKey: key });
}

export const useSummary = () => useQuery(summaryQuery());

/** A page of the organization's jobs (the Opportunities Manager), all or of one status. */
export const orgJobsQuery = (page: number, status: JobStatus | '') =>
  queryOptions({
    queryKey: [...keys.jobs, page, status],
    queryFn: ({ signal }) =>
      api(`/api/org/jobs?page=${page}&pageSize=10${status ? `&status=${status}` : ''}`, {
        signal,
        schema: import.meta.env.DEV && orgJobPage,
      }),
  });
export const useOrgJobs = (page: number, status: JobStatus | '') =>
  useQuery({ ...orgJobsQuery(page, status), placeholderData: keepPreviousData });

export function useSaveJob() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: JobInput }) =>
      id
        ? api(`/api/org/jobs/${id}`, { method: 'PATCH', body: input, schema: import.meta.env.DEV && orgJobSchema })
        : api('/api/org/jobs', { method: 'POST', body: input, schema: import.meta.env.DEV && orgJobSchema }),
    onSuccess: () => inv(keys.jobs),
  });
}

export function useJobAction() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: JobStatus | 'duplicate' }) =>
      action === 'duplicate'
        ? api(`/api/org/jobs/${id}/duplicate`, { method: 'POST', schema: import.meta.env.DEV && orgJobSchema })
        : api(`/api/org/jobs/${id}/status`, {
            body: checkedBody((await checkedSchemas()).jobStatusInput, { status: action }),
            schema: import.meta.env.DEV && orgJobSchema,
          }),
    onSuccess: () => inv(keys.jobs),
  });
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: keys.prefs,
    queryFn: ({ signal }) =>
      api('/api/org/preferences', { signal, schema: import.meta.env.DEV && orgPreferencesSchema }),
  });
export const usePreferences = () => useQuery(preferencesQuery());
export function useSavePreferences() {
  const qc = useQueryClient();
  return useMutation({
    // What the form (preferences-section.tsx) checked with the domain's schema; the server parses it with the same.
    mutationFn: (input: { requiredToApply: string[] }) =>
      api('/api/org/preferences', {
        method: 'PUT',
        body: input,
        schema: import.meta.env.DEV && orgPreferencesSchema,
      }),
    onSuccess: (data) => qc.setQueryData(keys.prefs, data),
  });
}

export const membersQuery = () =>
  queryOptions({
    queryKey: keys.members,
    queryFn: ({ signal }) => api('/api/org/members', { signal, schema: import.meta.env.DEV && teamSchema }),
  });
export const useMembers = () => useQuery(membersQuery());
export function useInvite() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (email: string) =>
      api('/api/org/invitations', { body: { email }, schema: import.meta.env.DEV && invitationSentSchema }),
    onSuccess: () => inv(keys.members),
  });
}
export function useSetActive() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api(`/api/org/members/${id}/active`, { body: { active } }),
    onSuccess: () => inv(keys.members),
  });
}
export function useReassign() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      api(`/api/org/members/${from}/reassign`, {
        body: { toRecruiterId: to },
        schema: import.meta.env.DEV && reassignedSchema,
      }),
    onSuccess: () => inv(keys.members),
  });
}

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: keys.apiKeys,
    queryFn: ({ signal }) => api('/api/org/api-keys', { signal, schema: import.meta.env.DEV && apiKeyList }),
  });
export const useApiKeys = () => useQuery(apiKeysQuery());
export function useCreateApiKey() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (name: string) =>
      api('/api/org/api-keys', { body: { name }, schema: import.meta.env.DEV && createdApiKeySchema }),
    onSuccess: () => inv(keys.apiKeys),
  });
}
export function useRenameApiKey() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api(`/api/org/api-keys/${id}`, { method: 'PATCH', body: { name }, schema: import.meta.env.DEV && apiKeySchema }),
    onSuccess: () => inv(keys.apiKeys),
  });
}
export function useRevokeApiKey() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/org/api-keys/${id}`, { method: 'DELETE', schema: import.meta.env.DEV && apiKeySchema }),
    onSuccess: () => inv(keys.apiKeys),
  });
}

export const webhooksQuery = () =>
  queryOptions({
    queryKey: keys.webhooks,
    queryFn: ({ signal }) => api('/api/org/webhooks', { signal, schema: import.meta.env.DEV && webhookList }),
  });
export const useWebhooks = () => useQuery(webhooksQuery());
export const useDeliveries = (id: string | null) =>
  useQuery({
    queryKey: [...keys.webhooks, id, 'deliveries'],
    queryFn: () => api(`/api/org/webhooks/${id}/deliveries`, { schema: import.meta.env.DEV && webhookDeliveryList }),
    enabled: !!id,
  });
export function useCreateWebhook() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (body: { url: string; events: WebhookEvent[] }) =>
      api('/api/org/webhooks', { body, schema: import.meta.env.DEV && createdWebhookSchema }),
    onSuccess: () => inv(keys.webhooks),
  });
}
export function useResumeWebhook() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/org/webhooks/${id}/resume`, { method: 'POST', schema: import.meta.env.DEV && webhookSchema }),
    onSuccess: () => inv(keys.webhooks),
  });
}
export function useDeleteWebhook() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(`/api/org/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => inv(keys.webhooks),
  });
}

/** A page of the staff's accounts (the admin's role assignments). */
export const staffUsersQuery = (page: number) =>
  queryOptions({
    queryKey: [...keys.staff, page],
    queryFn: ({ signal }) =>
      api(`/api/admin/users?page=${page}&pageSize=50`, { signal, schema: import.meta.env.DEV && staffUserPage }),
  });
export const useStaffUsers = (page: number, enabled: boolean) =>
  useQuery({ ...staffUsersQuery(page), enabled, placeholderData: keepPreviousData });
export function useChangeRole() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api(`/api/admin/users/${id}/role`, { method: 'PATCH', body: { role } }),
    onSuccess: () => inv(keys.staff),
  });
}

/** The organization's profile (its settings). */
export const orgProfileQuery = () =>
  queryOptions({
    queryKey: keys.orgProfile,
    queryFn: ({ signal }) => api('/api/org/profile', { signal, schema: import.meta.env.DEV && orgProfileSchema }),
  });
export const useOrgProfile = (enabled: boolean) => useQuery({ ...orgProfileQuery(), enabled });
export function useSaveOrgProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<OrgProfile>) =>
      api('/api/org/profile', { method: 'PUT', body, schema: import.meta.env.DEV && orgProfileSchema }),
    meta: { fieldErrorsInline: true },
    onSuccess: (d) => qc.setQueryData(keys.orgProfile, d),
  });
}
/** The signed-in person's own name and phone (the settings' Your account). */
export const ownSettingsQuery = () =>
  queryOptions({
    queryKey: keys.own,
    queryFn: ({ signal }) => api('/api/me/settings', { signal, schema: import.meta.env.DEV && ownSettingsSchema }),
  });
export const useOwnSettings = () => useQuery(ownSettingsQuery());
export function useSaveOwnSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { first_name: string; last_name: string; phone?: string }) =>
      api('/api/me/settings', { method: 'PUT', body, schema: import.meta.env.DEV && ownSettingsSchema }),
    meta: { fieldErrorsInline: true },
    onSuccess: (d) => {
      qc.setQueryData(keys.own, d);
      void qc.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
