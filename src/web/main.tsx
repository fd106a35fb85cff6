import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, queryClient } from './app/providers';
import { AppRouter, preloadPage } from './app/router';
import { meQuery } from './lib/auth';
import { registerServiceWorker } from './lib/service-worker';

// What the first view needs, fetched at once and side by side: the signed-in user, the page's code and data.
void queryClient.prefetchQuery(meQuery);
preloadPage(window.location);

// A transition, so React renders the first view in slices and never holds the main thread for long.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorker();
