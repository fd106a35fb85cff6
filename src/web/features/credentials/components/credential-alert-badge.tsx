// Recruiters' badge on an application: a required credential of the worker is expiring or expired.
// The details popover loads when first opened (Popover brings @floating-ui, which the pipeline list's
// first view does not need).
import type { ComponentPropsWithRef } from 'react';
import { Badge, UnstyledButton } from '@mantine/core';
import { PROFILE_MESSAGES, type CredentialAlerts } from '@/domain/profile';
import { useCredentialAlerts } from '../api';
import { lazyOnPress } from '../../../components/lazy-on-press';

type Badged = CredentialAlerts & { badge: NonNullable<CredentialAlerts['badge']> };

/** The badge as a button that shows the details. */
export function CredentialAlertButton({
  alerts,
  ...props
}: { alerts: Badged } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <UnstyledButton
      aria-label={PROFILE_MESSAGES.credentials.alertDetails(alerts.badge.label)}
      aria-haspopup="dialog"
      {...props}
    >
      <Badge color={alerts.badge.color} variant="light" c="dark.9" tt="none">
        {alerts.badge.label}
      </Badge>
    </UnstyledButton>
  );
}

const CredentialAlertPopover = lazyOnPress(() => import('./credential-alert-popover'));

/** The badge for alerts already loaded (pipeline rows); nothing when all required credentials are current. */
export function CredentialAlertBadgeView({ alerts }: { alerts: CredentialAlerts | undefined }) {
  if (!alerts?.badge) return null;
  const badged = alerts as Badged;
  return (
    <CredentialAlertPopover
      alerts={badged}
      placeholder={(press) => <CredentialAlertButton alerts={badged} {...press} />}
    />
  );
}

/** Loads and shows the badge of one application (application detail page). */
export function CredentialAlertBadge({ applicationId }: { applicationId: string }) {
  const { data } = useCredentialAlerts(applicationId);
  return <CredentialAlertBadgeView alerts={data} />;
}
