// Routes of the web app; every page is its own lazily loaded chunk (route-level code splitting).
// Declarative routing (<BrowserRouter> + useRoutes): the app has no loaders or actions, and the data
// router would add some 16 KB gzipped to every first view. Instead of the data router's `lazy` and
// loaders, the page the app opens on has its code and main data fetched at once (preloadPage), side by
// side with the signed-in user, rather than one after the other as React reaches them.
import { lazy, Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { Center } from '@mantine/core';
import { parseStatus, showsHours } from '@/domain/applications';
import { homeForRole, MESSAGES, offerFlowFromSearch } from '@/domain/shared';
import { meQuery, useMe } from '../lib/auth';
import { Redirect } from '../lib/navigate-here';
import { jobDetailQuery, jobSearchQuery } from '../features/jobs/queries';
import { facilityReviewsQuery } from '../features/reviews/queries';
import {
  applicationCountsQuery,
  applicationListQuery,
  boardFiltersOf,
  boardQuery,
} from '../features/applications/queries';
import { workerProfileQuery } from '../features/profile/queries';
import { credentialAlertsBatchQuery } from '../features/credentials/api';
import { applicationOffersQuery, journeyStatusOf, workJourneyQuery } from '../features/offers/queries';
import { summaryQuery } from '../features/dashboard/queries';
import type { DashboardSection } from '../features/dashboard/section-reads';
import { chatDetailQuery, chatListQuery, chatMessagesQuery } from '../features/messages/queries';
import { notificationListQuery, notificationUnreadQuery } from '../features/notifications/api';
import { unreadMessagesQuery } from './nav-badge';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { queryClient } from './providers';
import { AppShellLayout } from './shell';
import { RequireAuth } from './require-auth';
import { PublicOrSignedInLayout } from './public-layout';
import { RouteErrorBoundary } from '../components/route-error';
import {
  loadExploreJobs,
  OPEN_PAGES,
  SIGNED_IN_PAGES,
  STANDALONE_PAGES,
  type PageModule,
  type PageRoute,
} from './page-routes';
import { Busy } from './components/busy';

/** Starts the page's main query in `client` (the browser's, or the server renderer's: entry-server.tsx). */
type Prefetch = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;
interface PageHandle {
  load: () => Promise<PageModule>;
  prefetch?: Prefetch;
}

/** Page modules already loaded, by their loader. */
const LOADED = new WeakMap<PageRoute['load'], PageModule>();
/** `load`, keeping what it loaded in LOADED. */
const keeping = (load: PageRoute['load']) => () =>
  load().then((m) => {
    LOADED.set(load, m);
    return m;
  });
/** A thenable that hands `value` over as soon as it is asked (React's lazy then renders without suspending). */
const handedOver = <T,>(value: T) => ({ then: (fulfil: (v: T) => unknown) => fulfil(value) }) as unknown as Promise<T>;

/**
 * The page of `load` as a lazy component. When its module is already here (the first view's, fetched beside the app's
 * entry and awaited before the first render: main.tsx), it is handed over at once, so the first render draws the page
 * itself: suspended, React drew the Loader and revealed the page no sooner than 300 ms later (its throttle of
 * Suspense reveals), on every first view.
 */
function lazyPage(load: PageRoute['load']) {
  return lazy(() => {
    const loaded = LOADED.get(load);
    if (loaded) return handedOver({ default: loaded.Component });
    return keeping(load)().then((m) => ({ default: m.Component }));
  });
}

/** A route whose page (the module's `Component`) loads on first use; the handle lets it start early. */
function page({ path, load }: PageRoute, prefetch?: Prefetch): RouteObject {
  const Page = lazyPage(load);
  return { path, element: <Page />, handle: { load: keeping(load), prefetch } satisfies PageHandle };
}

// The main query of the pages people open most, started as the page's code would start it.
const prefetchJobSearch: Prefetch = (client, _params, search) => client.prefetchInfiniteQuery(jobSearchQuery(search));
// A worker's job (one with her comparison) is drawn with the facility's reviews above its Apply, which waits for them
// (job-detail-view.tsx, ApplySection): fetched with the job, not after its page is drawn.
const prefetchJobDetail: Prefetch = async (client, params) => {
  const id = params.jobId ?? '';
  const job = await client.fetchQuery(jobDetailQuery(id)).catch(() => null);
  if (job?.comparison) await client.prefetchQuery(facilityReviewsQuery(id));
};
// The rows are drawn with their credential badges (application-list-page.tsx): those follow the list at once.
const prefetchStatusList: Prefetch = async (client, params) => {
  const status = parseStatus(params.status);
  if (!status || params.status !== status.toLowerCase()) return;
  const list = applicationListQuery(status, '', 'newest');
  // Offered: the counters waiting for an answer, a badge above the list (from the counts).
  await Promise.all([
    client.prefetchInfiniteQuery(list),
    status === 'Offered' ? client.prefetchQuery(applicationCountsQuery()) : null,
  ]);
  const ids = client.getQueryData(list.queryKey)?.pages[0]?.items.map((i) => i.applicationId) ?? [];
  if (ids.length > 0) await client.prefetchQuery(credentialAlertsBatchQuery(ids));
};
/**
 * Prefetches a page's parts' reads at once (application-parts.ts, journey-job-parts.ts, org-settings-parts.ts): reads of
 * different answers, each prefetched as the part's own hook reads it (same key and function).
 */
function prefetchEach(client: QueryClient, reads: readonly unknown[]): Promise<unknown> {
  return Promise.all(reads.map((q) => client.prefetchQuery(q as FetchQueryOptions)));
}
const prefetchProfile: Prefetch = (client) => client.prefetchQuery(workerProfileQuery());
// The applications' overview: the counts per status and the newest activity.
const prefetchOverview: Prefetch = (client) => client.prefetchQuery(applicationCountsQuery());
// The person's own account: what it shows is the person (read with every signed-in page: entry-server.tsx).
const prefetchAccount: Prefetch = () => Promise.resolve();
// The journey, and each placement at work's hours below it (their module is loaded for this page only), so the first
// view is drawn with them rather than each arriving after the hydration.
const prefetchJourney: Prefetch = async (client, params, search) => {
  const journey = workJourneyQuery(journeyStatusOf(params.status, search));
  const [, hours] = await Promise.all([client.prefetchQuery(journey), import('../features/timesheets/api')]);
  const atWork = client.getQueryData(journey.queryKey)?.items.filter((i) => showsHours(i.status)) ?? [];
  await Promise.all(atWork.map((i) => hours.prefetchAssignmentHours(client, i.applicationId)));
};
// An assignment's hours and pay: its terms, the week asked for (`?week=`, or the current one) and its ledger.
const prefetchAssignment: Prefetch = (client, params, search) =>
  import('../features/timesheets/api').then((m) =>
    m.prefetchAssignmentHours(client, params.applicationId ?? '', search.get('week')),
  );
// A job on the worker's journey: her application with its offers, then the job and each card's read for its status
// (journey-job-parts.ts, loaded with the page's own code).
const prefetchJourneyJob: Prefetch = async (client, params) => {
  const id = params.applicationId ?? '';
  const [offers, parts] = await Promise.all([
    client.fetchQuery(applicationOffersQuery(id)).catch(() => null),
    import('./pages/journey-job-parts'),
  ]);
  if (!offers) return;
  await prefetchEach(client, parts.journeyPartReads(offers));
};
// The settings: the parts the person sees, each with its read (org-settings-parts.ts, loaded with the page's code).
const prefetchSettings: Prefetch = async (client) => {
  const [me, parts] = await Promise.all([
    client.fetchQuery(meQuery).catch(() => null),
    import('./pages/org-settings-parts'),
  ]);
  if (!me) return;
  await prefetchEach(client, parts.settingsReads(me));
};
// The dashboard: its figures at once, and the cards below them that the person's role sees (their module is loaded
// for the dashboard only), so the first view is drawn with every card in place rather than each pushing the next down.
const prefetchDashboard: Prefetch = (client) =>
  Promise.all([
    client.prefetchQuery(summaryQuery()),
    import('../features/dashboard/card-queries').then((m) => m.prefetchDashboardCards(client)),
  ]);
// A section of the dashboard: the reads of its first view for the person's role (section-reads.ts, loaded for it only).
const prefetchSection =
  (section: DashboardSection): Prefetch =>
  async (client) => {
    const [me, sections] = await Promise.all([
      client.fetchQuery(meQuery).catch(() => null),
      import('../features/dashboard/section-reads'),
    ]);
    if (!me) return;
    await prefetchEach(client, sections.sectionReads(section, me.role));
  };
const prefetchChats: Prefetch = (client) => client.prefetchQuery(chatListQuery());
// An open chat: the list beside it (hidden by CSS on a phone, messages-page.tsx), the chat and its newest messages.
const prefetchChat: Prefetch = async (client, params) => {
  const chatId = params.chatId ?? '';
  await Promise.all([
    client.prefetchQuery(chatListQuery()),
    client.prefetchQuery(chatDetailQuery(chatId)),
    client.prefetchQuery(chatMessagesQuery(chatId)),
  ]);
};
const prefetchBoard: Prefetch = (client, _params, search) => client.prefetchQuery(boardQuery(boardFiltersOf(search)));
// The notification centre: its first page (the bell's module, already in the shell) and the email settings below it
// (their module comes with the page).
const prefetchNotifications: Prefetch = (client) =>
  Promise.all([
    client.prefetchInfiniteQuery(notificationListQuery()),
    import('../features/notifications/settings-api').then((m) => client.prefetchQuery(m.notificationSettingsQuery())),
  ]);

// A week's pay statement, opened from its email: the statement, the assignment, the week's shifts and the job (the hours'
// module is imported for this page only).
const prefetchStatement: Prefetch = (client, params) => {
  const applicationId = params.applicationId ?? '';
  const weekStart = params.weekStart ?? '';
  return Promise.all([
    client.prefetchQuery(applicationOffersQuery(applicationId)),
    import('../features/timesheets/api').then((m) =>
      Promise.all([
        client.prefetchQuery(m.statementQuery(applicationId, weekStart)),
        client.prefetchQuery(m.assignmentQuery(applicationId)),
        client.prefetchQuery(m.weekQuery(applicationId, weekStart)),
      ]),
    ),
  ]);
};

/**
 * The application page: the application and the person first (which parts show depends on its status and her role),
 * then every part's read at once (application-parts.ts, loaded with the page's own code). A read that fails is left out.
 */
const prefetchApplication: Prefetch = async (client, params, search) => {
  const id = params.applicationId ?? '';
  const [detail, me, parts] = await Promise.all([
    // The feature's hooks module loads with the page, not in the app's entry (which every page loads).
    import('../features/applications/api').then((m) =>
      client.fetchQuery(m.applicationDetailQuery(id)).catch(() => null),
    ),
    client.fetchQuery(meQuery).catch(() => null),
    import('./pages/application-parts'),
  ]);
  if (!detail || !me) return;
  const shown = parts.partsShown(detail, me.role, offerFlowFromSearch(search.toString()));
  await prefetchEach(client, parts.partReads(detail, shown));
};

/** Each page's data prefetch, by its path in the table (page-routes.ts). */
const PREFETCH: Record<string, Prefetch> = {
  '/': prefetchJobSearch,
  '/explore-jobs': prefetchJobSearch,
  '/explore-jobs/:jobId': prefetchJobDetail,
  '/application': prefetchOverview,
  '/application/board': prefetchBoard,
  '/application/:status': prefetchStatusList,
  '/work-journey': prefetchJourney,
  '/work-journey/:status': prefetchJourney,
  '/work-journey/:status/:applicationId': prefetchJourneyJob,
  '/profile': prefetchProfile,
  '/account': prefetchAccount,
  '/dashboard': prefetchDashboard,
  '/dashboard/settings': prefetchSettings,
  '/dashboard/opportunities-manager': prefetchSection('opportunities-manager'),
  '/dashboard/preferences': prefetchSection('preferences'),
  '/dashboard/recruiter-management': prefetchSection('recruiter-management'),
  '/dashboard/api-keys': prefetchSection('api-keys'),
  '/dashboard/roles-permission': prefetchSection('roles-permission'),
  '/welcome': prefetchProfile,
  '/messages': prefetchChats,
  '/messages/:chatId': prefetchChat,
  '/notifications': prefetchNotifications,
  '/assignments/:applicationId': prefetchAssignment,
  '/assignments/:applicationId/statement/:weekStart': prefetchStatement,
  '/application/:status/:workerId/:gwJobId/:applicationId': prefetchApplication,
};

const ExploreJobs = lazyPage(loadExploreJobs);

/**
 * `/`: signed out, the public job board itself (with Log in and Sign up in its header), as the server drew it, at its
 * own address; signed in, the role's home.
 */
function Home() {
  const me = useMe();
  return me.data ? <Redirect to={homeForRole(me.data.role)} /> : <ExploreJobs />;
}

const withPrefetch = (route: PageRoute) => page(route, PREFETCH[route.path]);

const routes: RouteObject[] = [
  ...STANDALONE_PAGES.map(withPrefetch),
  // The public job board: signed-out visitors browse open jobs (the server answers 404 for others).
  {
    element: <PublicOrSignedInLayout />,
    children: OPEN_PAGES.map((route) =>
      route.path === '/'
        ? {
            path: '/',
            element: <Home />,
            handle: { load: keeping(route.load), prefetch: PREFETCH['/'] } satisfies PageHandle,
          }
        : withPrefetch(route),
    ),
  },
  {
    element: <RequireAuth />,
    children: [{ element: <AppShellLayout />, children: SIGNED_IN_PAGES.map(withPrefetch) }],
  },
];

/**
 * Starts fetching the code and main data of the page at `location`; resolves once its code is here (or could not be
 * fetched: errors surface when the page renders).
 */
export function preloadPage(location: { pathname: string; search: string }): Promise<void> {
  const match = matchRoutes(routes, location.pathname)?.at(-1);
  const handle = match?.route.handle as PageHandle | undefined;
  if (!match || !handle) return Promise.resolve();
  // Ahead of the page's own reads, which fetch whatever this could not: a failure here is not the page's. (Firefox
  // rejects a module import still in flight when the person leaves the page: unhandled, it was a page error.)
  handle.prefetch?.(queryClient, match.params, new URLSearchParams(location.search)).catch(() => {});
  return handle.load().then(
    () => {},
    () => {},
  );
}

/**
 * Fetches into `client` the main data of the page at `url` (path and query), as the browser starts it when the app opens
 * there (preloadPage); null, at once, when the page has no such data (the server's renderer leaves it to the app).
 */
export function prefetchPageData(client: QueryClient, url: URL): Promise<unknown> | null {
  const match = matchRoutes(routes, url.pathname)?.at(-1);
  const prefetch = (match?.route.handle as PageHandle | undefined)?.prefetch;
  return match && prefetch ? prefetch(client, match.params, url.searchParams) : null;
}

/**
 * Fetches into `client` what the signed-in shell's header shows beside the person (the unread counts of Messages and of
 * the bell), so that a page the server draws has them drawn too: fetched by the browser after the hydration, the
 * navigation's badge widened the header's links and moved them.
 */
export const prefetchShell = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(unreadMessagesQuery()), client.prefetchQuery(notificationUnreadQuery())]);

/**
 * Loads the code of the page at `pathname` (no data): the server awaits it before it renders a page (entry-server.tsx),
 * so the page's lazy component is drawn, not suspended.
 */
export async function loadPageCode(pathname: string): Promise<void> {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  await handle?.load();
}

/** The app's routes, under the browser's router (main.tsx) or, on the server, a static one (entry-server.tsx). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense
        fallback={
          <Center h="50vh">
            <Busy label={MESSAGES.shell.loading} />
          </Center>
        }
      >
        {element}
      </Suspense>
    </RouteErrorBoundary>
  );
}
