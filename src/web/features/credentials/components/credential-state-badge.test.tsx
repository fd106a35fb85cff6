// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CredentialStateBadge } from './credential-state-badge';
import { CredentialAlertBadgeView } from './credential-alert-badge';

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

describe('credential badges', () => {
  it('say the state in words, not colour alone', () => {
    render(
      <MantineProvider>
        <CredentialStateBadge status="expired" label="Expired 52 days ago" />
        <CredentialAlertBadgeView
          alerts={{ applicationId: 'a', badge: { label: 'Credential expired', color: 'red' }, alerts: [] }}
        />
        <CredentialAlertBadgeView alerts={{ applicationId: 'b', badge: null, alerts: [] }} />
      </MantineProvider>,
    );
    expect(screen.getByText('Expired 52 days ago')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Credential expired: details' })).toHaveLength(1);
  });
});
