// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CredentialStateBadge } from './credential-state-badge';
import { CredentialAlertBadgeView } from './credential-alert-badge';
import { renderWithProviders } from '../../../test/render';

describe('credential badges', () => {
  it('say the state in words, not colour alone', () => {
    renderWithProviders(
      <>
        <CredentialStateBadge status="expired" label="Expired 52 days ago" />
        <CredentialAlertBadgeView
          alerts={{ applicationId: 'a', badge: { label: 'Credential expired', color: 'red' }, alerts: [] }}
        />
        <CredentialAlertBadgeView alerts={{ applicationId: 'b', badge: null, alerts: [] }} />
      </>,
    );
    expect(screen.getByText('Expired 52 days ago')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Credential expired: details' })).toHaveLength(1);
  });
});
