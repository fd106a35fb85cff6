// "Save search" on /explore-jobs: saves the current URL filters under a name (workers only).
import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { normaliseSearch } from '@/domain/schemas/saved-searches';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/auth';
import { useCreateSavedSearch } from '../api';
import { SavedSearchForm } from './saved-search-form';

export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const me = useMe();
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (me.data?.role !== 'worker') return null;
  const query = normaliseSearch(params.toString()) ?? '';
  const suggested = params.get('q') || [params.get('specialty'), params.get('city') || params.get('state')].filter(Boolean).join(' in ') || 'My job search';

  return (
    <>
      <Button variant="light" onClick={() => { setError(null); setOpen(true); }}>
        Save search
      </Button>
      {open && (
        <SavedSearchForm
          title="Save this search"
          query={query}
          initial={{ name: suggested, frequency: 'daily' }}
          submitLabel="Save"
          pending={create.isPending}
          error={error}
          onClose={() => setOpen(false)}
          onSubmit={(v) =>
            create.mutate(
              { ...v, query },
              {
                onSuccess: () => {
                  setOpen(false);
                  notifications.show({ color: 'green', message: 'Search saved. We will email you new matching jobs.' });
                },
                onError: (err) => setError(err instanceof ApiError ? (err.body.fields?.name ?? err.body.message) : String(err)),
              },
            )
          }
        />
      )}
    </>
  );
}
