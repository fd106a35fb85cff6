// The "Save this search" dialog of /explore-jobs: names the current URL filters and saves them. Loaded
// when opened (see save-search-button.tsx), so the job board's first view does not load its validation.
import { notifications } from '@mantine/notifications';
import { JOB_MESSAGES, normaliseSearch } from '@/domain/jobs';
import { useCreateSavedSearch } from '../api';
import { SavedSearchForm } from './saved-search-form';

export default function SaveSearchDialog({ params, onClose }: { params: URLSearchParams; onClose: () => void }) {
  const create = useCreateSavedSearch();
  const query = normaliseSearch(params.toString()) ?? '';
  const suggested =
    params.get('q') ||
    [params.get('specialty'), params.get('city') || params.get('state')].filter(Boolean).join(' in ') ||
    JOB_MESSAGES.savedSearches.defaultName;

  return (
    <SavedSearchForm
      title={JOB_MESSAGES.savedSearches.saveTitle}
      query={query}
      initial={{ name: suggested, frequency: 'daily' }}
      submitLabel={JOB_MESSAGES.savedSearches.submit}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={async (v) => {
        await create.mutateAsync({ ...v, query });
        onClose();
        notifications.show({ color: 'green', message: JOB_MESSAGES.savedSearches.saved });
      }}
    />
  );
}
