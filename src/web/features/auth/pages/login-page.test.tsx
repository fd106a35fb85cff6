// @vitest-environment jsdom
// /login on @mantine/form over the domain's loginInput: the domain's words for an empty or malformed form (nothing
// sent), the server's refusal in the alert with the typing kept.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AUTH_MESSAGES, MESSAGES } from '@/domain/shared';
import { renderWithProviders, ZOD_DEFAULT_TEXT } from '../../../test/render';
import { server } from '../../../test/msw';
import { Component as LoginPage } from './login-page';

afterEach(cleanup);

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });

describe('/login', () => {
  it('an empty form and a malformed email get the domain’s words, and nothing is sent', async () => {
    let sent = false;
    server.use(
      http.post('/api/auth/login', () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    await submit();
    expect(screen.getByText(MESSAGES.validation.email)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.errors.passwordTooShort)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    await submit();
    expect(screen.getByText(MESSAGES.validation.email)).toBeInTheDocument();
    expect(document.body.textContent ?? '').not.toMatch(ZOD_DEFAULT_TEXT);
    expect(sent).toBe(false);
  });

  it('a refused login shows the server’s words in the alert and keeps what was typed', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ error: 'UNAUTHENTICATED', message: 'Invalid email or password.' }, { status: 401 }),
      ),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'worker@demo.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'not-the-password' } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText(/Email/)).toHaveValue('worker@demo.test');
    expect(screen.getByLabelText(/Password/)).toHaveValue('not-the-password');
  });

  it('a login that gets no answer says so in the catalogue’s words and keeps what was typed', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'worker@demo.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'a-password-1' } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.unreachable);
    expect(screen.getByLabelText(/Email/)).toHaveValue('worker@demo.test');
  });
});
