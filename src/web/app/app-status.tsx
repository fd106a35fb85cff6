// The app's own state, over every page: the offline notice and the update prompt (issue 22). One live region, so
// screen readers hear each notice as it appears; aria-live rather than role="status", so a page's own status messages
// stay the only status role on the page.
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { MESSAGES } from '@/domain/shared';
import { useOffline } from '../lib/connection';
import { applyUpdate, useUpdateReady } from '../lib/service-worker';

export function AppStatus() {
  const offline = useOffline();
  const updateReady = useUpdateReady();
  return (
    <Box
      id="app-status"
      aria-live="polite"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={480}
      mx="auto"
      style={{ zIndex: 250 }}
    >
      {offline && (
        <Paper withBorder shadow="md" p="sm" mt="xs">
          <Group gap="sm" wrap="nowrap">
            <IconWifiOff size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{MESSAGES.app.offline}</Text>
          </Group>
        </Paper>
      )}
      {updateReady && (
        <Paper withBorder shadow="md" p="sm" mt="xs">
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <Text size="sm">{MESSAGES.app.updateAvailable}</Text>
            <Button size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={applyUpdate}>
              {MESSAGES.app.reload}
            </Button>
          </Group>
        </Paper>
      )}
    </Box>
  );
}
