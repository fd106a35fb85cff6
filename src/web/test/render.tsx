// Renders a component inside what the app gives it (src/web/app/providers.tsx): the Mantine theme and modals, a
// TanStack Query client with the app's mutation cache, and a router at `route`. Each render gets a fresh client without retries, so a
// failed request shows at once and no test sees another's cache.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';
import { RouteErrorBoundary } from '../components/route-error';
import { createMutationCache } from '../lib/mutation-toasts';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at; default '/'. */
  route?: string;
  /** A client of the test's own, e.g. to seed or inspect the cache. */
  queryClient?: QueryClient;
  /** Query data to put in the cache first (e.g. the signed-in user), so nothing is fetched for it. */
  seed?: [readonly unknown[], unknown][];
  /** Render inside the app's route error boundary, so a crash shows what a person would see. */
  errorBoundary?: boolean;
}

/** A QueryClient as tests want it: no retries, and the app's mutation cache (the one place error toasts come from). */
export function createTestQueryClient() {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Testing Library's render with the app's providers around `ui`; also returns the query client. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    queryClient = createTestQueryClient(),
    seed = [],
    errorBoundary = false,
    ...options
  }: ProvidersOptions = {},
) {
  for (const [key, data] of seed) {
    queryClient.setQueryDefaults(key, { staleTime: Infinity });
    queryClient.setQueryData(key, data);
  }
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <MemoryRouter initialEntries={[route]}>
              {errorBoundary ? <RouteErrorBoundary resetKey={route}>{children}</RouteErrorBoundary> : children}
            </MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers, ...options }), queryClient };
}

/** Validator default text that must never reach a screen (zod's built-in messages). */
export const ZOD_DEFAULT_TEXT =
  /Invalid input|Invalid option|Too small|Too big|Invalid UUID|Unrecognized key|expected \w+/;
