// Recruiters' badge on an application: a required credential of the worker is expiring or expired.
import { Badge, List, Popover, Text, UnstyledButton } from '@mantine/core';
import type { CredentialAlerts } from '@/domain/schemas/credentials';
import { useCredentialAlerts } from '../api';

/** The badge for alerts already loaded (pipeline rows); nothing when all required credentials are current. */
export function CredentialAlertBadgeView({ alerts }: { alerts: CredentialAlerts | undefined }) {
  if (!alerts?.badge) return null;
  return (
    <Popover withArrow shadow="md" position="bottom-start">
      <Popover.Target>
        <UnstyledButton aria-label={`${alerts.badge.label}: details`}>
          <Badge color={alerts.badge.color} variant="light" c="dark.9" tt="none">
            {alerts.badge.label}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>Required for this job</Text>
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

/** Loads and shows the badge of one application (application detail page). */
export function CredentialAlertBadge({ applicationId }: { applicationId: string }) {
  const { data } = useCredentialAlerts(applicationId);
  return <CredentialAlertBadgeView alerts={data} />;
}
