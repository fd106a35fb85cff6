// Routes of the web app; every page is its own lazily loaded chunk (route-level code splitting).
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { homeForRole } from '@/domain/routes';
import { useMe } from '../lib/auth';
import { AppShellLayout } from './shell';
import { RequireAuth } from './require-auth';
import { RouteError } from '../components/route-error';

function Home() {
  const me = useMe();
  if (me.isLoading) return <Center h="50vh"><Loader aria-label="Loading" /></Center>;
  return <Navigate to={me.data ? homeForRole(me.data.role) : '/login'} replace />;
}

const router = createBrowserRouter([
  { path: '/login', lazy: () => import('../features/auth/pages/login-page'), errorElement: <RouteError /> },
  { path: '/signup', lazy: () => import('../features/auth/pages/signup-page'), errorElement: <RouteError /> },
  { path: '/verify-email', lazy: () => import('../features/auth/pages/verify-email-page'), errorElement: <RouteError /> },
  { path: '/invite', lazy: () => import('../features/dashboard/pages/invite-page'), errorElement: <RouteError /> },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppShellLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          { path: 'explore-jobs', lazy: () => import('../features/jobs/pages/explore-jobs-page') },
          { path: 'explore-jobs/thanks-for-applying/:applicationId', lazy: () => import('../features/jobs/pages/thanks-page') },
          { path: 'explore-jobs/:jobId', lazy: () => import('../features/jobs/pages/job-detail-page') },
          { path: 'work-journey', lazy: () => import('../features/journey/pages/work-journey-page') },
          { path: 'work-journey/:status', lazy: () => import('../features/journey/pages/work-journey-page') },
          { path: 'work-journey/:status/:applicationId', lazy: () => import('../features/journey/pages/journey-job-page') },
          { path: 'application', lazy: () => import('../features/applications/pages/applications-overview-page') },
          { path: 'application/:status', lazy: () => import('../features/applications/pages/application-list-page') },
          { path: 'application/:status/:workerId/:gwJobId/:applicationId', lazy: () => import('../features/applications/pages/application-detail-page') },
          { path: 'messages', lazy: () => import('../features/messages/pages/messages-page') },
          { path: 'messages/:chatId', lazy: () => import('../features/messages/pages/messages-page') },
          { path: 'profile', lazy: () => import('../features/profile/pages/profile-page') },
          { path: 'dashboard', lazy: () => import('../features/dashboard/pages/dashboard-page') },
          { path: 'dashboard/:section', lazy: () => import('../features/dashboard/pages/dashboard-section-page') },
          { path: '*', lazy: () => import('../components/not-found-page') },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
