// How a person hears of each kind of event: in the app only, or in the app and by email (saved on each change).
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@/domain/shared';
import { useNotificationSettings, useSaveNotificationSettings } from '../settings-api';

export function NotificationSettingsCard() {
  const q = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb={4}>
        {MESSAGES.notifications.settingsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {MESSAGES.notifications.settingsHint}
      </Text>
      <Stack gap="sm">
        {(q.data?.settings ?? []).map((s) => (
          <Switch
            key={s.kind}
            checked={s.email}
            disabled={save.isPending}
            label={MESSAGES.notifications.kinds[s.kind]}
            description={s.email ? MESSAGES.notifications.channelEmail : MESSAGES.notifications.channelInApp}
            onChange={(e) =>
              save.mutate(
                { settings: [{ kind: s.kind, email: e.currentTarget.checked }] },
                { onSuccess: () => notifications.show({ message: MESSAGES.notifications.settingsSaved }) },
              )
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}
