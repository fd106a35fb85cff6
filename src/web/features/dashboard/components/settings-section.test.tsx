// @vitest-environment jsdom
// The settings forms (Your account, Organization profile; Change password: account/components/password-form.test.tsx): the domain's words for a broken rule,
// the server's field errors under the inputs they name without a toast, one toast when no field is named, and what
// was typed kept through every error.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@/domain/shared';
import { meQueryKey } from '../../../lib/auth';
import { renderWithProviders, ZOD_DEFAULT_TEXT } from '../../../test/render';
import { server } from '../../../test/msw';
import { SettingsSection } from './settings-section';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));
const errorToasts = () => shown.filter((n) => n.color === 'red');

afterEach(() => {
  cleanup();
  shown.length = 0;
});

const me = { id: 'u1', role: 'recruiter', email: 'rec@demo.test', first_name: 'Rita', last_name: 'Rec', image: null };
const own = { first_name: 'Rita', last_name: 'Rec', phone: '', email: 'rec@demo.test' };

function mountSettings() {
  // A save refreshes the signed-in user (the header shows the name).
  server.use(http.get('/api/auth/me', () => HttpResponse.json(me)));
  renderWithProviders(<SettingsSection />, {
    seed: [
      [meQueryKey, me],
      [['me', 'settings'], own],
    ],
  });
}

async function ownForm() {
  mountSettings();
  return (await screen.findByRole('button', { name: 'Save account' })).closest('form')!;
}

describe('Your account', () => {
  it('an empty first name and a phone with letters get the domain’s words, and nothing is sent', async () => {
    const form = await ownForm();
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: 'call me' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save account' }));
    });
    expect(within(form).getByText(MESSAGES.validation.required)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.validation.phone)).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveValue('call me');
    expect(document.body.textContent ?? '').not.toMatch(ZOD_DEFAULT_TEXT);
    expect(shown).toEqual([]);
  });

  it('a field the server refuses is shown under its input, without a toast, and the typing is kept', async () => {
    server.use(
      http.put('/api/me/settings', () =>
        HttpResponse.json(
          { error: 'VALIDATION', message: MESSAGES.errors.validation, fields: { last_name: 'Too long for us.' } },
          { status: 400 },
        ),
      ),
    );
    const form = await ownForm();
    fireEvent.change(within(form).getByLabelText(/Last name/), { target: { value: 'Recruiterson' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save account' }));
    });
    expect(await within(form).findByText('Too long for us.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Last name/)).toHaveValue('Recruiterson');
    expect(errorToasts()).toEqual([]);
  });

  it('a failure that names no field is exactly one toast; a save is one green toast', async () => {
    let fail = true;
    server.use(
      http.put('/api/me/settings', async ({ request }) =>
        fail
          ? HttpResponse.json({ error: 'INTERNAL', message: MESSAGES.errors.internal }, { status: 500 })
          : HttpResponse.json({ ...own, ...((await request.json()) as object) }),
      ),
    );
    const form = await ownForm();
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save account' }));
    });
    await waitFor(() => expect(errorToasts()).toEqual([{ color: 'red', message: MESSAGES.errors.internal }]));
    expect(within(form).getByLabelText('Phone')).toHaveValue('+1 555 0100');
    fail = false;
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save account' }));
    });
    await waitFor(() =>
      expect(shown.filter((n) => n.color === 'green')).toEqual([{ color: 'green', message: 'Settings saved' }]),
    );
    expect(errorToasts().length).toBe(1);
  });
});
