// @vitest-environment jsdom
// Issue 34: a webhook the circuit breaker paused says so ("Paused after N failed deliveries") and offers Resume, which
// posts to the resume route and refreshes the list; a webhook that is sending shows neither.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DASHBOARD_MESSAGES, WEBHOOK_PAUSE_AFTER, type Webhook } from '@/domain/organizations';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { webhooksQueryKey } from '../api';
import { ApiKeysSection } from './api-keys-section';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));
afterEach(() => {
  cleanup();
  shown.length = 0;
});

const hook = (id: string, url: string, paused: boolean): Webhook => ({
  id,
  url,
  events: ['application.created'],
  active: true,
  pausedAt: paused ? '2026-11-26T10:00:00.000Z' : null,
  consecutiveFailures: paused ? WEBHOOK_PAUSE_AFTER : 0,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('webhook list', () => {
  it('shows a paused webhook and resumes it', async () => {
    let list = [hook('w1', 'https://down.example/hook', true), hook('w2', 'https://up.example/hook', false)];
    const resumed: string[] = [];
    server.use(
      http.get('/api/org/api-keys', () => HttpResponse.json([])),
      http.get('/api/org/webhooks', () => HttpResponse.json(list)),
      http.post('/api/org/webhooks/:id/resume', ({ params }) => {
        resumed.push(String(params.id));
        list = list.map((w) => (w.id === params.id ? hook(w.id, w.url, false) : w));
        return HttpResponse.json(list.find((w) => w.id === params.id));
      }),
    );
    renderWithProviders(<ApiKeysSection />, { seed: [[webhooksQueryKey, list]] });
    expect(await screen.findByText(DASHBOARD_MESSAGES.webhookPaused(WEBHOOK_PAUSE_AFTER))).toBeInTheDocument();
    expect(screen.getByText(`Paused after ${WEBHOOK_PAUSE_AFTER} failed deliveries`)).toBeInTheDocument();
    // One Resume button: the paused webhook's.
    const buttons = screen.getAllByRole('button', { name: /^Resume/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Resume https://down.example/hook');
    await act(async () => {
      fireEvent.click(buttons[0]);
    });
    await vi.waitFor(() => expect(screen.queryByText(/Paused after/)).not.toBeInTheDocument());
    expect(resumed).toEqual(['w1']);
    expect(shown).toEqual([{ color: 'green', message: DASHBOARD_MESSAGES.webhookResumed }]);
    expect(screen.queryByRole('button', { name: /^Resume/ })).not.toBeInTheDocument();
  });
});
