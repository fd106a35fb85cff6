// The details of a credential alert badge: which required credentials are expiring or expired.
import { useEffect, useRef } from 'react';
import { List, Popover, Text } from '@mantine/core';
import type { CredentialAlerts } from '@/domain/profile';
import { CredentialAlertButton } from './credential-alert-badge';

/** Mounted, open, by the click that asked for it; the new button takes over the old one's focus. */
export default function CredentialAlertPopover({
  alerts,
}: {
  alerts: CredentialAlerts & { badge: NonNullable<CredentialAlerts['badge']> };
}) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => target.current?.focus(), []);
  return (
    <Popover withArrow shadow="md" position="bottom-start" defaultOpened>
      <Popover.Target>
        <CredentialAlertButton ref={target} alerts={alerts} />
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          Required for this job
        </Text>
        <List size="sm">
          {alerts.alerts.map((a) => (
            <List.Item key={a.requirement}>
              {a.label}: {a.statusLabel}
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
