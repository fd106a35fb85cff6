// App-wide providers: Mantine (theme, toasts, confirmation modals) and TanStack Query.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
// Mantine's global sheets and each drawn component's own.
import './mantine-styles';
import './global.css';
import { theme } from './theme';
import { ApiError } from '../lib/api';
import { AppStatus } from './app-status';
import { createMutationCache, type MutationToastMeta } from '../lib/mutation-toasts';
import { useModalsWanted } from '../lib/modals';

declare module '@tanstack/react-query' {
  interface Register {
    /** How a failed mutation's toast reads (lib/mutation-toasts.ts). */
    mutationMeta: MutationToastMeta;
  }
}

/** The one place that shows a failed change as a toast: every mutation's error passes through here. */
export const mutationCache = createMutationCache();

// TanStack Query learns of going offline and back from the browser's events; a page opened offline (from the service
// worker's cache) gets no event, so it starts from the browser's flag: its requests wait for the connection. (On the
// server, which renders the public pages with these providers, there is no such flag.)
if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** A query client with the app's defaults: the browser's one, and one per page the server renders (entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  });
}

/** The browser's query client. */
export const queryClient = createQueryClient();

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * The toast container, mounted with the first toast (`notifications.show` only writes to a store): no
 * page's first view waits for its code, and once there it stays, so toasts can animate out.
 */
function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

const ModalsHost = lazy(() => import('./modals-host'));

/** The confirmation dialogs' provider, mounted with the first confirmation (lib/modals.ts), then kept. */
function LazyModals() {
  return useModalsWanted() ? (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  ) : null;
}

/** The app's providers, over the browser's query client or, on the server, the page's own (`client`). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    // The theme's CSS variables are in index.html's head, computed at build time (app/theme-css-variables.ts).
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <LazyNotifications />
      <QueryClientProvider client={client}>
        {children}
        <LazyModals />
      </QueryClientProvider>
      <AppStatus />
    </MantineProvider>
  );
}
