// The moment a page the server drew was drawn, for what the page writes relative to now ("3 minutes" in a status, a
// change "just now", a posting that starts "tomorrow"). The browser hydrates that page a moment later (seconds on a busy
// phone), and a minute or a day may have turned in between: drawn from the browser's own clock, the hydration would
// find other words than the server's, and React would throw the server's markup away and draw the page again. So the
// server stamps the time it draws at into the page's query cache (stampPageTime, entry-server.tsx), which travels in
// the page with the rest of the cache, and what is written relative to now reads it through usePageNow(): the stamp
// on the server and while the browser hydrates, the browser's clock once the app owns the page (which re-renders then).
// That re-render is synchronous, in the hydration's own task, and draws again the whole component that called
// usePageNow(): call it in the smallest part that writes the time (a job's facts line, JobFacts, not the job's page;
// a row, not the list), never at the top of a large view.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDrawnByServer } from '../components/until-hydrated';

/** The cache key of the time the server drew the page at (epoch milliseconds). */
export const PAGE_TIME_KEY = ['page-time'] as const;

/** Stamps the time the page is drawn at into its query cache (the server's renderer, just before it draws). */
export function stampPageTime(client: QueryClient, now: number = Date.now()): void {
  client.setQueryData(PAGE_TIME_KEY, now);
}

/** Now, for what a page writes relative to now: the time the server drew it at while it is the server's page. */
export function usePageNow(): Date {
  const client = useQueryClient();
  const drawnByServer = useDrawnByServer();
  const drawnAt = drawnByServer ? client.getQueryData<number>(PAGE_TIME_KEY) : undefined;
  return drawnAt === undefined ? new Date() : new Date(drawnAt);
}
