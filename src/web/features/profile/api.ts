// Profile queries and mutations: GET and PUT /api/worker-profile.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WorkerProfile,
  type WorkerProfileResponse,
  type WorkerProfileUpdateInput,
  workerProfileResponse,
} from '@/domain/profile';
import { jobDetailSchema } from '@/domain/jobs';
import { api } from '../../lib/api';
import { profileQueryKey } from './keys';
import { workerProfileQuery } from './queries';

export { profileQueryKey };

/** What GET and PUT /api/worker-profile answer. */
export type { WorkerProfileResponse };

/** The signed-in worker's own profile. */
export function useWorkerProfile() {
  return useQuery(workerProfileQuery());
}

/** PUT /api/worker-profile with a partial update; answers the merged profile. */
export function putWorkerProfile(patch: WorkerProfileUpdateInput): Promise<WorkerProfileResponse> {
  return api('/api/worker-profile', {
    method: 'PUT',
    body: patch,
    schema: import.meta.env.DEV && workerProfileResponse,
  });
}

/**
 * Every write of the worker's profile runs in this mutation scope: TanStack Query runs a scope's mutations one at a
 * time, in the order they were made. A person's save and the summary's calculation (use-summary-auto-calc.ts) never
 * cross on the server, and each write's `before` is the answer of the one before it.
 */
const PROFILE_WRITES = { id: 'worker-profile' };

/** One write of the profile: the profile as the cache held it when the write's turn came, and the server's answer. */
export interface ProfileWrite {
  before: WorkerProfile | undefined;
  after: WorkerProfileResponse;
}

/**
 * Saves a patch in the profile's turn and puts the answer in the cache. A failure is one toast from the mutation
 * cache, or, when the server names fields, only the messages under the dialog's inputs.
 */
export function useSaveProfile(): (patch: WorkerProfileUpdateInput) => Promise<ProfileWrite> {
  const qc = useQueryClient();
  return useMutation({
    scope: PROFILE_WRITES,
    mutationFn: async (patch: WorkerProfileUpdateInput): Promise<ProfileWrite> => {
      const before = qc.getQueryData<WorkerProfileResponse>(profileQueryKey)?.profile;
      return { before, after: await putWorkerProfile(patch) };
    },
    meta: { fieldErrorsInline: true },
    onSuccess: ({ after }) => qc.setQueryData(profileQueryKey, after),
  }).mutateAsync;
}

/**
 * Saves a calculated patch in the profile's turn: `patch()` is asked when the turn comes and answers null when a newer
 * change has made the calculation stale (then nothing is sent). A failure is the caller's (logged, retried once).
 */
export function useSaveProfileCalculation(): (patch: () => WorkerProfileUpdateInput | null) => Promise<unknown> {
  const qc = useQueryClient();
  return useMutation({
    scope: PROFILE_WRITES,
    mutationFn: async (patch: () => WorkerProfileUpdateInput | null) => {
      const body = patch();
      if (body) qc.setQueryData(profileQueryKey, await putWorkerProfile(body));
    },
    meta: { silent: true },
  }).mutateAsync;
}

/** The classifications a job requires (for the Identity/Tax classification dialog opened from a job). */
export function useJobClassifications(jobId: string | null) {
  return useQuery({
    queryKey: ['jobs', jobId, 'classification'],
    enabled: Boolean(jobId),
    queryFn: async () => {
      const { job } = await api(`/api/jobs/${encodeURIComponent(jobId ?? '')}`, {
        schema: import.meta.env.DEV && jobDetailSchema,
      });
      return job.requirements?.classification ?? [];
    },
  });
}
