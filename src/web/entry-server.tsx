// The server's renderer of the app's pages (`vite build --ssr`, loaded by src/server/modules/public-pages/render.ts):
// the same providers, routes and page components as the browser's (main.tsx), under a static router, over a query
// cache the server fills with the answers it already has. The browser hydrates the markup with that cache
// (main.tsx, `hydrateRoot`): the public pages paint before any script runs, and the app takes them over as they are.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { WORK_RECORD_MESSAGES } from '@/domain/work-records';
import type { RenderServerPage, ServerPage, ServerPageInput } from '@/domain/shared';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, loadPageCode } from './app/router';
import { meQueryKey } from './lib/auth';
import { ApiError } from './lib/api';
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

/** The page at `input.url` drawn over the answers in `input`: its markup and its query cache, dehydrated. */
export async function renderPage(input: ServerPageInput): Promise<ServerPage> {
  const client = fillCache(input);
  await loadPageCode(new URL(input.url, 'http://server').pathname);
  const html = renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // Every query, failed ones too (a record that does not exist is drawn as the page says so).
  const state = dehydrate(client, { shouldDehydrateQuery: () => true });
  client.clear();
  return { html, state };
}

renderPage satisfies RenderServerPage;
