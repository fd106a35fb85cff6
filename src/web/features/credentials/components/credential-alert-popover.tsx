// The details of a credential alert badge: which required credentials are expiring or expired.
import { useEffect, useRef, useState } from 'react';
import { List, Popover, Text } from '@mantine/core';
import { PROFILE_MESSAGES, type CredentialAlerts } from '@/domain/profile';
import { CredentialAlertButton } from './credential-alert-badge';

/**
 * Mounted, open, by the click that asked for it; the new button takes over the old one's focus. Focus stays on the
 * badge (the popover has nothing to tab to), so Escape is heard there too, not only inside the dropdown.
 */
export default function CredentialAlertPopover({
  alerts,
}: {
  alerts: CredentialAlerts & { badge: NonNullable<CredentialAlerts['badge']> };
}) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(true);
  useEffect(() => target.current?.focus(), []);
  return (
    <Popover withArrow shadow="md" position="bottom-start" opened={opened} onChange={setOpened}>
      <Popover.Target>
        <CredentialAlertButton
          ref={target}
          alerts={alerts}
          onClick={() => setOpened((o) => !o)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && opened) {
              e.stopPropagation();
              setOpened(false);
            }
          }}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          {PROFILE_MESSAGES.credentials.requiredForJob}
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
