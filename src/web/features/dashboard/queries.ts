// The dashboard's main query (its summary): used by the page (api.ts, useSummary) and, to start it beside the page's
// code when the app opens there and to draw the page's first view on the server, by the router (app/router.tsx). The
// cards below the summary have their reads in card-queries.ts, which the router loads only for the dashboard.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { dashboardSummarySchema } from '@/domain/organizations';

/** GET /api/dashboard/summary: the pipeline's numbers, funnel and activity the caller may see. */
export const summaryQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) =>
      api('/api/dashboard/summary', { signal, schema: import.meta.env.DEV && dashboardSummarySchema }),
  });
