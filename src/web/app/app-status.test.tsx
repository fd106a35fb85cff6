// @vitest-environment jsdom
// The offline notice and the update prompt (issue 22). The browser's service worker container is a stand-in (jsdom has
// none); the app's own code (registration, update hand-over, the api client) runs as it is.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import { server } from '../test/msw';
import { renderWithProviders } from '../test/render';

/** A stand-in for one service worker (ServiceWorker): its state and the messages it was sent. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A stand-in for navigator.serviceWorker and the app's one registration. */
function fakeContainer(running: FakeWorker | null) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(async () => {}),
  });
  const unregister = vi.fn(async () => true);
  const container = Object.assign(new EventTarget(), {
    controller: running,
    register: vi.fn(async () => registration),
    getRegistrations: vi.fn(async () => [{ unregister }]),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** The browser found and installed a new version: it now waits. */
  const deploy = () => {
    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = next;
    next.become('installed');
    return next;
  };
  return { container, registration, unregister, deploy };
}

/** The modules with their own state (the update flag), fresh for each test. */
async function load() {
  const sw = await import('../lib/service-worker');
  const { AppStatus } = await import('./app-status');
  const { api } = await import('../lib/api');
  return { sw, AppStatus, api };
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('update prompt', () => {
  it('a new version waiting behind the running one shows "A new version is available"; Reload hands over, then reloads', async () => {
    vi.stubEnv('PROD', true);
    const { container, registration, deploy } = fakeContainer(new FakeWorker());
    const { sw, AppStatus } = await load();
    const reload = vi.spyOn(sw.page, 'reload').mockImplementation(() => {});
    renderWithProviders(<AppStatus />);
    await act(async () => sw.registerServiceWorker());
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(screen.queryByText(MESSAGES.app.updateAvailable)).toBeNull();

    const next = await act(async () => deploy());
    expect(await screen.findByText(MESSAGES.app.updateAvailable)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.app.reload }));
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    // The new version takes control: only now does the page reload.
    registration.waiting = null;
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the first install (no version running yet) offers nothing', async () => {
    vi.stubEnv('PROD', true);
    const { deploy } = fakeContainer(null);
    const { sw, AppStatus } = await load();
    renderWithProviders(<AppStatus />);
    await act(async () => sw.registerServiceWorker());
    await act(async () => void deploy());
    expect(screen.queryByText(MESSAGES.app.updateAvailable)).toBeNull();
  });

  it('another tab switched versions: this one offers the reload too', async () => {
    vi.stubEnv('PROD', true);
    const { container } = fakeContainer(new FakeWorker());
    const { sw, AppStatus } = await load();
    const reload = vi.spyOn(sw.page, 'reload').mockImplementation(() => {});
    renderWithProviders(<AppStatus />);
    await act(async () => sw.registerServiceWorker());
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.app.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('outside production builds no worker is registered, and one left on the origin is removed', async () => {
    vi.stubEnv('PROD', false);
    const { container, unregister } = fakeContainer(null);
    const { sw } = await load();
    await act(async () => sw.registerServiceWorker());
    expect(container.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledTimes(1);
  });
});

describe('offline notice', () => {
  it('shows while the browser is offline', async () => {
    const { AppStatus } = await load();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<AppStatus />);
    expect(screen.queryByText(MESSAGES.app.offline)).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(document.getElementById('app-status')).toHaveTextContent(MESSAGES.app.offline);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(MESSAGES.app.offline)).toBeNull();
  });

  it('shows when a request gets no answer at all, and goes once the server answers again', async () => {
    const { AppStatus, api } = await load();
    renderWithProviders(<AppStatus />);
    server.use(http.get('/api/auth/me', () => HttpResponse.error()));
    await act(async () => void (await api('/api/auth/me').catch(() => null)));
    expect(document.getElementById('app-status')).toHaveTextContent(MESSAGES.app.offline);
    // An error answer is still an answer: the server is reachable.
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ error: 'UNAUTHENTICATED', message: 'x' }, { status: 401 })),
    );
    await act(async () => void (await api('/api/auth/me').catch(() => null)));
    expect(screen.queryByText(MESSAGES.app.offline)).toBeNull();
  });
});
