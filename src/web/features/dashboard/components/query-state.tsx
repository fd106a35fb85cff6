// Loading and error display shared by the dashboard sections.
import { Alert } from '@mantine/core';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { ApiError } from '../../../lib/api';
import { Busy } from '../../../app/components/busy';

/** A loader while loading, the server's message on error, otherwise nothing. */
export function QueryState({ query }: { query: { isLoading: boolean; error: unknown } }) {
  if (query.isLoading) return <Busy label={DASHBOARD_MESSAGES.loading} />;
  if (query.error)
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
