// The reads of the cards below the dashboard's figures, each shown to the roles `dashboardCards` names: used by the
// cards and, to draw the page's first view with every card in place (on the server, and when the app opens there), by
// the router (app/router.tsx loads this module only for the dashboard, so the permissions table stays out of every
// page's first view). A card whose read arrived after the first paint pushed the cards below it down (a layout shift).
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { meQuery } from '../../lib/auth';
import { can, type Role } from '@/domain/shared';
import { timesheetListResponse, type WeekStatus } from '@/domain/timesheets';
import { OVERDUE_PAGE_SIZE, overdueItemsSchema } from '@/domain/onboarding';
import { invoiceListResponse } from '@/domain/invoices';
import { doNotReturnListResponse } from '@/domain/reviews';
import { invoiceKeys } from './invoice-keys';

/** The caller's weeks of `status` (submitted: waiting for approval), oldest submission first (issue 44). */
export const timesheetApprovalsQuery = (status: WeekStatus = 'submitted') =>
  queryOptions({
    queryKey: ['dashboard', 'timesheet-approvals', status],
    queryFn: ({ signal }) =>
      api(`/api/timesheets?status=${status}&limit=50`, {
        signal,
        schema: import.meta.env.DEV && timesheetListResponse,
      }),
  });

/** One page of the overdue onboarding items of the caller's placements (refetched with the dashboard's figures). */
export const overdueItemsQuery = (page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'overdue-items', page],
    queryFn: ({ signal }) =>
      api(`/api/dashboard/overdue-items?page=${page}&pageSize=${OVERDUE_PAGE_SIZE}`, {
        signal,
        schema: import.meta.env.DEV && overdueItemsSchema,
      }),
  });

/** The organization's invoices and credit notes, newest first, a page at a time (issue 45). */
export const invoicesQuery = () =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.lists(),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(`/api/invoices?limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
        schema: import.meta.env.DEV && invoiceListResponse,
      }),
    getNextPageParam: (last) => last.next_cursor,
  });

/** The organization's do-not-return list; its key starts with 'reviews', so a review announced live refetches it. */
export const doNotReturnQuery = () =>
  queryOptions({
    queryKey: ['reviews', 'do-not-return'] as const,
    queryFn: ({ signal }) =>
      api('/api/reviews/do-not-return', { signal, schema: import.meta.env.DEV && doNotReturnListResponse }),
  });

/** Who the dashboard is drawn for: the signed-in person's role and whether they belong to an organization. */
export interface DashboardReader {
  role: Role;
  organization?: unknown;
}

/** The cards below the dashboard's figures that `me` sees (the overdue items are everyone's). */
export function dashboardCards(me: DashboardReader | null | undefined) {
  const role = me?.role;
  const hasOrg = !!me?.organization;
  const staff = hasOrg && !!role && role !== 'worker';
  return {
    timesheets: staff,
    timesheetsCsv: staff && role !== 'recruiter',
    invoices: hasOrg && !!role && can(role, 'invoices.manage'),
    doNotReturn: staff,
  };
}

/** Starts the reads of the cards the signed-in person sees (after the person, whose role decides them). */
export async function prefetchDashboardCards(client: QueryClient): Promise<void> {
  const cards = dashboardCards(await client.fetchQuery(meQuery).catch(() => null));
  await Promise.all([
    client.prefetchQuery(overdueItemsQuery(1)),
    cards.timesheets && client.prefetchQuery(timesheetApprovalsQuery('submitted')),
    cards.invoices && client.prefetchInfiniteQuery(invoicesQuery()),
    cards.doNotReturn && client.prefetchQuery(doNotReturnQuery()),
  ]);
}
