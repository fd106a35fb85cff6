// @vitest-environment jsdom
// Accepting an invitation (/invite?token=…, issue 33): the form refuses what the server's schema refuses, with the
// same words under each input, and sends nothing until it passes; then it sends the name and password once.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { acceptInvitationInput } from '@/domain/organizations';
import { MESSAGES, formRefusals } from '@/domain/shared';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { Component as InvitePage } from './invite-page';

const TOKEN = 'b'.repeat(43);

describe('accept an invitation', () => {
  it('refuses a blank name and a short password in the domain’s words without sending, then sends once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/invitations/${TOKEN}`, () =>
        HttpResponse.json({ email: 'rita@example.test', organization_name: 'Sunrise Health' }),
      ),
      http.post('/api/invitations/accept', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
      http.get('/api/auth/me', () => HttpResponse.json({ error: 'UNAUTHORIZED', message: 'x' }, { status: 401 })),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/invite" element={<InvitePage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>,
      { route: `/invite?token=${TOKEN}` },
    );
    await user.type(await screen.findByRole('textbox', { name: /first name/i }), '   ');
    await user.type(screen.getByLabelText(/^password/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const expected = formRefusals(acceptInvitationInput, {
      token: TOKEN,
      first_name: '   ',
      last_name: '',
      password: 'short',
    });
    expect(expected.password).toBe(MESSAGES.errors.passwordTooShort);
    expect(await screen.findByText(expected.password)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveAccessibleDescription(expected.first_name);
    expect(screen.getByRole('textbox', { name: /last name/i })).toHaveAccessibleDescription(expected.last_name);
    expect(sent).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /first name/i }));
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Rita');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Reyes');
    await user.clear(screen.getByLabelText(/^password/i));
    await user.type(screen.getByLabelText(/^password/i), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      token: TOKEN,
      first_name: 'Rita',
      last_name: 'Reyes',
      password: 'a-long-enough-password',
    });
  });
});
