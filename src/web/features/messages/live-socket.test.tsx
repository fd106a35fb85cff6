// @vitest-environment jsdom
// A chat socket closed as revoked (4401) is not reopened blindly: signed out, the app shows the login page and opens no
// socket again; still signed in (a role change), it reads the user again and opens one fresh socket.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { CHAT_CLOSE_SESSION_REVOKED, CHAT_CLOSE_TOO_MANY_SOCKETS } from '@/domain/chat';
import { meQueryKey, type Me } from '../../lib/auth';
import { recruiterMe } from '../../test/fixtures';
import { RequireAuth } from '../../app/require-auth';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';
import { MESSAGES } from '@/domain/shared';
import { useLiveChat, useLiveReconnecting } from './live-socket';

class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send() {}
  close() {
    this.closeWith(1000);
  }
  /** The server says ready. */
  open() {
    this.readyState = 1;
    this.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
  }
  closeWith(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const me = recruiterMe;

function LivePage() {
  useLiveChat(() => {});
  const reconnecting = useLiveReconnecting();
  return (
    <>
      <p>Chats</p>
      {reconnecting ? <p>{MESSAGES.chat.reconnecting}</p> : null}
    </>
  );
}

function renderApp() {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/messages" element={<LivePage />} />
      </Route>
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/messages', seed: [[meQueryKey, me]] },
  );
}

let meCalls = 0;
beforeEach(() => {
  FakeSocket.instances = [];
  meCalls = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('live chat socket revoked by the server', () => {
  it('signed out: shows the login page and opens no socket again', async () => {
    server.use(
      http.get('/api/auth/me', () => {
        meCalls += 1;
        return HttpResponse.json({ error: 'UNAUTHORIZED', message: 'Sign in.' }, { status: 401 });
      }),
    );
    renderApp();
    expect(await screen.findByText('Chats')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    FakeSocket.instances[0].open();
    FakeSocket.instances[0].closeWith(CHAT_CLOSE_SESSION_REVOKED);

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(meCalls).toBe(1);
    // Longer than the first reconnect back-off (1 s): still the one socket.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('still signed in (a changed role): reads the user again and opens one fresh socket', async () => {
    server.use(
      http.get('/api/auth/me', () => {
        meCalls += 1;
        return HttpResponse.json({ ...me, role: 'organization' });
      }),
    );
    const { queryClient } = renderApp();
    expect(await screen.findByText('Chats')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    FakeSocket.instances[0].open();
    FakeSocket.instances[0].closeWith(CHAT_CLOSE_SESSION_REVOKED);

    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(meCalls).toBe(1);
    expect(queryClient.getQueryData<Me>(meQueryKey)?.role).toBe('organization');
    expect(screen.getByText('Chats')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(FakeSocket.instances).toHaveLength(2);
  });
});

/** Signed in, the page drawn and its one socket made (not yet ready). */
async function signedInWithOneSocket() {
  server.use(http.get('/api/auth/me', () => HttpResponse.json(me)));
  renderApp();
  expect(await screen.findByText('Chats')).toBeInTheDocument();
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
}

describe('live chat socket closed as one too many (issue 34)', () => {
  it('does not reconnect at once (tabs would take turns); reconnects when the tab is shown again', async () => {
    await signedInWithOneSocket();
    FakeSocket.instances[0].open();
    FakeSocket.instances[0].closeWith(CHAT_CLOSE_TOO_MANY_SOCKETS);
    // Longer than the first reconnect back-off (1 s): no new socket.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(FakeSocket.instances).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
  });
});

describe('the "Reconnecting…" hint (the open chat)', () => {
  it('is not shown while the page opens its first socket; shown once a socket is lost, until the next is ready', async () => {
    await signedInWithOneSocket();
    // Opening: the page says nothing (a server-drawn chat would otherwise start with the hint and then take it back).
    expect(screen.queryByText(MESSAGES.chat.reconnecting)).toBeNull();
    FakeSocket.instances[0].open();
    expect(screen.queryByText(MESSAGES.chat.reconnecting)).toBeNull();
    // Lost: the hint, through the retry, until the new socket is ready.
    FakeSocket.instances[0].closeWith(1006);
    expect(await screen.findByText(MESSAGES.chat.reconnecting)).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(screen.getByText(MESSAGES.chat.reconnecting)).toBeInTheDocument();
    FakeSocket.instances[1].open();
    await waitFor(() => expect(screen.queryByText(MESSAGES.chat.reconnecting)).toBeNull());
  });
});
