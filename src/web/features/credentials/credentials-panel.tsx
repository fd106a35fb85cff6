// The worker's credential wallet on /profile: each credential's state in words and colour, expiry editing,
// and what the jobs they applied to are missing.
import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROFILE_MESSAGES, type Credential } from '@/domain/profile';
import { formatDate, routes } from '@/domain/shared';
import { ApiError } from '../../lib/api';
import { useCredentialWallet } from './api';
import { CredentialStateBadge } from './components/credential-state-badge';
import { useReturnFocus } from '../../components/return-focus';
import { useWarmUp } from '../../lib/when-idle';
import { Busy } from '../../app/components/busy';

// The editor's form loads once the wallet is drawn and the browser idle, not with the page's first view.
const loadEditDialog = () => import('./components/credential-edit-dialog');
const CredentialEditDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.CredentialEditDialog })));

export function CredentialsPanel() {
  const headingId = useId();
  const wallet = useCredentialWallet();
  useWarmUp(loadEditDialog, wallet.data !== undefined);
  const [editing, setEditing] = useState<Credential | null>(null);
  const rememberTrigger = useReturnFocus(editing !== null);
  const withProblems = wallet.data?.jobs.filter((j) => j.problems.length > 0) ?? [];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} id="credentials">
      <Title order={2} size="h4" id={headingId} mb="sm">
        {PROFILE_MESSAGES.credentials.title}
      </Title>
      {wallet.isLoading && <Busy size="sm" label={PROFILE_MESSAGES.credentials.loading} />}
      {wallet.error && (
        <Alert color="red" role="alert">
          {wallet.error instanceof ApiError ? wallet.error.body.message : PROFILE_MESSAGES.credentials.loadFailed}
        </Alert>
      )}
      {wallet.data && (
        <Stack gap="md">
          {wallet.data.credentials.length === 0 ? (
            <Text size="sm" c="dimmed">
              {PROFILE_MESSAGES.credentials.empty}
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label={PROFILE_MESSAGES.credentials.list}
            >
              {wallet.data.credentials.map((c) => (
                <Group key={c.documentId} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{c.label}</Text>
                    <Text size="xs" c="dimmed">
                      {[
                        c.number && PROFILE_MESSAGES.credentials.number(c.number),
                        c.expiresOn
                          ? PROFILE_MESSAGES.credentials.expires(formatDate(c.expiresOn))
                          : PROFILE_MESSAGES.credentials.noExpiry,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <CredentialStateBadge status={c.status} label={c.statusLabel} />
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => {
                        rememberTrigger();
                        setEditing(c);
                      }}
                      aria-label={PROFILE_MESSAGES.editNamed(c.label)}
                      style={{ flexShrink: 0 }}
                    >
                      {PROFILE_MESSAGES.edit}
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <Stack gap={4}>
            <Text fw={600}>{PROFILE_MESSAGES.credentials.forAppliedJobs}</Text>
            {withProblems.length === 0 ? (
              <Text size="sm" c="dimmed">
                {wallet.data.jobs.length === 0
                  ? PROFILE_MESSAGES.credentials.noJobs
                  : PROFILE_MESSAGES.credentials.allCovered}
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {withProblems.map((j) => (
                  <List.Item key={j.applicationId}>
                    <Anchor component={Link} to={routes.jobDetail(j.jobId)} underline="always">
                      {j.title}
                    </Anchor>
                    {': '}
                    {j.problems.map((p) => `${p.label} (${p.statusLabel.toLowerCase()})`).join(', ')}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Stack>
      )}
      {editing && (
        <Suspense fallback={null}>
          <CredentialEditDialog credential={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
