// @vitest-environment jsdom
// A signed-in page the server drew is hydrated after the shell around it, in a pass of its own that yields to input
// (shell-frame.tsx). Nothing the shell does when it takes over may hand the page's boundary an update first: React then
// hydrates the whole page at once, in the task that committed the shell (with Mantine's AppShell, whose useId set a
// random id in a layout effect and gave its context a new value, some 300 ms of blocking time on a phone per page).
// Here the real shell (AppShellLayout) is drawn by the server's renderer and hydrated over, as main.tsx does; the page
// must not have been hydrated by the end of the task that committed the shell, and must be hydrated without a mismatch.
// Its controls stay disabled until then: a press between the two passes reached no handler.
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';
import { AppShellLayout } from './shell';
import { meQueryKey, type Me } from '../lib/auth';
import { createTestQueryClient } from '../test/render';
import { server } from '../test/msw';

const ME: Me = {
  id: 'w1',
  role: 'worker',
  email: 'w@x.test',
  email_verified: true,
  first_name: 'Wren',
  last_name: 'Worker',
  image: null,
  organization: null,
};

// Hydration is driven by React's scheduler here, as in the browser, not by act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

describe('the signed-in shell taking over a page the server drew', () => {
  it('leaves the page to its own hydration pass (not in the task that commits the shell)', async () => {
    // The shell's own reads (badges, notifications): answered empty.
    server.use(http.get('/api/*', () => HttpResponse.json({ message: 'not here' }, { status: 404 })));
    const log: string[] = [];
    function Page() {
      useLayoutEffect(() => {
        log.push('page hydrated');
      }, []);
      return (
        <>
          <p>The page</p>
          <button type="button">Filters</button>
        </>
      );
    }
    // Whether a press on the page's button would reach a handler: not while it is still the server's HTML.
    const pageButton = () => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Filters')!;
      return b.closest('fieldset[disabled]') ? 'page button disabled' : 'page button enabled';
    };
    /** Above the shell: its layout effect runs after the shell's, at the end of the shell's commit. */
    function AroundShell({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        log.push('shell committed');
        // After everything React does in this task (the work a commit spawns, the sync updates it flushes).
        queueMicrotask(() => log.push('end of the task'));
      }, []);
      return children;
    }
    const app = (client: ReturnType<typeof createTestQueryClient>) => (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/page']}>
            <Routes>
              <Route
                element={
                  <AroundShell>
                    <AppShellLayout />
                  </AroundShell>
                }
              >
                <Route path="/page" element={<Page />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
    const withMe = () => {
      const client = createTestQueryClient();
      client.setQueryDefaults(meQueryKey, { staleTime: Infinity });
      client.setQueryData(meQueryKey, ME);
      return client;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(withMe()));
    document.body.appendChild(container);
    expect(container.textContent).toContain('The page');

    // Each time a control is enabled (a fieldset's `disabled` removed), whether the page's button then took presses before
    // the page was hydrated.
    const enabledEarly: string[] = [];
    const watch = new MutationObserver(() => {
      if (pageButton() === 'page button enabled' && !log.includes('page hydrated'))
        enabledEarly.push(`enabled after: ${log.join(', ') || 'nothing'}`);
    });
    watch.observe(container, { attributes: true, attributeFilter: ['disabled'], subtree: true });
    const mismatches: unknown[] = [];
    startTransition(() => {
      root = hydrateRoot(container, app(withMe()), { onRecoverableError: (e) => mismatches.push(e) });
    });
    await vi.waitFor(() => expect(log).toContain('page hydrated'));
    expect(log.slice(0, 3)).toEqual(['shell committed', 'end of the task', 'page hydrated']);
    // Enabled once the page's own pass has hydrated it (the shell's controls were enabled with the shell).
    await vi.waitFor(() => expect(pageButton()).toBe('page button enabled'));
    watch.disconnect();
    expect(enabledEarly).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('The page');
  });
});
