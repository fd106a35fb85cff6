// /dashboard/preferences: the organization's requiredToApply, chosen by title from the domain's comparison rows.
import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMPARISON_ROWS, COMPARISON_SECTIONS } from '@/domain/jobs';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { MESSAGES } from '@/domain/shared';
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

function PreferencesForm({ initial }: { initial: string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  const save = useSavePreferences();
  const submit = async () => {
    try {
      await save.mutateAsync(selected);
      notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.preferencesSaved });
    } catch {
      // The query client's mutation cache shows the toast.
    }
  };
  return (
    <Stack>
      <Checkbox.Group label={DASHBOARD_MESSAGES.preferences.requiredToApply} value={selected} onChange={setSelected}>
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
        <Button onClick={submit} loading={save.isPending}>
          {DASHBOARD_MESSAGES.preferences.save}
        </Button>
      </Group>
    </Stack>
  );
}
