// The server's renderer of the app's pages (`vite build --ssr`, loaded by src/server/modules/public-pages/render.ts):
// the same providers, routes and page components as the browser's (main.tsx), under a static router, over a query
// cache the server fills with the answers it already has. The browser hydrates the markup with that cache
// (main.tsx, `hydrateRoot`): the public pages paint before any script runs, and the app takes them over as they are.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { WORK_RECORD_MESSAGES } from '@/domain/work-records';
import type { RenderServerPage, ServerPage, ServerPageInput, ServerSend } from '@/domain/shared';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, loadPageCode, prefetchPageData, prefetchShell } from './app/router';
import { meQuery, meQueryKey } from './lib/auth';
import { ApiError, sendThrough } from './lib/api';
import { OpenedFromProvider } from './lib/back-to-list';
import { stampPageTime } from './lib/page-time';
import { jobDetailQuery, jobSearchQuery } from './features/jobs/queries';
import { verificationKey } from './features/work-records/api';

/** The page's query cache: what its reads would answer, under the keys its components read them by. */
function fillCache(input: ServerPageInput) {
  const client = createQueryClient();
  const url = new URL(input.url, 'http://server');
  if (input.signedOut) client.setQueryData(meQueryKey, null);
  if (input.jobSearch)
    client.setQueryData(jobSearchQuery(url.searchParams).queryKey, { pages: [input.jobSearch], pageParams: [null] });
  if (input.jobDetail) client.setQueryData(jobDetailQuery(lastSegment(url)).queryKey, input.jobDetail);
  if (input.verification !== undefined) {
    const key = verificationKey(lastSegment(url));
    if (input.verification) client.setQueryData(key, input.verification);
    else {
      // No record with that number: the answer the API gives (404), as the page shows it.
      const message = WORK_RECORD_MESSAGES.verify.notFound;
      client
        .getQueryCache()
        .build(client, { queryKey: key, retry: false })
        .setState({
          status: 'error',
          error: new ApiError(404, { error: 'NOT_FOUND', message }),
          errorUpdatedAt: Date.now(),
          errorUpdateCount: 1,
          fetchFailureCount: 1,
        });
    }
  }
  return client;
}

const lastSegment = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1) ?? '');

/**
 * The requests of the page being drawn for a signed-in person go to the server's own answer (its `send`, which makes
 * them as that person); several pages may be drawn at once, each with its own.
 */
const sending = new AsyncLocalStorage<ServerSend>();
sendThrough((path, init) => {
  const send = sending.getStore();
  if (!send) return Promise.reject(new Error(`${path}: no request is made from the server's renderer outside a page`));
  return send(path, init);
});

/**
 * The signed-in person's page at `url`: the person, her header's unread counts (prefetchShell) and the page's main data fetched by the app's own queries, as the
 * browser starts them when it opens there (router.tsx, prefetchPageData), answered by the server as that person. Null
 * when the page has no main data (the app draws it) or the person could not be read. A read that failed is left out: the
 * browser asks for it again, as it would have without the server's page.
 */
async function signedInCache(url: URL, send: ServerSend) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const drawn = await sending.run(send, async () => {
    const pageData = prefetchPageData(client, url);
    if (!pageData) return false;
    await Promise.all([client.prefetchQuery(meQuery), prefetchShell(client), pageData]);
    return !!client.getQueryData(meQueryKey);
  });
  if (!drawn) return null;
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status !== 'success') client.getQueryCache().remove(query);
  }
  return client;
}

/**
 * The page at `input.url` drawn over the answers in `input` (a public page) or, given `send`, over the answers the server
 * gives the signed-in person it makes requests as: its markup and its query cache, dehydrated. Null when the page is
 * the app's to draw (a signed-in page without main data).
 */
export async function renderPage(input: ServerPageInput, send?: ServerSend): Promise<ServerPage | null> {
  const url = new URL(input.url, 'http://server');
  const client = send ? await signedInCache(url, send) : fillCache(input);
  if (!client) return null;
  await loadPageCode(url.pathname);
  // What the page writes relative to now is written from this moment, here and in the browser's hydration.
  stampPageTime(client);
  const html = renderToString(
    <StrictMode>
      <Providers client={client}>
        <OpenedFromProvider value={input.openedFrom ?? null}>
          <StaticRouter location={input.url}>
            <AppRoutes />
          </StaticRouter>
        </OpenedFromProvider>
      </Providers>
    </StrictMode>,
  );
  // Every answer, failed ones too (a record that does not exist is drawn as the page says so); not the reads the
  // components only started while drawing (the browser makes them).
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  const withPerson = client.getQueryState(meQueryKey)?.status === 'success';
  client.clear();
  return { html, state, withPerson };
}

renderPage satisfies RenderServerPage;
