// @vitest-environment jsdom
// /verify-email: once the link worked, the page says what the account's role can now do (issue 42): an organization
// is not told it can apply for jobs.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGES, type Role } from '@/domain/shared';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { Component as VerifyEmailPage } from './verify-email-page';

afterEach(cleanup);

describe('/verify-email', () => {
  it.each<Role>(['organization', 'worker', 'recruiter'])('speaks to a verified %s of what it can do', async (role) => {
    server.use(http.post('/api/auth/verify-email', () => HttpResponse.json({ ok: true, role })));
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abcdefghijkl' });
    // While the link is checked the spinner is the page's one status region (Busy); then the answer is.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.accountMail.verified(role)));
    const status = screen.getByRole('status');
    if (role !== 'worker') expect(status).not.toHaveTextContent('apply for jobs');
  });

  it('an organization reads that it can post jobs', async () => {
    server.use(http.post('/api/auth/verify-email', () => HttpResponse.json({ ok: true, role: 'organization' })));
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abcdefghijkl' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your email address is verified. You can now post jobs, manage your recruiters and review applications.',
      ),
    );
  });
});
