// @vitest-environment jsdom
// An unverified organization is told before it starts a job, with Resend (issue 33); a verified one sees nothing.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import { meQueryKey } from '../../../lib/auth';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { OrgVerifyBanner } from './org-verify-banner';

afterEach(cleanup);

const shown: { color?: string; message: string }[] = [];
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));

const org = (email_verified: boolean) => ({
  id: 'u-org',
  role: 'organization',
  email: 'owner@clinic.test',
  email_verified,
  first_name: 'Olivia',
  last_name: 'Org',
  image: null,
  organization: { id: 'o1', name: 'Clinic' },
});

describe('OrgVerifyBanner', () => {
  it('asks an unverified organization to verify, and Resend sends a new link', async () => {
    let resent = 0;
    server.use(
      http.post('/api/auth/resend-verification', () => {
        resent++;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithProviders(<OrgVerifyBanner />, { seed: [[meQueryKey, org(false)]] });
    expect(screen.getByText(MESSAGES.firstRun.orgUnverifiedTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.firstRun.orgUnverifiedText('owner@clinic.test'))).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.firstRun.resend }));
    });
    await waitFor(() => expect(resent).toBe(1));
    await waitFor(() => expect(shown).toContainEqual({ color: 'green', message: MESSAGES.verificationResent }));
  });

  it("says the server's refusal when a new link must wait", async () => {
    server.use(
      http.post('/api/auth/resend-verification', () =>
        HttpResponse.json({ code: 'RATE_LIMITED', message: 'Wait a minute.' }, { status: 429 }),
      ),
    );
    shown.length = 0;
    renderWithProviders(<OrgVerifyBanner />, { seed: [[meQueryKey, org(false)]] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.firstRun.resend }));
    });
    await waitFor(() => expect(shown).toEqual([{ color: 'red', message: 'Wait a minute.' }]));
  });

  it('shows nothing to a verified organization', () => {
    renderWithProviders(<OrgVerifyBanner />, { seed: [[meQueryKey, org(true)]] });
    expect(screen.queryByText(MESSAGES.firstRun.orgUnverifiedTitle)).toBeNull();
  });
});
