// Loading and error display shared by the dashboard sections.
import { Alert } from '@mantine/core';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { ApiError } from '../../../lib/api';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';

/**
 * A loader while loading, the server's message when the read failed in a way the section shows (failedToShow: a first
 * load, or the thing gone), otherwise nothing: a later re-read that failed leaves what the section had loaded.
 */
export function QueryState({ query }: { query: Parameters<typeof failedToShow>[0] & { isLoading: boolean } }) {
  if (query.isLoading) return <Busy label={DASHBOARD_MESSAGES.loading} />;
  if (failedToShow(query))
    return (
      <Alert color="red" role="alert">
        {query.error instanceof ApiError ? query.error.message : DASHBOARD_MESSAGES.somethingWentWrong}
      </Alert>
    );
  return null;
}

/** The message of an error for a toast. */
export const errorMessage = (e: unknown) =>
  e instanceof ApiError ? e.message : e instanceof Error ? e.message : String(e);
