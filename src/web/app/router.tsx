// Routes of the web app; every page is its own lazily loaded chunk (route-level code splitting).
// Declarative routing (<BrowserRouter> + useRoutes): the app has no loaders or actions, and the data
// router would add some 16 KB gzipped to every first view. Instead of the data router's `lazy` and
// loaders, the page the app opens on has its code and main data fetched at once (preloadPage), side by
// side with the signed-in user, rather than one after the other as React reaches them.
import { lazy, Suspense, type ComponentType } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router';
import { Center, Loader } from '@mantine/core';
import { parseStatus } from '@/domain/applications';
import { homeForRole } from '@/domain/shared';
import { useMe } from '../lib/auth';
import { jobDetailQuery, jobSearchQuery } from '../features/jobs/queries';
import { applicationListQuery, boardFiltersOf, boardQuery } from '../features/applications/queries';
import { queryClient } from './providers';
import { AppShellLayout } from './shell';
import { RequireAuth } from './require-auth';
import { PublicOrSignedInLayout } from './public-layout';
import { RouteErrorBoundary } from '../components/route-error';

type PageModule = { Component: ComponentType };
type Prefetch = (params: Params, search: URLSearchParams) => void;
interface PageHandle {
  load: () => Promise<PageModule>;
  prefetch?: Prefetch;
}

/** A route whose page (the module's `Component`) loads on first use; the handle lets it start early. */
function page(path: string, load: () => Promise<PageModule>, prefetch?: Prefetch): RouteObject {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return { path, element: <Page />, handle: { load, prefetch } satisfies PageHandle };
}

// The main query of the pages people open most, started as the page's code would start it.
const prefetchJobSearch: Prefetch = (_params, search) => void queryClient.prefetchInfiniteQuery(jobSearchQuery(search));
const prefetchJobDetail: Prefetch = (params) => void queryClient.prefetchQuery(jobDetailQuery(params.jobId ?? ''));
const prefetchStatusList: Prefetch = (params) => {
  const status = parseStatus(params.status);
  if (status && params.status === status.toLowerCase())
    void queryClient.prefetchInfiniteQuery(applicationListQuery(status, '', 'newest'));
};

const prefetchBoard: Prefetch = (_params, search) => void queryClient.prefetchQuery(boardQuery(boardFiltersOf(search)));

const loadExploreJobs = () => import('./pages/explore-jobs-page');
const ExploreJobs = lazy(() => loadExploreJobs().then((m) => ({ default: m.Component })));

/**
 * `/`: signed out, the public job board itself (with Log in and Sign up in its header), as the server drew it, at its
 * own address; signed in, the role's home.
 */
function Home() {
  const me = useMe();
  return me.data ? <Navigate to={homeForRole(me.data.role)} replace /> : <ExploreJobs />;
}

const routes: RouteObject[] = [
  page('/login', () => import('../features/auth/pages/login-page')),
  page('/signup', () => import('../features/auth/pages/signup-page')),
  page('/verify-email', () => import('../features/auth/pages/verify-email-page')),
  page('/invite', () => import('../features/dashboard/pages/invite-page')),
  page('/forgot-password', () => import('../features/auth/pages/forgot-password-page')),
  page('/reset-password', () => import('../features/auth/pages/reset-password-page')),
  page('/confirm-email', () => import('../features/auth/pages/confirm-email-page')),
  // A referee's form from the emailed link (issue 31): public, no account.
  page('/reference/:token', () => import('../features/onboarding/pages/reference-page')),
  // The public job board: signed-out visitors browse open jobs (the server answers 404 for others).
  {
    element: <PublicOrSignedInLayout />,
    children: [
      { path: '/', element: <Home />, handle: { load: loadExploreJobs, prefetch: prefetchJobSearch } },
      page('/explore-jobs', loadExploreJobs, prefetchJobSearch),
      page('/explore-jobs/:jobId', () => import('./pages/job-detail-page'), prefetchJobDetail),
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppShellLayout />,
        children: [
          page('explore-jobs/thanks-for-applying/:applicationId', () => import('../features/jobs/pages/thanks-page')),
          page('work-journey', () => import('./pages/work-journey-page')),
          page('work-journey/:status', () => import('./pages/work-journey-page')),
          page('work-journey/:status/:applicationId', () => import('./pages/journey-job-page')),
          page('application', () => import('../features/applications/pages/applications-overview-page')),
          page('application/board', () => import('./pages/board-page'), prefetchBoard),
          page('application/:status', () => import('./pages/application-list-page'), prefetchStatusList),
          page(
            'application/:status/:workerId/:gwJobId/:applicationId',
            () => import('./pages/application-detail-page'),
          ),
          page('messages', () => import('../features/messages/pages/messages-page')),
          page('messages/:chatId', () => import('../features/messages/pages/messages-page')),
          page('profile', () => import('./pages/profile-page')),
          page('welcome', () => import('../features/profile/pages/first-run-page')),
          page('account', () => import('./pages/account-page')),
          page('notifications', () => import('../features/notifications/pages/notifications-page')),
          page('dashboard', () => import('../features/dashboard/pages/dashboard-page')),
          page('dashboard/settings', () => import('./pages/org-settings-page')),
          page('dashboard/:section', () => import('../features/dashboard/pages/dashboard-section-page')),
          page('*', () => import('../components/not-found-page')),
        ],
      },
    ],
  },
];

/** Starts fetching the code and main data of the page at `location` (errors surface when the page renders). */
export function preloadPage(location: { pathname: string; search: string }) {
  const match = matchRoutes(routes, location.pathname)?.at(-1);
  const handle = match?.route.handle as PageHandle | undefined;
  if (!match || !handle) return;
  handle.load().catch(() => {});
  handle.prefetch?.(match.params, new URLSearchParams(location.search));
}

function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense
        fallback={
          <Center h="50vh">
            <Loader aria-label="Loading" />
          </Center>
        }
      >
        {element}
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
