// Profile queries and mutations: GET and PUT /api/worker-profile.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type WorkerProfileResponse, type WorkerProfileUpdateInput, workerProfileResponse } from '@/domain/profile';
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
 * Saves a patch and puts the answer in the cache. A failure is one toast from the mutation cache, or, when the server
 * names fields, only the messages under the dialog's inputs.
 */
export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putWorkerProfile,
    meta: { fieldErrorsInline: true },
    onSuccess: (res) => qc.setQueryData(profileQueryKey, res),
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
