// Renders a component inside what the app gives it (src/web/app/providers.tsx): the Mantine theme, a
// TanStack Query client, and a router at `route`. Each render gets a fresh client without retries, so a
// failed request shows at once and no test sees another's cache.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at; default '/'. */
  route?: string;
  /** A client of the test's own, e.g. to seed or inspect the cache. */
  queryClient?: QueryClient;
}

/** A QueryClient as tests want it: no retries. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Testing Library's render with the app's providers around `ui`; also returns the query client. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient(), ...options }: ProvidersOptions = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers, ...options }), queryClient };
}
