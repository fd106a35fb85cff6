// @vitest-environment jsdom
// /forgot-password and /reset-password on the one form mechanism (useDomainForm over the domain's schemas): the
// domain's words on the field for what no one can send (nothing sent), the server's field refusal on its field, the
// server's other refusals in the alert, and what was typed kept.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders, ZOD_DEFAULT_TEXT } from '../../../test/render';
import { server } from '../../../test/msw';
import { Component as ForgotPasswordPage } from './forgot-password-page';
import { Component as ResetPasswordPage } from './reset-password-page';

afterEach(cleanup);

const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('/forgot-password', () => {
  it('a malformed email gets the domain’s words on the field, marked invalid, and nothing is sent', async () => {
    let sent = false;
    server.use(
      http.post('/api/auth/forgot-password', () => {
        sent = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    await press('Send reset link');
    expect(screen.getByText(MESSAGES.validation.email)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveValue('not-an-email');
    expect(document.body.textContent ?? '').not.toMatch(ZOD_DEFAULT_TEXT);
    expect(sent).toBe(false);
  });

  it('a well-formed email is sent and the same answer is shown whatever the email', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'someone@example.test' } });
    await press('Send reset link');
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.account.resetRequested);
    expect(body).toEqual({ email: 'someone@example.test' });
  });
});

describe('/reset-password', () => {
  const route = '/reset-password?token=token-0123456789';
  const linkValid = () => server.use(http.post('/api/auth/check-link', () => HttpResponse.json({ status: 'valid' })));

  it('a short password gets the domain’s words on the field, and nothing is sent', async () => {
    let sent = false;
    linkValid();
    server.use(
      http.post('/api/auth/reset-password', () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<ResetPasswordPage />, { route });
    fireEvent.change(await screen.findByLabelText(/New password/), { target: { value: 'short' } });
    await press('Set new password');
    expect(screen.getByText(MESSAGES.errors.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText(/New password/)).toHaveValue('short');
    expect(sent).toBe(false);
  });

  it('the server’s refusal of the link is in the alert, and the password typed stays', async () => {
    linkValid();
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json(
          { error: 'BAD_REQUEST', message: 'This link is invalid or has expired.', fields: { token: 'expired' } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ResetPasswordPage />, { route });
    fireEvent.change(await screen.findByLabelText(/New password/), { target: { value: 'long-enough-password' } });
    await press('Set new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByLabelText(/New password/)).toHaveValue('long-enough-password');
  });
});
