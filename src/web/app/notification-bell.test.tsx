// @vitest-environment jsdom
// The header's bell: its unread count is there at once (the popover's code loads only when the bell is used), and a
// click on it opens the panel. (Its focus trap and Escape need a layout: the e2e a11y spec opens it in a browser.)
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../test/render';
import { server } from '../test/msw';
import { NotificationBell } from './notification-bell';

class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  send() {}
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  server.use(
    http.get('/api/auth/me', () => HttpResponse.json(null, { status: 401 })),
    http.get('/api/notifications/unread', () => HttpResponse.json({ unread: 3 })),
    http.get('/api/notifications', () => HttpResponse.json({ items: [], nextCursor: null, unread: 3 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('shows the unread count at once; a click opens the panel', async () => {
  const user = userEvent.setup();
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByTestId('notification-bell-count')).toHaveTextContent('3');

  await user.click(bell);
  // jsdom lays nothing out, so the popover hides its dropdown as detached from the button (display: none).
  // Named by its aria-label and, as the popover adds, by the bell (aria-labelledby).
  await screen.findByRole('dialog', { name: /^Notifications/, hidden: true });
  expect(await screen.findByRole('heading', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  const target = screen.getByRole('button', { name: 'Notifications, 3 unread' });
  expect(target).toHaveAttribute('aria-expanded', 'true');
});
