// @vitest-environment jsdom
// Sign-up keeps a draft of what is typed on this device (issue 33), never the password: a reload brings the names and
// email back with "Draft restored", and the password field starts empty.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import { draftKey } from '../../../lib/form-draft';
import { renderWithProviders } from '../../../test/render';
import { Component as SignupPage } from './signup-page';

afterEach(cleanup);

const KEY = draftKey(null, 'signup');

describe('/signup drafts', () => {
  it('keeps the names and email but never the password, and restores them', async () => {
    const first = renderWithProviders(<SignupPage />, { route: '/signup' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Dana' } });
      fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'dana@example.test' } });
      fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a-secret-password' } });
    });
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('dana@example.test'));
    expect(localStorage.getItem(KEY)).not.toContain('a-secret-password');
    expect(Object.keys(JSON.parse(localStorage.getItem(KEY)!))).not.toContain('password');
    first.unmount();

    renderWithProviders(<SignupPage />, { route: '/signup' });
    await screen.findByText(MESSAGES.drafts.restored);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Dana');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});
