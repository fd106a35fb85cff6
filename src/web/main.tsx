// The app's first script is evaluated in three tasks instead of one (some 40 ms at full speed, 150 ms on a phone,
// without a break for input): each `boot/after-*` module awaits the next task at its top level, and the modules
// imported after it are evaluated then. React DOM first, then the providers (Mantine's and TanStack Query's), then the
// router with the shell and the rest of the app.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import './boot/after-react';
import { Providers, queryClient } from './app/providers';
import './boot/after-libraries';
import { AppRoutes, preloadPage } from './app/router';
import { meQuery } from './lib/auth';
import { registerServiceWorker } from './lib/service-worker';

/**
 * The query cache of the page the server drew (entry-server.tsx, written by public-pages/page-document.ts): its markup
 * is hydrated over it, so the first render draws what the server drew. Null for a page the app draws itself.
 */
function serverState(): unknown {
  const block = document.getElementById('page-state');
  return block?.textContent ? JSON.parse(block.textContent) : null;
}
const state = serverState();
if (state) hydrate(queryClient, state);

// What the first view needs, fetched at once and side by side: the signed-in user, the page's code and data (none of
// which is asked again when the server's cache has it: each is fresh for 30 s or more).
void queryClient.prefetchQuery(meQuery);
const pageCode = preloadPage(window.location);

/** The first render: in a task of its own (after the one that evaluated the app's modules) and once only. */
let rendered = false;
const render = () => {
  if (rendered) return;
  rendered = true;
  setTimeout(firstRender);
};
// Once the page's code is here (usually with this script: the page the server sent named it beside the entry,
// public-pages/page-files.ts), so the first render draws the page and not a Loader (router.tsx, lazyPage). A page the
// app draws itself, on a link so slow that its code is not here within 3 s, gets the shell and the Loader meanwhile. A
// page the server drew is already on screen and waits for its code however long it takes (preloadPage settles, loaded
// or not): hydrated without it, the page's boundary stayed suspended, the shell's first updates reached it, and React
// drew the page again instead of taking over the server's nodes (signed-in-first-view.spec.ts, "seconds late").
void pageCode.then(render);
if (!state) setTimeout(render, 3000);

// In a transition, so React renders (or hydrates) the first view in slices and never holds the main thread for long.
// The tree is the server's (entry-server.tsx) but for the router.
function firstRender() {
  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  startTransition(() => {
    if (state) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

registerServiceWorker();
