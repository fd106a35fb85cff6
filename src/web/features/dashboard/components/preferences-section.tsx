// /dashboard/preferences: the organization's requiredToApply, chosen by title from the domain's comparison rows, through
// the one form mechanism (useDomainForm, checked by the domain's organizationPreferencesSchema; the server's refusal of a
// key lands on the group).
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMPARISON_ROWS, COMPARISON_SECTIONS } from '@/domain/jobs';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors, refusalUnder } from '../../../lib/form-errors';
import { usePreferences, useSavePreferences } from '../api';
import { QueryState } from './query-state';

export function PreferencesSection() {
  const prefs = usePreferences();
  return (
    <Stack>
      <Title order={1}>{DASHBOARD_MESSAGES.preferences.title}</Title>
      <Text>{DASHBOARD_MESSAGES.preferences.intro(MESSAGES.requiredFieldsMismatch)}</Text>
      <QueryState query={prefs} />
      {prefs.data && <PreferencesForm initial={prefs.data.requiredToApply} />}
    </Stack>
  );
}

/** The requirements' schema, fetched when the form is first edited: the section's first view carries no zod. */
const preferencesSchema = lazySchema(() =>
  import('@/domain/organizations/preferences-schema').then((m) => m.organizationPreferencesSchema),
);

type Values = { requiredToApply: string[] };

function PreferencesForm({ initial }: { initial: string[] }) {
  const save = useSavePreferences();
  const form = useDomainForm<Values>(preferencesSchema, { requiredToApply: initial });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        // What was sent is the form's saved state.
        form.draft.clear();
        notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.preferencesSaved });
      },
      // The toast comes from the query client's mutation cache; a refused key goes onto the group.
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  // A refused key names its place among those sent (requiredToApply.N); it is shown under the group.
  const refusal = refusalUnder(form.errors, 'requiredToApply');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Checkbox.Group
          label={DASHBOARD_MESSAGES.preferences.requiredToApply}
          {...form.getInputProps('requiredToApply')}
          error={refusal}
        >
          <Stack gap="md" mt="xs">
            {COMPARISON_SECTIONS.map((section) => (
              <fieldset key={section} style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" fw={600} mb={4}>
                  {section}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
                  {COMPARISON_ROWS.filter((r) => r.tab === section).map((r) => (
                    <Checkbox key={r.key} value={r.key} label={r.title} />
                  ))}
                </SimpleGrid>
              </fieldset>
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {DASHBOARD_MESSAGES.preferences.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
