// The profile's main query: used by the hook in api.ts and, to start it beside the page's code when the app opens on
// /profile, by the router (app/router.tsx).
import { queryOptions } from '@tanstack/react-query';
import { workerProfileResponse } from '@/domain/profile';
import { api } from '../../lib/api';
import { profileQueryKey } from './keys';

/** The signed-in worker's own profile. */
export const workerProfileQuery = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: () => api('/api/worker-profile', { schema: import.meta.env.DEV && workerProfileResponse }),
  });
