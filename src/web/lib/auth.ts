// The signed-in user, read once and shared through TanStack Query.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { meSchema, type Me } from '@/domain/shared';
import { api, ApiError } from './api';

export type { Me };

export const meQueryKey = ['auth', 'me'] as const;

/** Fetches the current user; null when signed out. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api('/api/auth/me', { schema: import.meta.env.DEV && meSchema });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The current user's query (main.tsx starts it before the first render). */
export const meQuery = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });

/** The current user (undefined while loading, null when signed out). */
export function useMe() {
  return useQuery(meQuery);
}

/** Clears every cached query after login/logout. */
export function useResetSession() {
  const qc = useQueryClient();
  return async (me: Me | null) => {
    qc.clear();
    qc.setQueryData(meQueryKey, me);
  };
}
