// Component tests render inside the app's real providers' pieces: Mantine, a fresh query client with the same
// mutation cache (error toasts), a memory router and the route error boundary, so a test sees what a person would.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error';

// jsdom lacks what Mantine's overlays use.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });

/** Renders `ui` with providers; `seed` fills the query cache (e.g. the signed-in user) so nothing is fetched. */
export function renderInApp(ui: ReactNode, seed: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="/">{ui}</RouteErrorBoundary>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}

/** Validator default text that must never reach a screen (zod's built-in messages). */
export const ZOD_DEFAULT_TEXT =
  /Invalid input|Invalid option|Too small|Too big|Invalid UUID|Unrecognized key|expected \w+/;
