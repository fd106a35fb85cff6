// @vitest-environment jsdom
// The API keys page's three forms on the one form mechanism (useDomainForm over the routes' own schemas): a blank key
// name and a non-HTTPS webhook address are refused on their fields in the domain's words without sending; a key is
// created with what was typed; Rename starts from the key's own name and sends the new one.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DASHBOARD_MESSAGES, apiKeyNameInput, type ApiKey } from '@/domain/organizations';
import { formRefusals } from '@/domain/shared';
import { renderWithProviders, ZOD_DEFAULT_TEXT } from '../../../test/render';
import { server } from '../../../test/msw';
import { ApiKeysSection } from './api-keys-section';

afterEach(cleanup);

const key: ApiKey = {
  id: 'k1',
  name: 'Payroll sync',
  prefix: 'cl_abc',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
  });

function serve() {
  const sent: { path: string; body: unknown }[] = [];
  const record = async (path: string, request: Request) => sent.push({ path, body: await request.json() });
  server.use(
    http.get('/api/org/api-keys', () => HttpResponse.json([key])),
    http.get('/api/org/webhooks', () => HttpResponse.json([])),
    http.post('/api/org/api-keys', async ({ request }) => {
      await record('create', request);
      return HttpResponse.json({ ...key, id: 'k2', name: 'New', key: 'cl_secret_value' }, { status: 201 });
    }),
    http.patch('/api/org/api-keys/:id', async ({ request }) => {
      await record('rename', request);
      return HttpResponse.json({ ...key, name: 'Renamed' });
    }),
    http.post('/api/org/webhooks', async ({ request }) => {
      await record('webhook', request);
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return sent;
}

describe('API keys forms', () => {
  it('a blank key name is refused on its field in the domain’s words, nothing sent; then the key is created', async () => {
    const sent = serve();
    renderWithProviders(<ApiKeysSection />);
    const name = await screen.findByRole('textbox', { name: /Key name/ });
    fireEvent.change(name, { target: { value: '   ' } });
    await click(screen.getByRole('button', { name: 'Create API key' }));
    const expected = formRefusals(apiKeyNameInput, { name: '   ' }).name!;
    expect(name).toHaveAccessibleDescription(expected);
    expect(document.body.textContent ?? '').not.toMatch(ZOD_DEFAULT_TEXT);
    expect(sent).toEqual([]);
    fireEvent.change(name, { target: { value: 'Payroll export' } });
    await click(screen.getByRole('button', { name: 'Create API key' }));
    await vi.waitFor(() => expect(sent).toEqual([{ path: 'create', body: { name: 'Payroll export' } }]));
    expect(await screen.findByText('cl_secret_value')).toBeInTheDocument();
  });

  it('Rename starts from the key’s own name and sends the new one', async () => {
    const sent = serve();
    renderWithProviders(<ApiKeysSection />);
    await click(await screen.findByRole('button', { name: 'Rename Payroll sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename API key' });
    const input = within(dialog).getByRole('textbox', { name: /New name/ });
    expect(input).toHaveValue('Payroll sync');
    fireEvent.change(input, { target: { value: '' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(formRefusals(apiKeyNameInput, { name: '' }).name!);
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { value: 'Renamed' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toEqual([{ path: 'rename', body: { name: 'Renamed' } }]));
  });

  it('a webhook address that is not HTTPS is refused on its field, nothing sent', async () => {
    const sent = serve();
    renderWithProviders(<ApiKeysSection />);
    const url = await screen.findByRole('textbox', { name: /Webhook URL/ });
    fireEvent.change(url, { target: { value: 'http://example.org/hook' } });
    await click(screen.getByRole('button', { name: 'Register webhook' }));
    expect(url).toHaveAccessibleDescription(DASHBOARD_MESSAGES.errors.webhookUrl);
    expect(url).toHaveValue('http://example.org/hook');
    expect(sent).toEqual([]);
  });
});
