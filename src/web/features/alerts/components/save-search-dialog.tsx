// The "Save this search" dialog of /explore-jobs: names the current URL filters and saves them. Loaded
// when opened (see save-search-button.tsx), so the job board's first view does not load its validation.
import { notifications } from '@mantine/notifications';
import { normaliseSearch } from '@/domain/jobs';
import { useCreateSavedSearch } from '../api';
import { SavedSearchForm } from './saved-search-form';

export default function SaveSearchDialog({ params, onClose }: { params: URLSearchParams; onClose: () => void }) {
  const create = useCreateSavedSearch();
  const query = normaliseSearch(params.toString()) ?? '';
  const suggested =
    params.get('q') ||
    [params.get('specialty'), params.get('city') || params.get('state')].filter(Boolean).join(' in ') ||
    'My job search';

  return (
    <SavedSearchForm
      title="Save this search"
      query={query}
      initial={{ name: suggested, frequency: 'daily' }}
      submitLabel="Save"
      pending={create.isPending}
      onClose={onClose}
      onSubmit={async (v) => {
        await create.mutateAsync({ ...v, query });
        onClose();
        notifications.show({ color: 'green', message: 'Search saved. We will email you new matching jobs.' });
      }}
    />
  );
}
