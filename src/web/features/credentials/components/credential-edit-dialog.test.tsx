// @vitest-environment jsdom
// The credential dialog on @mantine/form over the domain's updateCredentialInput: the domain's sentence for an expiry
// before the issue date (nothing sent), a field the server refuses shown under its input without a toast, and the
// typed values kept.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Credential } from '@/domain/profile';
import { renderWithProviders, ZOD_DEFAULT_TEXT } from '../../../test/render';
import { server } from '../../../test/msw';
import { CredentialEditDialog } from './credential-edit-dialog';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));

afterEach(() => {
  cleanup();
  shown.length = 0;
});

const licence: Credential = {
  documentId: 'd1',
  category: 'professional_licenses',
  name: 'rn-licence.pdf',
  credential: 'LICENSE',
  label: 'Professional licence',
  expiresOn: null,
  issuedOn: null,
  number: null,
  state: null,
  multistate: false,
  status: null,
  statusLabel: '',
};

function open() {
  const onClose = vi.fn();
  renderWithProviders(<CredentialEditDialog credential={licence} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

const save = async (dialog: HTMLElement) =>
  act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });

describe('CredentialEditDialog', () => {
  it('refuses an expiry before the issue date with the domain’s sentence and sends nothing', async () => {
    let sent = false;
    server.use(
      http.patch('/api/credentials/d1', () => {
        sent = true;
        return HttpResponse.json(licence);
      }),
    );
    const { dialog, onClose } = open();
    fireEvent.change(within(dialog).getByLabelText('Issued on'), { target: { value: '2026-05-01' } });
    fireEvent.change(within(dialog).getByLabelText('Expires on'), { target: { value: '2026-01-01' } });
    await save(dialog);
    expect(within(dialog).getByText('The expiry date must be on or after the issue date')).toBeInTheDocument();
    expect(document.body.textContent ?? '').not.toMatch(ZOD_DEFAULT_TEXT);
    expect(sent).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a field the server refuses under its input, without a toast, and keeps what was typed', async () => {
    server.use(
      http.patch('/api/credentials/d1', () =>
        HttpResponse.json(
          { error: 'VALIDATION', message: 'Please check the highlighted fields.', fields: { number: 'Unknown.' } },
          { status: 400 },
        ),
      ),
    );
    const { dialog, onClose } = open();
    fireEvent.change(within(dialog).getByLabelText('Licence number'), { target: { value: 'RN 123' } });
    await save(dialog);
    expect(await within(dialog).findByText('Unknown.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Licence number')).toHaveValue('RN 123');
    expect(shown.filter((n) => n.color === 'red')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the licence fields and closes', async () => {
    let body: unknown;
    server.use(
      http.patch('/api/credentials/d1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(licence);
      }),
      http.get('/api/credentials', () => HttpResponse.json({ credentials: [], requirements: [] })),
    );
    const { dialog, onClose } = open();
    fireEvent.change(within(dialog).getByLabelText('Licence number'), { target: { value: ' RN 123 ' } });
    fireEvent.change(within(dialog).getByLabelText('Issuing state'), { target: { value: 'TX' } });
    await save(dialog);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({
      credential: 'LICENSE',
      expiresOn: null,
      issuedOn: null,
      number: 'RN 123',
      state: 'TX',
      multistate: false,
    });
  });
});
