// Saved searches on /profile: open, rename, change frequency, delete.
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { routes } from '@/domain/shared';
import { ALERT_FREQUENCY_LABELS, describeSearch, JOB_MESSAGES, type SavedSearch } from '@/domain/jobs';
import { ApiError } from '../../lib/api';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from './api';
import { useReturnFocus } from '../../components/return-focus';
import { useWarmUp } from '../../lib/when-idle';
import { Busy } from '../../app/components/busy';

// The form loads once the list is drawn and the browser idle, not with the page's first view.
const loadForm = () => import('./components/saved-search-form');
const SavedSearchForm = lazy(() => loadForm().then((m) => ({ default: m.SavedSearchForm })));

export function SavedSearchesPanel() {
  const headingId = useId();
  const list = useSavedSearches();
  useWarmUp(loadForm, list.data !== undefined);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const rememberTrigger = useReturnFocus(editing !== null);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} id="saved-searches">
      <Title order={2} size="h4" id={headingId} mb="sm">
        {JOB_MESSAGES.savedSearches.title}
      </Title>
      {list.isLoading && <Busy size="sm" label={JOB_MESSAGES.savedSearches.loading} />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error instanceof ApiError ? list.error.body.message : JOB_MESSAGES.savedSearches.loadFailed}
        </Alert>
      )}
      {list.data && list.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {JOB_MESSAGES.savedSearches.emptyBefore}{' '}
          <Anchor component={Link} to={routes.exploreJobs()} underline="always">
            {JOB_MESSAGES.savedSearches.emptyLink}
          </Anchor>
          {JOB_MESSAGES.savedSearches.emptyAfter}
        </Text>
      )}
      {list.data && list.data.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={JOB_MESSAGES.savedSearches.list}
        >
          {list.data.map((s) => (
            <Group key={s.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`${routes.exploreJobs()}${s.query ? `?${s.query}` : ''}`} fw={600}>
                  {s.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {describeSearch(s.query)} · {ALERT_FREQUENCY_LABELS[s.frequency]}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={JOB_MESSAGES.savedSearches.editNamed(s.name)}
                  style={{ flexShrink: 0 }}
                  onClick={() => {
                    rememberTrigger();
                    setEditing(s);
                  }}
                >
                  {JOB_MESSAGES.savedSearches.edit}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={JOB_MESSAGES.savedSearches.deleteNamed(s.name)}
                  loading={remove.isPending && remove.variables === s.id}
                  onClick={() =>
                    remove.mutate(s.id, {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: JOB_MESSAGES.savedSearches.deleted }),
                    })
                  }
                >
                  {JOB_MESSAGES.savedSearches.delete}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {editing && (
        <Suspense fallback={null}>
          <SavedSearchForm
            title={JOB_MESSAGES.savedSearches.editNamed(editing.name)}
            query={editing.query}
            initial={{ name: editing.name, frequency: editing.frequency }}
            submitLabel={JOB_MESSAGES.savedSearches.submit}
            pending={update.isPending}
            onClose={() => setEditing(null)}
            onSubmit={async (v) => {
              await update.mutateAsync({ id: editing.id, patch: v });
              setEditing(null);
              notifications.show({ color: 'green', message: JOB_MESSAGES.savedSearches.updated });
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
