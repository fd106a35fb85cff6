// Queries and mutations of the dashboard pages.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job, JobInput } from '@/domain/jobs';
import type { JobStatus, WebhookEvent } from '@/domain/organizations';
import type { ApplicationStatus } from '@/domain/applications';
import type { Role } from '@/domain/shared';
import { api } from '../../lib/api';

export type OrgJob = Job & { status: JobStatus };
export interface JobPage {
  items: OrgJob[];
  total: number;
  page: number;
  pageSize: number;
}
export interface Member {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  active: boolean;
  assigned: number;
}
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
export interface Webhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  createdAt: string;
}
export interface Delivery {
  id: number;
  event: string;
  attempt: number;
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
}
export interface StaffUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  organization_name: string | null;
}
export interface Summary {
  scope: 'organization' | 'recruiter' | 'all';
  total: number;
  pipeline: { status: ApplicationStatus; count: number }[];
  applicationsThisWeek: number;
  medianDaysToOffer: number | null;
  medianDaysInStatus: { status: ApplicationStatus; days: number | null }[];
  funnel: { status: ApplicationStatus; count: number }[];
  activity: {
    id: string;
    applicationId: string;
    workerId: string;
    gwJobId: string;
    workerName: string;
    jobTitle: string;
    fromStatus: string | null;
    toStatus: ApplicationStatus;
    at: string;
  }[];
  assigned: {
    id: string;
    status: ApplicationStatus;
    workerId: string;
    gwJobId: string;
    workerName: string;
    jobTitle: string;
    statusChangedAt: string;
  }[];
}

const keys = {
  jobs: ['org', 'jobs'] as const,
  prefs: ['org', 'preferences'] as const,
  members: ['org', 'members'] as const,
  apiKeys: ['org', 'api-keys'] as const,
  webhooks: ['org', 'webhooks'] as const,
  staff: ['admin', 'users'] as const,
  orgProfile: ['org', 'profile'] as const,
  own: ['me', 'settings'] as const,
};

/** Invalidates a key prefix after a mutation. */
function useInvalidate() {
  const qc = useQueryClient();
  return (key: readonly unknown[]) => qc.invalidateQueries({ queryKey: key });
}

export const useSummary = () =>
  useQuery({ queryKey: ['dashboard', 'summary'], queryFn: () => api<Summary>('/api/dashboard/summary') });

export const useOrgJobs = (page: number, status: JobStatus | '') =>
  useQuery({
    queryKey: [...keys.jobs, page, status],
    queryFn: () => api<JobPage>(`/api/org/jobs?page=${page}&pageSize=10${status ? `&status=${status}` : ''}`),
    placeholderData: keepPreviousData,
  });

export function useSaveJob() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: JobInput }) =>
      id
        ? api<OrgJob>(`/api/org/jobs/${id}`, { method: 'PATCH', body: input })
        : api<OrgJob>('/api/org/jobs', { method: 'POST', body: input }),
    onSuccess: () => inv(keys.jobs),
  });
}

export function useJobAction() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: JobStatus | 'duplicate' }) =>
      action === 'duplicate'
        ? api<OrgJob>(`/api/org/jobs/${id}/duplicate`, { method: 'POST' })
        : api<OrgJob>(`/api/org/jobs/${id}/status`, { body: { status: action } }),
    onSuccess: () => inv(keys.jobs),
  });
}

export const usePreferences = () =>
  useQuery({ queryKey: keys.prefs, queryFn: () => api<{ requiredToApply: string[] }>('/api/org/preferences') });
export function useSavePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (requiredToApply: string[]) =>
      api<{ requiredToApply: string[] }>('/api/org/preferences', { method: 'PUT', body: { requiredToApply } }),
    onSuccess: (data) => qc.setQueryData(keys.prefs, data),
  });
}

export const useMembers = () =>
  useQuery({
    queryKey: keys.members,
    queryFn: () => api<{ members: Member[]; invitations: { email: string; expiresAt: string }[] }>('/api/org/members'),
  });
export function useInvite() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (email: string) => api<{ email: string }>('/api/org/invitations', { body: { email } }),
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
      api<{ moved: number }>(`/api/org/members/${from}/reassign`, { body: { toRecruiterId: to } }),
    onSuccess: () => inv(keys.members),
  });
}

export const useApiKeys = () => useQuery({ queryKey: keys.apiKeys, queryFn: () => api<ApiKey[]>('/api/org/api-keys') });
export function useCreateApiKey() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (name: string) => api<ApiKey & { key: string }>('/api/org/api-keys', { body: { name } }),
    onSuccess: () => inv(keys.apiKeys),
  });
}
export function useRenameApiKey() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<ApiKey>(`/api/org/api-keys/${id}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => inv(keys.apiKeys),
  });
}
export function useRevokeApiKey() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<ApiKey>(`/api/org/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => inv(keys.apiKeys),
  });
}

export const useWebhooks = () =>
  useQuery({ queryKey: keys.webhooks, queryFn: () => api<Webhook[]>('/api/org/webhooks') });
export const useDeliveries = (id: string | null) =>
  useQuery({
    queryKey: [...keys.webhooks, id, 'deliveries'],
    queryFn: () => api<Delivery[]>(`/api/org/webhooks/${id}/deliveries`),
    enabled: !!id,
  });
export function useCreateWebhook() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: (body: { url: string; events: WebhookEvent[] }) =>
      api<Webhook & { secret: string }>('/api/org/webhooks', { body }),
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

export const useStaffUsers = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...keys.staff, page],
    queryFn: () => api<{ items: StaffUser[]; total: number }>(`/api/admin/users?page=${page}&pageSize=50`),
    enabled,
    placeholderData: keepPreviousData,
  });
export function useChangeRole() {
  const inv = useInvalidate();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api(`/api/admin/users/${id}/role`, { method: 'PATCH', body: { role } }),
    onSuccess: () => inv(keys.staff),
  });
}

export interface OrgProfile {
  name: string;
  contact_email: string;
  contact_phone: string;
  logo: string;
}
export interface OwnSettings {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}
export const useOrgProfile = (enabled: boolean) =>
  useQuery({ queryKey: keys.orgProfile, queryFn: () => api<OrgProfile>('/api/org/profile'), enabled });
export function useSaveOrgProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<OrgProfile>) => api<OrgProfile>('/api/org/profile', { method: 'PUT', body }),
    meta: { fieldErrorsInline: true },
    onSuccess: (d) => qc.setQueryData(keys.orgProfile, d),
  });
}
export const useOwnSettings = () =>
  useQuery({ queryKey: keys.own, queryFn: () => api<OwnSettings>('/api/me/settings') });
export function useSaveOwnSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { first_name: string; last_name: string; phone?: string }) =>
      api<OwnSettings>('/api/me/settings', { method: 'PUT', body }),
    meta: { fieldErrorsInline: true },
    onSuccess: (d) => {
      qc.setQueryData(keys.own, d);
      void qc.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) => api('/api/me/password', { body }),
    meta: { fieldErrorsInline: true },
  });
}
