// What a signed-in page shows while the user and the page load: the shell's header with the logo, laid out
// exactly as AppShellLayout lays it out (so nothing moves when the shell takes over) and a loader.
// It is the app's first paint, right after the scripts run, instead of a blank page with a spinner.
import { Box, Center, Group } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import { Logo } from '../components/logo';
import { Busy } from './components/busy';
import { ShellFrame } from './shell-frame';

export function BootScreen() {
  return (
    <ShellFrame
      header={
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* The place of the navigation toggle (phones), which needs the user's role. */}
            <Box hiddenFrom="sm" w={28} h={28} aria-hidden />
            <Logo />
          </Group>
        </Group>
      }
    >
      <Center h="40vh">
        <Busy label={MESSAGES.shell.loading} />
      </Center>
    </ShellFrame>
  );
}
