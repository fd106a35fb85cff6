// @vitest-environment jsdom
// Change password on the account page: the domain's words for a broken rule, the server's field error under the input
// it names without a toast, and what was typed kept through every error.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { PasswordForm } from './password-form';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));
const errorToasts = () => shown.filter((n) => n.color === 'red');

afterEach(() => {
  cleanup();
  shown.length = 0;
});

describe('Change password', () => {
  it('a short new password gets the domain’s sentence; a wrong current password shows under its input', async () => {
    server.use(
      http.post('/api/me/password', () =>
        HttpResponse.json(
          { error: 'VALIDATION', message: MESSAGES.errors.validation, fields: { current_password: 'Wrong password.' } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<PasswordForm />);
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'old-secret' } });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'short' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    // The form's schema is fetched when it is first edited (lazy-schema.ts); the submit waits for it.
    expect(await screen.findByText(MESSAGES.errors.passwordTooShort)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'long-enough-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    expect(await screen.findByText('Wrong password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveValue('old-secret');
    expect(screen.getByLabelText(/New password/)).toHaveValue('long-enough-1');
    expect(errorToasts()).toEqual([]);
  });
});
