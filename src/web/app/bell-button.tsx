// The bell button of the header that opens the notification panel.
import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

export function BellButton({ label, ...props }: { label: string } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={label} data-testid="notification-bell" {...props}>
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}
